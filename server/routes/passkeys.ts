/**
 * Passkeys: /api/player/security/passkeys/* (the signed-in player's list, add, remove) and
 * /api/player/user/passkey/* (signing in with one, signed out). The rules: services/passkeys.ts.
 */
import type { Context } from "hono";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AddPasskeyBody, PasskeyLoginBody } from "../../src/api/contract/security.ts";
import type { Ctx } from "../context.ts";
import { fail } from "../errors.ts";
import { requireSession, signInClient } from "../http/auth.ts";
import type { AppEnv } from "../http/env.ts";
import { readJson } from "../http/input.ts";
import {
  addPasskey,
  listPasskeys,
  loginOptions,
  loginWithPasskey,
  type RelyingParty,
  registrationOptions,
  relyingPartyOf,
  removePasskey,
} from "../services/passkeys.ts";
import { loadView, toUser } from "../services/players.ts";

/**
 * A WebAuthn answer is larger than the other JSON calls (an attestation object, a signature): the contract bounds
 * its fields to about 28 KB; app.ts lets these paths past the 16 KB limit of the rest.
 */
export const passkeyBodyLimit = 64 * 1024;
export const passkeyBodyPaths = /^\/api\/player\/(security\/passkeys|user\/passkey\/login)\/?$/;

const limit = bodyLimit({ maxSize: passkeyBodyLimit, onError: (c) => c.json("Bad request", 413) });

/** The relying party of the page the request comes from, or a 400 (not one of the tenant's hosts, not https). */
function relyingParty(ctx: Ctx, c: Context<AppEnv>): RelyingParty {
  const rp = relyingPartyOf(c.var.tenant, c.req.header("current_domain"), c.req.header("origin"), {
    sandbox: ctx.sandbox,
  });
  if (!rp) fail(400, "Bad request");
  return rp;
}

/** /api/player/security/passkeys: the signed-in player's passkeys. */
export function passkeyRoutes(ctx: Ctx): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use("*", requireSession(ctx));

  app.get("/", async (c) => c.json({ items: await listPasskeys(ctx.db, c.var.player.id) }));

  app.post("/options", async (c) =>
    c.json(await registrationOptions(ctx, c.var.tenant, c.var.player, relyingParty(ctx, c))),
  );

  app.post("/", limit, async (c) => {
    const body = await readJson(c, AddPasskeyBody);
    const items = await addPasskey(ctx, c.var.tenant, c.var.player, body, c.req.header("user-agent"));
    return c.json({ items });
  });

  app.delete("/:id", async (c) => c.json({ items: await removePasskey(ctx, c.var.player, c.req.param("id")) }));

  return app;
}

/** /api/player/user/passkey: signing in with a passkey (signed out). */
export function passkeyLoginRoutes(ctx: Ctx): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post("/options", async (c) => c.json(await loginOptions(ctx, c.var.tenant, relyingParty(ctx, c))));

  app.post("/login", limit, async (c) => {
    const body = await readJson(c, PasskeyLoginBody);
    const { playerId, token } = await loginWithPasskey(ctx, c.var.tenant, body, signInClient(c));
    const view = await loadView(ctx, playerId);
    if (!view) fail(404, "User not found");
    return c.json(toUser(view, token, ctx.now()));
  });

  return app;
}
