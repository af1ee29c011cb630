/** /api/player/mail/* — the player's inbox: the list with paging, one mail (opening marks it read), read/unread, delete and undo, the unread count. */
import { Hono } from "hono";
import { MailQuery, MarkMailBody } from "../../src/api/contract/mail.ts";
import type { Ctx } from "../context.ts";
import { requireSession } from "../http/auth.ts";
import type { AppEnv } from "../http/env.ts";
import { queryInt, readJson, validate } from "../http/input.ts";
import { deleteMail, listMails, markMail, openMail, restoreMail, unreadCount } from "../services/mail.ts";

export function mailRoutes(ctx: Ctx): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use("*", requireSession(ctx));

  app.get("/getMails", async (c) => {
    const q = validate(MailQuery, {
      page: queryInt(c.req.query("page"), 1),
      limit: queryInt(c.req.query("limit"), 20),
    });
    return c.json(await listMails(ctx.db, c.var.player.id, q.page, q.limit));
  });

  // the badge asks often: cached between writes with the embedded database (read-cache.ts)
  app.get("/getUnreadCount", async (c) => {
    const id = c.var.player.id;
    return c.json({ unread: await ctx.reads.read(`mail-unread:${id}`, () => unreadCount(ctx.db, id)) });
  });

  app.get("/getMail/:id", async (c) => c.json(await openMail(ctx, c.var.player, c.req.param("id"))));

  app.patch("/markMail/:id", async (c) => {
    const { read } = await readJson(c, MarkMailBody);
    return c.json(await markMail(ctx, c.var.player, c.req.param("id"), read));
  });

  app.delete("/deleteMail/:id", async (c) => {
    await deleteMail(ctx, c.var.player, c.req.param("id"));
    return c.json({ ok: true as const });
  });

  app.patch("/restoreMail/:id", async (c) => c.json(await restoreMail(ctx, c.var.player, c.req.param("id"))));

  return app;
}
