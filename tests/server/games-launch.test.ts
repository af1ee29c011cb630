/**
 * Launching a game at the demo provider: the launch URL (an opaque reference kept on the server,
 * bound to the player, their app session, the tenant and the game; it opens once, within 5
 * minutes), its exchange for a game session, refusals (already used, opened twice at once,
 * expired, unknown, another player's, maintenance, unknown games, no provider connected without the
 * sandbox), the pruning of old references, and the headers of the game page and of the app that
 * frames it.
 */
import { createHash, randomBytes } from "node:crypto";
import { type } from "arktype";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { gameTokens, players } from "../../server/db/schema.ts";
import { contentSecurityPolicy, gameFrameSources } from "../../server/http/security.ts";
import { LaunchAnswer } from "../../src/api/contract/games.ts";
import { directives } from "./support/csp.ts";
import { fundedGamePlayer, type GameData, gameAccount, launch, openLaunchUrl, sendRound } from "./support/game-play.ts";
import { gamePlayer, gameServerForTheseTests, setProvider } from "./support/games.ts";
import { LOTUS, loginAs, startTestServer } from "./support/server.ts";
import { MYR, newKey } from "./support/wallet.ts";

const server = gameServerForTheseTests();

const SLOT = "DRG-0001"; // Dragon Gaming, slots, min bet 1
const CASINO = "LCK-0001"; // Lucky Star Live, casino (dice), min bet 5
const MAINTENANCE = "RYL-0001"; // Royal Baccarat is under maintenance
const INACTIVE = "OLD-0001"; // Old Palace is inactive

const refOf = (url: string) => new URL(url, "http://x").searchParams.get("ref") ?? "";
/** The row a launch reference or game session stands for (the server keeps the token's SHA-256 only). */
async function rowOf(token: string) {
  const hash = createHash("sha256").update(token).digest("base64url");
  const [row] = await server.db.select().from(gameTokens).where(eq(gameTokens.tokenHash, hash));
  return row;
}
async function appSessionOf(playerId: string): Promise<string> {
  const [row] = await server.db.select({ sessionId: players.sessionId }).from(players).where(eq(players.id, playerId));
  return row?.sessionId ?? "";
}
const playUrl = (ref: string) => `/demo-provider/play?ref=${encodeURIComponent(ref)}&lang=en-US`;

async function launched(player: { jwtToken: string; domain?: string }, gameId = SLOT, language = "en-US") {
  const res = await launch(server, player, gameId, language);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

describe("POST /api/player/games/launch", () => {
  it("answers an opaque URL on the provider's path, bound (on the server) to the player, tenant and game, for 5 minutes", async () => {
    const player = await gamePlayer(server, "launcher1");
    const res = await launch(server, player, SLOT, "zh-CN,zh;q=0.9");
    expect(res.status).toBe(200);
    expect(LaunchAnswer(res.body)).not.toBeInstanceOf(type.errors);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const url = new URL(res.body.url, "http://x");
    expect(url.pathname).toBe("/demo-provider/play");
    expect(url.searchParams.get("lang")).toBe("zh-CN");
    expect(res.body.provider_code).toBe("DRG");
    const expires = Date.parse(res.body.expires_at) - server.now().getTime();
    expect(expires).toBeGreaterThan(299_000);
    expect(expires).toBeLessThanOrEqual(300_000);
    // the reference is 32 random bytes: it says nothing, the server keeps what it stands for
    const ref = refOf(res.body.url);
    expect(ref).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(ref, "base64url")).toHaveLength(32);
    expect(() => JSON.parse(Buffer.from(ref, "base64url").toString("utf8"))).toThrow();
    const sessionId = await appSessionOf(player._id);
    expect(sessionId).not.toBe("");
    for (const secret of [player._id, sessionId, player.username]) {
      expect(res.body.url).not.toContain(secret);
      expect(decodeURIComponent(res.body.url)).not.toContain(secret);
    }
    const row = await rowOf(ref);
    expect(row).toMatchObject({
      purpose: "launch",
      playerId: player._id,
      sessionId,
      tenantId: "harimau",
      providerCode: "DRG",
      gameId: SLOT,
      usedAt: null,
    });
    expect(row?.expiresAt.toISOString()).toBe(res.body.expires_at);
    // only its hash is kept
    expect(JSON.stringify(row)).not.toContain(ref);

    // Two launches differ (a fresh nonce), and the page opens in the launch's language.
    const again = await launched(player);
    expect(again.url).not.toBe(res.body.url);
    const page = await openLaunchUrl(server, res.body.url);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="zh-CN">');
    expect(page.html).toContain("旋转");
    expect(page.data).toMatchObject({ engine: "slot", currency: "MYR", balance: 0, language: "zh-CN" });
    expect(page.data?.bets[0]).toBe(MYR(1));
    // the page and its game session say nothing of the player or their app session either
    const session = page.data?.session ?? "";
    expect(session).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session).not.toBe(ref);
    for (const secret of [player._id, sessionId]) expect(page.html).not.toContain(secret);
    expect(await rowOf(session)).toMatchObject({ purpose: "session", playerId: player._id, sessionId, gameId: SLOT });
    // the launch opened the player's account at the provider
    expect(await gameAccount(server, player, "DRG")).toMatchObject({ account_name: "drg_launcher1", balance: 0 });
  });

  it("opens a dice game for other types, with the game's name and the provider balance", async () => {
    const player = await fundedGamePlayer(server, "launcher2", "LCK", MYR(40));
    const answer = await launched(player, CASINO, "ms-MY");
    const page = await openLaunchUrl(server, answer.url);
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ engine: "dice", balance: MYR(40), language: "ms-MY" });
    expect(page.data?.bets).toEqual([5, 10, 25, 50, 100, 250, 500].map(MYR));
    expect(page.html).toContain("Baling");
    expect(page.html).toContain(
      new Intl.NumberFormat("ms-MY", { style: "currency", currency: "MYR", currencyDisplay: "narrowSymbol" }).format(
        40,
      ),
    );
    expect(page.html).toContain("Lucky Star Live");
  });

  it("stops opening after 5 minutes (the server's clock), with a clear page and 401", async () => {
    const player = await gamePlayer(server, "launcher3");
    const early = await launched(player);
    const late = await launched(player);
    // expiry is in whole seconds: a URL opens for 299 to 300 s
    server.advance(298_000);
    expect((await openLaunchUrl(server, early.url)).status).toBe(200);
    server.advance(3_000);
    const page = await openLaunchUrl(server, late.url);
    expect(page.status).toBe(401);
    expect(page.data).toBeNull();
    expect(page.html).toContain("This game link has expired");
    expect(page.headers.get("cache-control")).toBe("no-store");
  });

  it("opens once: a second open (a reload of the frame, a copied URL) is refused with a clear page", async () => {
    const player = await gamePlayer(server, "launcher_once");
    const { url } = await launched(player, SLOT, "ms-MY");
    const first = await openLaunchUrl(server, url);
    expect(first.status).toBe(200);
    const again = await openLaunchUrl(server, url);
    expect(again.status).toBe(410);
    expect(again.data).toBeNull();
    expect(again.html).toContain('<html lang="ms-MY">');
    expect(again.html).toContain("Pautan permainan ini telah digunakan");
    expect(again.headers.get("cache-control")).toBe("no-store");
    const english = await openLaunchUrl(server, url.replace("lang=ms-MY", "lang=en-US"));
    expect(english.status).toBe(410);
    expect(english.html).toContain("This game link has already been used");
    expect(english.html).toContain("Launch the game again from the app");
    // still refused once it has expired too: it was used
    server.advance(301_000);
    expect((await openLaunchUrl(server, url)).status).toBe(410);
    // the game session it gave keeps playing, and a new launch opens
    const balance = await server.call("GET", "/demo-provider/api/balance", {
      headers: { "X-Game-Session": first.data?.session ?? "" },
    });
    expect(balance.status).toBe(200);
    expect((await openLaunchUrl(server, (await launched(player)).url)).status).toBe(200);
  });

  it("opened twice at once, exactly one open passes", async () => {
    const player = await gamePlayer(server, "launcher_race");
    for (let round = 0; round < 3; round++) {
      const { url } = await launched(player);
      const pages = await Promise.all(Array.from({ length: 8 }, () => openLaunchUrl(server, url)));
      const statuses = pages.map((p) => p.status).sort();
      expect(statuses).toEqual([200, 410, 410, 410, 410, 410, 410, 410]);
      expect(pages.filter((p) => p.data !== null)).toHaveLength(1);
    }
  });

  it("refuses an unknown, altered or malformed reference with 403 and a clear page", async () => {
    const player = await gamePlayer(server, "launcher4");
    const { url } = await launched(player);
    const ref = refOf(url);
    const flipped = `${ref.slice(0, -1)}${ref.endsWith("A") ? "B" : "A"}`;
    for (const bad of [
      flipped,
      randomBytes(32).toString("base64url"),
      ref.slice(1),
      `${ref}A`,
      ref.toUpperCase() === ref ? ref.toLowerCase() : ref.toUpperCase(),
      // the old signed format, and its payload
      `${Buffer.from(JSON.stringify({ pid: player._id })).toString("base64url")}.${"A".repeat(43)}`,
      "",
      "x".repeat(2000),
    ]) {
      const page = await openLaunchUrl(server, playUrl(bad));
      expect(page.status, bad.slice(0, 44)).toBe(403);
      expect(page.html).toContain("This game link is not valid");
    }
    expect((await openLaunchUrl(server, "/demo-provider/play")).status).toBe(403);
    expect((await openLaunchUrl(server, `/demo-provider/play?token=${ref}`)).status).toBe(403);
    // none of that used the real reference up; it opens
    const opened = await openLaunchUrl(server, url);
    expect(opened.status).toBe(200);
    // a game session is not a launch reference, and a launch reference is not a session
    const session = opened.data?.session ?? "";
    expect((await openLaunchUrl(server, playUrl(session))).status).toBe(403);
    const unused = refOf((await launched(player)).url);
    const asSession = await sendRound(server, unused, { bet: MYR(1), round_key: newKey() });
    expect(asSession).toMatchObject({ status: 401, body: "Unauthorized" });
    expect((await openLaunchUrl(server, playUrl(unused))).status).toBe(200);
  });

  it("binds the game to the player: another player's session cannot play on it", async () => {
    const alice = await fundedGamePlayer(server, "alice_g", "DRG", MYR(50));
    const bob = await fundedGamePlayer(server, "bob_g", "DRG", MYR(50));
    const aliceData = (await openLaunchUrl(server, (await launched(alice)).url)).data as GameData;
    const bobData = (await openLaunchUrl(server, (await launched(bob)).url)).data as GameData;

    // Bob's session plays Bob's account only.
    const played = await sendRound(server, bobData.session, { bet: MYR(2), round_key: newKey() });
    expect(played.status).toBe(200);
    expect((await gameAccount(server, alice, "DRG")).balance).toBe(MYR(50));
    expect((await gameAccount(server, bob, "DRG")).balance).toBe(MYR(50) - MYR(2) + played.body.win);

    // A session names no one: an altered one, Bob's app token instead of a session, nothing → refused.
    const altered = `${bobData.session.slice(0, -1)}${bobData.session.endsWith("A") ? "B" : "A"}`;
    for (const session of [altered, randomBytes(32).toString("base64url"), bob.jwtToken, ""]) {
      const res = await sendRound(server, session, { bet: MYR(1), round_key: newKey() });
      expect(res).toMatchObject({ status: 401, body: "Unauthorized" });
    }
    expect((await gameAccount(server, alice, "DRG")).balance).toBe(MYR(50));

    // Alice's session ends with her app session (a login elsewhere): her game stops too.
    const aliceLaunch = await launched(alice);
    await loginAs(server, "alice_g", alice.password);
    const stopped = await sendRound(server, aliceData.session, { bet: MYR(1), round_key: newKey() });
    expect(stopped).toMatchObject({ status: 401, body: "Unauthorized" });
    const page = await openLaunchUrl(server, aliceLaunch.url);
    expect(page.status).toBe(401);
    expect(page.html).toContain("Open the game again from the lobby");
  });

  it("refuses a game of a provider under maintenance with 503, at launch and during play", async () => {
    const player = await fundedGamePlayer(server, "launcher6", "PXL", MYR(20));
    expect(await launch(server, player, MAINTENANCE)).toMatchObject({ status: 503, body: "Fail to connect game" });

    const opened = await openLaunchUrl(server, (await launched(player, "PXL-0001")).url);
    const later = await launched(player, "PXL-0001");
    await setProvider(server, "PXL", { maintenance: true });
    try {
      const res = await sendRound(server, opened.data?.session ?? "", { bet: MYR(1), round_key: newKey() });
      expect(res).toMatchObject({ status: 503, body: "Fail to connect game" });
      const page = await openLaunchUrl(server, later.url);
      expect(page.status).toBe(503);
      expect(page.html).toContain("This game cannot be opened now");
      expect((await gameAccount(server, player, "PXL")).balance).toBe(MYR(20));
    } finally {
      await setProvider(server, "PXL", { maintenance: false });
    }
  });

  it("answers 404 for unknown games, inactive providers and another tenant's games; 400 for malformed ids", async () => {
    const player = await gamePlayer(server, "launcher7");
    for (const gameId of ["DRG-9999", "NOPE-0001", INACTIVE]) {
      expect(await launch(server, player, gameId), gameId).toMatchObject({ status: 404, body: "Game not found" });
    }
    for (const body of [{}, { game_id: "drg-0001" }, { game_id: "DRG-0001", extra: 1 }, { game_id: 1 }]) {
      const res = await server.call("POST", "/api/player/games/launch", { body, token: player.jwtToken });
      expect(res.status, JSON.stringify(body)).toBe(body.game_id === "DRG-0001" ? 200 : 400);
    }
    expect(await server.call("POST", "/api/player/games/launch", { body: { game_id: SLOT } })).toMatchObject({
      status: 401,
    });
    // Lotus has the same catalogue: its player's launch is bound to Lotus.
    const lotus = await loginAs(server, "lotus", "Demo1234", LOTUS);
    const answer = await launch(server, { jwtToken: lotus.jwtToken, domain: LOTUS }, SLOT);
    expect(await rowOf(refOf(answer.body.url))).toMatchObject({ tenantId: "lotus", playerId: lotus._id });
  });

  it("serves the game page under its own strict CSP, framed only by its own origin; the app is never framed", async () => {
    const player = await gamePlayer(server, "launcher8");
    const page = await openLaunchUrl(server, (await launched(player)).url);
    const game = directives(page.headers.get("content-security-policy"));
    expect(game.get("frame-ancestors")).toEqual(["'self'"]);
    expect(game.get("script-src")).toEqual(["'self'"]);
    expect(game.get("style-src")).toEqual(["'self'"]);
    expect(game.get("connect-src")).toEqual(["'self'"]);
    expect(game.get("frame-src")).toEqual(["'none'"]);
    expect(game.get("default-src")).toEqual(["'self'"]);
    expect(page.headers.get("content-security-policy")).not.toContain("unsafe");
    expect(page.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    // no inline code: every script is a file, or the JSON data block (never run)
    for (const [, attributes] of page.html.matchAll(/<script(\s[^>]*)?>/g)) {
      expect(attributes ?? "").toMatch(
        /\ssrc="\/demo-provider\/assets\/game\.js\?v=[0-9a-f]{12}"|type="application\/json"/,
      );
    }
    expect(page.html).not.toMatch(/<style|\sstyle=|\son[a-z]+=/i);
    for (const [name, type] of [
      ["game.js", "text/javascript"],
      ["game.css", "text/css"],
      ["symbols.svg", "image/svg+xml"],
    ] as const) {
      const src = new RegExp(`/demo-provider/assets/${name.replace(".", "\\.")}\\?v=[0-9a-f]{12}`).exec(page.html)?.[0];
      const res = await fetch(`${server.url}${src}`);
      expect(res.status, name).toBe(200);
      expect(res.headers.get("content-type"), name).toContain(type);
      expect(res.headers.get("cache-control"), name).toContain("immutable");
      expect(directives(res.headers.get("content-security-policy")).get("frame-ancestors")).toEqual(["'self'"]);
    }
    expect((await fetch(`${server.url}/demo-provider/assets/secrets.txt`)).status).toBe(404);
    expect((await fetch(`${server.url}/demo-provider/assets/..%2Fpage.ts`)).status).toBe(404);

    // The app (API answers, the shell, anything else) may frame the demo provider and nothing else,
    // and is framed by nobody.
    const api = await server.call("GET", "/api/player/games/getCatalogue", { token: player.jwtToken });
    const app = directives(api.headers.get("content-security-policy"));
    expect(app.get("frame-src")).toEqual(["'self'"]);
    expect(app.get("frame-ancestors")).toEqual(["'none'"]);
    expect(api.headers.get("x-frame-options")).toBe("DENY");
  });

  it("lists real providers' origins in the app's frame-src from the settings", () => {
    expect(gameFrameSources({ sandbox: true })).toEqual(["'self'"]);
    expect(gameFrameSources({ sandbox: false })).toEqual([]);
    expect(
      gameFrameSources({
        sandbox: true,
        apiOrigin: "https://api.example.com",
        providerOrigins: ["https://games.provider.example", "https://api.example.com"],
      }),
    ).toEqual(["'self'", "https://api.example.com", "https://games.provider.example"]);

    const csp = directives(contentSecurityPolicy({ frameSrc: gameFrameSources({ sandbox: false }) }));
    expect(csp.get("frame-src")).toEqual(["'none'"]);
    const real = contentSecurityPolicy({
      frameSrc: gameFrameSources({ sandbox: false, providerOrigins: ["https://games.provider.example"] }),
    });
    expect(directives(real).get("frame-src")).toEqual(["https://games.provider.example"]);
  });

  it("prunes references and sessions a day after they expired, when a game is launched", async () => {
    const player = await gamePlayer(server, "launcher_prune");
    const opened = await launched(player);
    const unopened = await launched(player);
    const session = (await openLaunchUrl(server, opened.url)).data?.session ?? "";
    expect(await rowOf(session)).toBeDefined();
    // two hours on (the session has expired too) the rows are still there: a refusal can still say why
    server.advance(2 * 60 * 60 * 1000 + 60_000);
    await launched(player);
    expect((await openLaunchUrl(server, unopened.url)).status).toBe(401);
    expect((await openLaunchUrl(server, opened.url)).status).toBe(410);
    expect(await rowOf(refOf(unopened.url))).toBeDefined();
    // past a day after expiry, the next launch (anyone's) deletes them
    server.advance(24 * 60 * 60 * 1000);
    const fresh = await launched(player);
    for (const gone of [refOf(opened.url), refOf(unopened.url), session]) expect(await rowOf(gone)).toBeUndefined();
    expect(await rowOf(refOf(fresh.url))).toBeDefined();
    expect((await openLaunchUrl(server, unopened.url)).status).toBe(403);
    expect((await sendRound(server, session, { bet: MYR(1), round_key: newKey() })).status).toBe(401);
  });
});

describe("without the sandbox no provider is connected", () => {
  it("refuses every launch with 503 and serves no provider pages", async () => {
    const closed = await startTestServer({ sandbox: false });
    try {
      const demo = await loginAs(closed, "demo", "Demo1234");
      expect(await launch(closed, demo, SLOT)).toMatchObject({ status: 503, body: "Fail to connect game" });
      expect(await launch(closed, demo, "DRG-9999")).toMatchObject({ status: 404, body: "Game not found" });
      const page = await fetch(`${closed.url}/demo-provider/play?token=x`);
      expect(page.status).toBe(404);
      expect((await closed.call("POST", "/demo-provider/api/round", { body: {} })).status).toBe(404);
      const api = await closed.call("GET", "/api/player/games/getCatalogue", { token: demo.jwtToken });
      expect(directives(api.headers.get("content-security-policy")).get("frame-src")).toEqual(["'none'"]);
      expect(closed.errors).toEqual([]);
    } finally {
      await closed.close();
    }
  });
});
