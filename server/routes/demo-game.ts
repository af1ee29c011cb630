/**
 * /demo-provider/* — the demo game provider, on this server's own path (mounted with the sandbox on
 * only: it stands for a real provider's API, services/game-launch.ts).
 *
 *   GET  /play?ref=…&lang=…     a launch URL: its reference is consumed (it opens once: already
 *                               used → 410 page, expired → 401 page, unknown or not a launch
 *                               reference → 403 page), then the app session ended → 401 page, the
 *                               game gone or under maintenance → 404/503 page; else it is exchanged
 *                               for a game session token, which the game page carries. A reload of
 *                               the page is a second open: refused, the player launches again
 *   GET  /assets/<file>         the page's script, style and symbols (files: the CSP allows no inline code)
 *   POST /api/round             {bet, round_key, choice?} with `X-Game-Session`: one round (services/game-rounds.ts)
 *   GET  /api/balance           the player's balance at the provider, with `X-Game-Session`
 *
 * Every answer may be framed by its own origin only (`frame-ancestors 'self'`, security.ts): the
 * app's /play_game frames the page; no other site can.
 */
import { Hono } from "hono";
import type { Ctx } from "../context.ts";
import { demoAssets, gamePage, refusalPage } from "../demo-game/page.ts";
import { gameStrings } from "../demo-game/strings.ts";
import { ApiError, fail } from "../errors.ts";
import type { AppEnv } from "../http/env.ts";
import { readJson } from "../http/input.ts";
import { demoProviderPath, playableGame } from "../services/game-launch.ts";
import { playRound, RoundBody, sessionBalance } from "../services/game-rounds.ts";
import { type GameClaims, gameLanguageOf } from "../services/game-tokens.ts";
import { gameBalanceOf } from "../services/games.ts";
import { loadView } from "../services/players.ts";

const pageHeaders = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

export function demoGameRoutes(ctx: Ctx): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const base = demoProviderPath;

  app.use("*", async (c, next) => {
    c.set("framedBySelf", true);
    await next();
  });

  app.get("/play", async (c) => {
    const language = gameLanguageOf(c.req.query("lang"));
    const s = gameStrings[language];
    const refuse = (status: 401 | 403 | 404 | 410 | 503, title: string, text: string) =>
      c.html(refusalPage(base, language, title, text), status, pageHeaders);

    // consumed here, whatever follows: of two opens (a reload, a copy of the URL) one passes
    const opening = await ctx.gameTokens.openLaunch(c.req.query("ref"));
    if (!opening.ok) {
      if (opening.reason === "used") return refuse(410, s.usedTitle, s.usedText);
      if (opening.reason === "expired") return refuse(401, s.expiredTitle, s.expiredText);
      return refuse(403, s.invalidTitle, s.invalidText);
    }
    const claims = opening.claims;
    const player = await loadView(ctx, claims.pid);
    if (!player || player.tenantId !== claims.tid || player.sessionId !== claims.sid) {
      return refuse(401, s.invalidTitle, s.sessionEnded);
    }
    let target: Awaited<ReturnType<typeof playableGame>>;
    try {
      target = await playableGame(ctx.db, claims.tid, claims.gid);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 503)) {
        return refuse(error.status, s.unavailableTitle, s.unavailableText);
      }
      throw error;
    }
    if (target.provider.code !== claims.pc) return refuse(404, s.unavailableTitle, s.unavailableText);
    const { token: session } = await ctx.gameTokens.issueSession(claims);
    const balance = await gameBalanceOf(ctx.db, player.id, target.provider.code, player.currency);
    return c.html(
      gamePage({
        base,
        language,
        session,
        game: target.game,
        provider: target.provider,
        currency: player.currency,
        balance,
      }),
      200,
      pageHeaders,
    );
  });

  app.get("/assets/:file", (c) => {
    const asset = demoAssets.get(c.req.param("file"));
    if (!asset) return c.json("Not found", 404);
    const current = c.req.query("v") === asset.version;
    return c.body(new Uint8Array(asset.body), 200, {
      "Content-Type": asset.type,
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "no-cache",
    });
  });

  /** The game session a provider call carries, or 401. */
  const sessionOf = async (header: string | undefined): Promise<GameClaims> => {
    const claims = await ctx.gameTokens.session(header);
    if (!claims) fail(401, "Unauthorized");
    return claims;
  };

  app.post("/api/round", async (c) => {
    const claims = await sessionOf(c.req.header("x-game-session"));
    const body = await readJson(c, RoundBody);
    c.header("Cache-Control", "no-store");
    return c.json(await playRound(ctx, claims, body));
  });

  app.get("/api/balance", async (c) => {
    const claims = await sessionOf(c.req.header("x-game-session"));
    c.header("Cache-Control", "no-store");
    return c.json(await sessionBalance(ctx, claims));
  });

  app.all("*", (c) => c.json("Not found", 404));
  return app;
}
