/**
 * The tenant's content for players (services/content.ts), in the language of the app's Accept-Language:
 *   /api/player/event/getEvents?page&limit, /api/player/event/getEvent/:id
 *   /api/player/announcement/getAnnouncements?page&limit
 *   /api/player/post/getPosts?page&limit, /api/player/post/getPost/:id
 *   /api/player/content/getPage/:slug (about, tnc, contact_us)
 */
import { type Context, Hono } from "hono";
import { ContentId, ContentQuery, PageSlug } from "../../src/api/contract/content.ts";
import type { Ctx } from "../context.ts";
import { requireSession } from "../http/auth.ts";
import type { AppEnv } from "../http/env.ts";
import { queryInt, validate } from "../http/input.ts";
import {
  contentLocaleOf,
  getContentPage,
  getEvent,
  getPost,
  listAnnouncements,
  listEvents,
  listPosts,
} from "../services/content.ts";

const pageOf = (c: Context<AppEnv>) =>
  validate(ContentQuery, { page: queryInt(c.req.query("page"), 1), limit: queryInt(c.req.query("limit"), 20) });
const localeOf = (c: Context<AppEnv>) => contentLocaleOf(c.req.header("accept-language"));

function signedIn(ctx: Ctx): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use("*", requireSession(ctx));
  return app;
}

export function eventContentRoutes(ctx: Ctx): Hono<AppEnv> {
  const app = signedIn(ctx);
  app.get("/getEvents", async (c) => {
    const { page, limit } = pageOf(c);
    return c.json(await listEvents(ctx, c.var.tenant.id, localeOf(c), page, limit));
  });
  app.get("/getEvent/:id", async (c) =>
    c.json(await getEvent(ctx, c.var.tenant.id, validate(ContentId, c.req.param("id")), localeOf(c))),
  );
  return app;
}

export function announcementRoutes(ctx: Ctx): Hono<AppEnv> {
  const app = signedIn(ctx);
  app.get("/getAnnouncements", async (c) => {
    const { page, limit } = pageOf(c);
    return c.json(await listAnnouncements(ctx, c.var.tenant.id, localeOf(c), page, limit));
  });
  return app;
}

export function postRoutes(ctx: Ctx): Hono<AppEnv> {
  const app = signedIn(ctx);
  app.get("/getPosts", async (c) => {
    const { page, limit } = pageOf(c);
    return c.json(await listPosts(ctx, c.var.tenant.id, localeOf(c), page, limit));
  });
  app.get("/getPost/:id", async (c) =>
    c.json(await getPost(ctx, c.var.tenant.id, validate(ContentId, c.req.param("id")), localeOf(c))),
  );
  return app;
}

export function contentPageRoutes(ctx: Ctx): Hono<AppEnv> {
  const app = signedIn(ctx);
  app.get("/getPage/:slug", async (c) =>
    c.json(await getContentPage(ctx, c.var.tenant.id, validate(PageSlug, c.req.param("slug")), localeOf(c))),
  );
  return app;
}
