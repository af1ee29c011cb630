/**
 * The operator's content (SANDBOX on only): /sandbox/content lists the tenant's events, announcements and posts
 * and the pages about / terms / contact us, with forms to create, edit (per language) and delete them. The forms
 * post to /api/sandbox/content/* (`sandboxContentRoutes`), which write through the same cleaning as everything
 * (services/content.ts, rich-html.ts) and answer 303 back to the page (or JSON to a JSON caller).
 */
import { type Context, Hono } from "hono";
import {
  ContentId,
  fallbackContentLocale,
  PageSlug,
  pageSlugs,
  SandboxAnnouncementBody,
  SandboxEventBody,
  SandboxPageBody,
  SandboxPostBody,
} from "../../src/api/contract/content.ts";
import type { Ctx } from "../context.ts";
import type { ContentTexts } from "../db/schema.ts";
import { ApiError } from "../errors.ts";
import type { AppEnv } from "../http/env.ts";
import { esc, htmlPage } from "../http/html.ts";
import { readFormOrJson, validate } from "../http/input.ts";
import {
  allContentOf,
  deleteContent,
  saveAnnouncement,
  saveEvent,
  savePage,
  savePost,
} from "../services/content-writes.ts";
import { announcementForm, eventForm, pageForm, postForm } from "./sandbox-content-forms.ts";
import { deleteButton, headers, languagesOf, pageNames, statusNote, table, utc } from "./sandbox-content-html.ts";

/** The list of every event, announcement, post and page of the tenant, each with its languages. */
async function contentList(ctx: Ctx, c: Context<AppEnv>) {
  const tenant = c.var.tenant;
  const now = ctx.now();
  const { events, notices, news, pages } = await allContentOf(ctx, tenant.id);
  const en = <T>(texts: ContentTexts<T>) => (texts[fallbackContentLocale] ?? Object.values(texts)[0]) as T;
  const eventRows = events.map((e) => {
    const title = en(e.texts).title;
    const status = now < e.startsAt ? "Upcoming" : now < e.endsAt ? "Running" : "Ended";
    return `<tr><th scope="row"><a href="/sandbox/content/event/${esc(e.id)}">${esc(title)}</a></th><td>${status}</td><td>${esc(utc(e.startsAt))} to ${esc(utc(e.endsAt))}</td><td>${esc(languagesOf(e.texts))}</td><td>${deleteButton("event", e.id, title)}</td></tr>`;
  });
  const noticeRows = notices.map((n) => {
    const title = en(n.texts).title;
    return `<tr><th scope="row"><a href="/sandbox/content/announcement/${esc(n.id)}">${esc(title)}</a></th><td>${n.pinned ? "Pinned" : ""}</td><td>${esc(utc(n.publishedAt))}</td><td>${esc(languagesOf(n.texts))}</td><td>${deleteButton("announcement", n.id, title)}</td></tr>`;
  });
  const postRows = news.map((p) => {
    const title = en(p.texts).title;
    return `<tr><th scope="row"><a href="/sandbox/content/post/${esc(p.id)}">${esc(title)}</a></th><td>${esc(utc(p.publishedAt))}</td><td>${esc(languagesOf(p.texts))}</td><td>${deleteButton("post", p.id, title)}</td></tr>`;
  });
  const pageLinks = pageSlugs
    .map((slug) => {
      const row = pages.find((p) => p.slug === slug);
      return `<li><a href="/sandbox/content/page/${slug}">${esc(pageNames[slug])}</a>${row ? ` <small>(${esc(languagesOf(row.texts))})</small>` : " <small>(not written yet)</small>"}</li>`;
    })
    .join("");
  const body = `<h1>Sandbox operator: content</h1>
<p class="brand">${esc(tenant.brandName)}</p>
<p class="note">Events, announcements and posts players see in the app, and the pages about, terms and contact us. Write each in English first, then in the other languages; a player sees English where a text has no translation. HTML is cleaned when saved.</p>
${statusNote(c)}
<h2>Events</h2>
<p><a href="/sandbox/content/event/new">New event</a></p>
${table("Events", ["Title", "Status", "Period", "Languages", "Delete"], eventRows, "No events.")}
<h2>Announcements</h2>
<p><a href="/sandbox/content/announcement/new">New announcement</a></p>
${table("Announcements", ["Title", "Pinned", "Published", "Languages", "Delete"], noticeRows, "No announcements.")}
<h2>Posts</h2>
<p><a href="/sandbox/content/post/new">New post</a></p>
${table("Posts", ["Title", "Published", "Languages", "Delete"], postRows, "No posts.")}
<h2>Pages</h2>
<ul>${pageLinks}</ul>
<p><a href="/sandbox/operator">Pending transactions</a></p>`;
  return c.html(htmlPage("Content · Sandbox operator", body, { wide: true }), 200, headers);
}

export function sandboxContentPages(ctx: Ctx): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get("/", (c) => contentList(ctx, c));

  app.get("/event/:id", (c) => eventForm(ctx, c));

  app.get("/announcement/:id", (c) => announcementForm(ctx, c));

  app.get("/post/:id", (c) => postForm(ctx, c));

  app.get("/page/:slug", (c) => pageForm(ctx, c));

  return app;
}

const wantsJson = (c: Context) => /application\/json/i.test(c.req.header("accept") ?? "");

/** The writes behind the forms: JSON `{ id }` to a JSON caller, else 303 back to /sandbox/content. */
export function sandboxContentRoutes(ctx: Ctx): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  async function answer(c: Context<AppEnv>, saved: string, write: () => Promise<string | null>) {
    let id: string | null;
    try {
      id = await write();
    } catch (error) {
      if (wantsJson(c) || !(error instanceof ApiError)) throw error;
      return c.redirect(`/sandbox/content?error=${encodeURIComponent(error.key)}`, 303);
    }
    if (wantsJson(c)) return c.json({ ok: true as const, id });
    return c.redirect(`/sandbox/content?saved=${saved}`, 303);
  }
  const idOf = (c: Context<AppEnv>) => validate(ContentId, c.req.param("id"));
  const tenantOf = (c: Context<AppEnv>) => c.var.tenant.id;

  app.post("/event", (c) =>
    answer(c, "event", async () => saveEvent(ctx, tenantOf(c), await readFormOrJson(c, SandboxEventBody))),
  );
  app.post("/event/:id", (c) =>
    answer(c, "event", async () => saveEvent(ctx, tenantOf(c), await readFormOrJson(c, SandboxEventBody), idOf(c))),
  );
  app.post("/announcement", (c) =>
    answer(c, "announcement", async () =>
      saveAnnouncement(ctx, tenantOf(c), await readFormOrJson(c, SandboxAnnouncementBody)),
    ),
  );
  app.post("/announcement/:id", (c) =>
    answer(c, "announcement", async () =>
      saveAnnouncement(ctx, tenantOf(c), await readFormOrJson(c, SandboxAnnouncementBody), idOf(c)),
    ),
  );
  app.post("/post", (c) =>
    answer(c, "post", async () => savePost(ctx, tenantOf(c), await readFormOrJson(c, SandboxPostBody))),
  );
  app.post("/post/:id", (c) =>
    answer(c, "post", async () => savePost(ctx, tenantOf(c), await readFormOrJson(c, SandboxPostBody), idOf(c))),
  );
  app.post("/page/:slug", (c) =>
    answer(c, "page", async () => {
      const slug = validate(PageSlug, c.req.param("slug"));
      await savePage(ctx, tenantOf(c), slug, await readFormOrJson(c, SandboxPageBody));
      return null;
    }),
  );
  for (const kind of ["event", "announcement", "post"] as const) {
    app.post(`/${kind}/:id/delete`, (c) =>
      answer(c, "deleted", async () => {
        await deleteContent(ctx, tenantOf(c), kind, idOf(c));
        return null;
      }),
    );
  }
  return app;
}
