/**
 * /api/player/friend/* — finding players, friend requests (send, approve, reject, cancel), the
 * friend list, removing a friend, and transfers to a friend. Players are named by member UID.
 */
import { Hono } from "hono";
import { FriendSearchQuery, FriendTransferBody, SendFriendRequestBody } from "../../src/api/contract/friends.ts";
import type { Ctx } from "../context.ts";
import { requireSession } from "../http/auth.ts";
import type { AppEnv } from "../http/env.ts";
import { readJson, validate } from "../http/input.ts";
import { friendTransferInfo, transferToFriend } from "../services/friend-transfers.ts";
import {
  decideFriendRequest,
  friendOf,
  friendRequestsOf,
  friendsOf,
  removeFriend,
  searchPlayer,
  sendFriendRequest,
} from "../services/friends.ts";

export function friendRoutes(ctx: Ctx): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use("*", requireSession(ctx));

  app.get("/search", async (c) => {
    const { keyword } = validate(FriendSearchQuery, { keyword: c.req.query("keyword") ?? "" });
    return c.json(await searchPlayer(ctx, c.var.player, keyword));
  });

  app.post("/sendRequest", async (c) => {
    const body = await readJson(c, SendFriendRequestBody);
    const sent = await sendFriendRequest(ctx, c.var.player, body.member_uid);
    return c.json(sent.answer);
  });

  app.post("/approve/:requestId", async (c) =>
    c.json(await decideFriendRequest(ctx, c.var.player, c.req.param("requestId"), "approved")),
  );
  app.post("/reject/:requestId", async (c) =>
    c.json(await decideFriendRequest(ctx, c.var.player, c.req.param("requestId"), "rejected")),
  );
  app.post("/cancel/:requestId", async (c) =>
    c.json(await decideFriendRequest(ctx, c.var.player, c.req.param("requestId"), "cancelled")),
  );

  app.get("/getFriends", async (c) => c.json(await friendsOf(ctx, c.var.player)));
  app.get("/getRequests", async (c) => c.json(await friendRequestsOf(ctx, c.var.player)));
  app.get("/getFriend/:memberUid", async (c) => c.json(await friendOf(ctx, c.var.player, c.req.param("memberUid"))));
  app.delete("/remove/:memberUid", async (c) => {
    await removeFriend(ctx, c.var.player, c.req.param("memberUid"));
    return c.json({ ok: true });
  });

  app.get("/transferInfo", async (c) => c.json(await friendTransferInfo(ctx, c.var.player)));
  app.post("/transfer", async (c) => {
    const body = await readJson(c, FriendTransferBody);
    return c.json(await transferToFriend(ctx, c.var.player, body));
  });

  return app;
}
