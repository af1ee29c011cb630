/** /api/player/user/* — SPEC §7. */

import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { Page } from "../../src/api/contract/common.ts";
import { TwoStepLoginBody } from "../../src/api/contract/security.ts";
import {
  avatarRules,
  ForgotPasswordBody,
  LoginBody,
  RegisterBody,
  ResetPinBody,
  UpdateNicknameBody,
  UpdatePasswordBody,
  UpdatePinBody,
} from "../../src/api/contract/user.ts";
import type { Ctx } from "../context.ts";
import { players } from "../db/schema.ts";
import { fail } from "../errors.ts";
import { assertOwnId, bearerToken, requireSession, signInClient } from "../http/auth.ts";
import type { AppEnv } from "../http/env.ts";
import { queryInt, readJson, readUploadedFile, validate } from "../http/input.ts";
import {
  changeNickname,
  changePassword,
  login,
  logout,
  register,
  resetForgottenPassword,
  startSession,
} from "../services/accounts.ts";
import { checkAvatar, resizeAvatar, resizeQueue } from "../services/avatars.ts";
import { pinStatus, resetPinWithOtp, updatePin } from "../services/pin.ts";
import { findByReferralCode, listReferrals, loadView, toUser } from "../services/players.ts";
import { completeTwoStepLogin } from "../services/two-step.ts";
import { countUpload, removeUpload, storeUpload } from "../services/uploads.ts";

/** Room for the multipart framing around a file of the largest allowed size. */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * /api/player/user/*. Long because it is a route table: each route is a short validate-and-call into a
 * service, sharing the `auth` middleware and the limits declared at the top.
 */
export function userRoutes(ctx: Ctx): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const auth = requireSession(ctx);

  /** The User answer for a player after a change, carrying the given token. */
  async function userAnswer(playerId: string, token: string) {
    const view = await loadView(ctx, playerId);
    if (!view) fail(404, "User not found");
    return toUser(view, token, ctx.now());
  }

  app.get("/getUser", auth, (c) => c.json(toUser(c.var.player, c.var.token, ctx.now())));

  app.get("/getReferralUser/:code", async (c) => {
    const referrer = await findByReferralCode(ctx.db, c.var.tenant.id, c.req.param("code"));
    if (!referrer) fail(404, "Referral code not found");
    return c.json({ username: referrer.username, nickname: referrer.nickname, referral_code: referrer.referralCode });
  });

  app.post("/register", async (c) => {
    const body = await readJson(c, RegisterBody);
    const { playerId, token } = await register(ctx, c.var.tenant, body, signInClient(c));
    return c.json(await userAnswer(playerId, token));
  });

  app.post("/login", async (c) => {
    const body = await readJson(c, LoginBody);
    const answer = await login(ctx, c.var.tenant, body, signInClient(c));
    // two-step sign-in on: the challenge the code must come with (POST /login/two_step)
    if ("two_step" in answer) return c.json(answer);
    return c.json(await userAnswer(answer.playerId, answer.token));
  });

  app.post("/login/two_step", async (c) => {
    const body = await readJson(c, TwoStepLoginBody);
    const client = signInClient(c);
    const { playerId, method } = await completeTwoStepLogin(ctx, c.var.tenant.id, body, client);
    const { token } = await startSession(ctx, c.var.tenant, playerId, method, client);
    return c.json(await userAnswer(playerId, token));
  });

  app.patch("/updatePassword/:id", auth, async (c) => {
    assertOwnId(c.req.param("id"), c.var.player);
    const body = await readJson(c, UpdatePasswordBody);
    const { token } = await changePassword(ctx, c.var.player, body);
    return c.json({ ok: true as const, jwtToken: token });
  });

  /** Sign-out: ends the token's session on the server. Idempotent for a token whose session already ended. */
  app.post("/logout", async (c) => {
    const token = bearerToken(c);
    const claims = token ? await ctx.tokens.verify(token) : null;
    if (!claims || claims.tid !== c.var.tenant.id) fail(401, "Unauthorized");
    await logout(ctx, claims);
    return c.json({ ok: true as const });
  });

  app.patch("/updatePin", auth, async (c) => {
    const body = await readJson(c, UpdatePinBody);
    return c.json(await updatePin(ctx, c.var.player, body));
  });

  /** A forgotten PIN, replaced with a "reset_pin" code sent to the player's registered phone. */
  app.patch("/resetPin", auth, async (c) => {
    const body = await readJson(c, ResetPinBody);
    return c.json(await resetPinWithOtp(ctx, c.var.player, body));
  });

  app.get("/checkPin", auth, (c) => c.json(pinStatus(c.var.player, ctx.now())));

  app.patch("/updateForgotPass", async (c) => {
    const body = await readJson(c, ForgotPasswordBody);
    await resetForgottenPassword(ctx, c.var.tenant, body);
    return c.json({ ok: true as const });
  });

  app.get("/getReferralListByPlayer", auth, async (c) => {
    const { page, limit } = validate(Page, {
      page: queryInt(c.req.query("page"), 1),
      limit: queryInt(c.req.query("limit"), 20),
    });
    const id = c.var.player.id;
    return c.json(
      await ctx.reads.read(`referrals:${id}:${page}:${limit}`, () => listReferrals(ctx.db, id, page, limit, ctx.now())),
    );
  });

  app.patch("/updateNickname/:id", auth, async (c) => {
    assertOwnId(c.req.param("id"), c.var.player);
    const { nickname } = await readJson(c, UpdateNicknameBody);
    await changeNickname(ctx, c.var.tenant, c.var.player, nickname);
    return c.json(await userAnswer(c.var.player.id, c.var.token));
  });

  app.patch(
    "/updateAvatar/:id",
    bodyLimit({
      maxSize: avatarRules.maxBytes + MULTIPART_OVERHEAD,
      onError: (c) => c.json("File is larger than 5MB", 413),
    }),
    auth,
    async (c) => {
      assertOwnId(c.req.param("id"), c.var.player);
      const bytes = await readUploadedFile(c, "avatar", avatarRules.maxBytes, "File is larger than 5MB");
      // Type and structure first (415, 413, 400: a bomb is refused here, never queued), then a full
      // queue (503) before the upload is counted against the player (429), then the resize.
      checkAvatar(bytes);
      resizeQueue.assertRoom();
      await countUpload(ctx.limiter, c.var.player.id, "avatar");
      const resized = await resizeAvatar(bytes);
      const avatar = await storeUpload(ctx.uploadsDir, resized.bytes, resized.kind);
      await ctx.db.update(players).set({ avatar, updatedAt: ctx.now() }).where(eq(players.id, c.var.player.id));
      await removeUpload(ctx.uploadsDir, c.var.player.avatar);
      return c.json(await userAnswer(c.var.player.id, c.var.token));
    },
  );

  return app;
}
