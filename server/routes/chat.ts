/**
 * /api/player/chat/* — the tenant's room and one-to-one chat between friends (services/chat.ts).
 * New messages reach the other side as `chat` events on the player's event stream (routes/events.ts).
 */
import { Hono } from "hono";
import {
  MarkReadBody,
  MessagesQuery,
  MuteBody,
  maxPageSize,
  ReportBody,
  SendMessageBody,
} from "../../src/api/contract/chat.ts";
import type { Ctx } from "../context.ts";
import { requireSession } from "../http/auth.ts";
import type { AppEnv } from "../http/env.ts";
import { queryInt, readJson, validate } from "../http/input.ts";
import {
  listConversations,
  listMessages,
  listMuted,
  markRead,
  reportMessage,
  sendMessage,
  setMuted,
} from "../services/chat.ts";

export function chatRoutes(ctx: Ctx): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use("*", requireSession(ctx));
  const ok = { ok: true as const };

  app.post("/send", async (c) => {
    const body = await readJson(c, SendMessageBody);
    return c.json(await sendMessage(ctx, c.var.player, body));
  });

  app.get("/messages", async (c) => {
    const query = c.req.query();
    const input = validate(MessagesQuery, {
      with: query.with,
      ...(query.before === undefined ? {} : { before: queryInt(query.before, 0) }),
      limit: queryInt(query.limit, maxPageSize),
    });
    return c.json(await listMessages(ctx, c.var.player, input));
  });

  app.get("/conversations", async (c) => c.json(await listConversations(ctx, c.var.player)));

  app.post("/markRead", async (c) => {
    await markRead(ctx, c.var.player, await readJson(c, MarkReadBody));
    return c.json(ok);
  });

  app.get("/mutes", async (c) => c.json(await listMuted(ctx.db, c.var.player.id)));

  app.post("/mute", async (c) => {
    await setMuted(ctx, c.var.player, (await readJson(c, MuteBody)).member_uid, true);
    return c.json(ok);
  });

  app.post("/unmute", async (c) => {
    await setMuted(ctx, c.var.player, (await readJson(c, MuteBody)).member_uid, false);
    return c.json(ok);
  });

  app.post("/report", async (c) => {
    await reportMessage(ctx, c.var.player, await readJson(c, ReportBody));
    return c.json(ok);
  });

  return app;
}
