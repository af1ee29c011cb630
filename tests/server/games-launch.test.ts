/**
 * Launching a game at the demo provider: the signed launch URL (bound to the player, their app
 * session, the tenant and the game; 5 minutes), its exchange for a game session, refusals (expired,
 * tampered, another player's, maintenance, unknown games, no provider connected without the
 * sandbox) and the headers of the game page and of the app that frames it.
 */
import { createHmac } from "node:crypto";
import { type } from "arktype";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, gameFrameSources } from "../../server/http/security.ts";
import { LaunchAnswer } from "../../src/api/contract/games.ts";
import { fundedGamePlayer, type GameData, gameAccount, launch, openLaunchUrl, sendRound } from "./support/game-play.ts";
import { gamePlayer, gameServerForTheseTests, setProvider } from "./support/games.ts";
import { LOTUS, loginAs, startTestServer } from "./support/server.ts";
import { MYR, newKey } from "./support/wallet.ts";

const server = gameServerForTheseTests();

const SLOT = "DRG-0001"; // Dragon Gaming, slots, min bet 1
const CASINO = "LCK-0001"; // Lucky Star Live, casino (dice), min bet 5
const MAINTENANCE = "RYL-0001"; // Royal Baccarat is under maintenance
const INACTIVE = "OLD-0001"; // Old Palace is inactive

const tokenOf = (url: string) => new URL(url, "http://x").searchParams.get("token") ?? "";
const payloadOf = (token: string) =>
  JSON.parse(Buffer.from(token.split(".")[0] ?? "", "base64url").toString("utf8")) as Record<string, unknown>;

function directives(csp: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (csp ?? "").split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

async function launched(player: { jwtToken: string; domain?: string }, gameId = SLOT, language = "en-US") {
  const res = await launch(server, player, gameId, language);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

describe("POST /api/player/games/launch", () => {
  it("answers a signed URL on the provider's path, bound to the player, tenant and game, for 5 minutes", async () => {
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
    const claims = payloadOf(tokenOf(res.body.url));
    expect(claims).toMatchObject({ pid: player._id, tid: "harimau", gid: SLOT, pc: "DRG" });

    // Two launches differ (a fresh nonce), and the page opens in the launch's language.
    const again = await launched(player);
    expect(again.url).not.toBe(res.body.url);
    const page = await openLaunchUrl(server, res.body.url);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="zh-CN">');
    expect(page.html).toContain("旋转");
    expect(page.data).toMatchObject({ engine: "slot", currency: "MYR", balance: 0, language: "zh-CN" });
    expect(page.data?.bets[0]).toBe(MYR(1));
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

  it("refuses a tampered or foreign token with 403 and a clear page", async () => {
    const player = await gamePlayer(server, "launcher4");
    const other = await gamePlayer(server, "launcher5");
    const { url } = await launched(player);
    const token = tokenOf(url);
    const [payload, mac] = token.split(".") as [string, string];
    const claims = payloadOf(token);
    const forged = (changes: Record<string, unknown>) =>
      `${Buffer.from(JSON.stringify({ ...claims, ...changes })).toString("base64url")}.${mac}`;
    const flipped = `${payload}.${mac.slice(0, -2)}${mac.endsWith("AA") ? "BB" : "AA"}`;
    // signed with a key that is not the server's
    const ownKey = `${payload}.${createHmac("sha256", "not-the-key").update(`launch.${payload}`).digest("base64url")}`;
    for (const bad of [
      forged({ pid: other._id }),
      forged({ gid: "DRG-0002" }),
      forged({ exp: (claims.exp as number) + 3600 }),
      flipped,
      ownKey,
      "",
      "x".repeat(2000),
      `${payload}.`,
    ]) {
      const page = await openLaunchUrl(server, `/demo-provider/play?token=${encodeURIComponent(bad)}&lang=en-US`);
      expect(page.status, bad.slice(0, 40)).toBe(403);
      expect(page.html).toContain("This game link is not valid");
    }
    expect((await openLaunchUrl(server, "/demo-provider/play")).status).toBe(403);
    // a game session is not a launch token, and a launch token is not a session
    const opened = await openLaunchUrl(server, url);
    const session = opened.data?.session ?? "";
    expect((await openLaunchUrl(server, `/demo-provider/play?token=${session}`)).status).toBe(403);
    const asSession = await sendRound(server, token, { bet: MYR(1), round_key: newKey() });
    expect(asSession).toMatchObject({ status: 401, body: "Unauthorized" });
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

    // Bob's session rewritten to name Alice is refused; so is Bob's app token instead of a session.
    const [, mac] = bobData.session.split(".") as [string, string];
    const forgedClaims = { ...payloadOf(bobData.session), pid: alice._id };
    const forged = `${Buffer.from(JSON.stringify(forgedClaims)).toString("base64url")}.${mac}`;
    for (const session of [forged, bob.jwtToken, ""]) {
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
    expect(payloadOf(tokenOf(answer.body.url))).toMatchObject({ tid: "lotus", pid: lotus._id });
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
