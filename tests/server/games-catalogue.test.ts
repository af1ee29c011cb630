import { type } from "arktype";
import { beforeAll, describe, expect, it } from "vitest";
import { Catalogue, type GameAccount, GameAccountList, gameCategories } from "../../src/api/contract/games.ts";
import { LOTUS, loginAs, serverForTheseTests, type UserAnswer } from "./support/server.ts";
import { MYR } from "./support/wallet.ts";

const server = serverForTheseTests();
let demo: UserAnswer;
beforeAll(async () => {
  demo = await loginAs(server, "demo", "Demo1234");
});

const catalogueOf = async (token: string, domain?: string) => {
  const res = await server.call<Catalogue>("GET", "/api/player/games/getCatalogue", { token, domain });
  expect(res.status).toBe(200);
  expect(Catalogue(res.body)).not.toBeInstanceOf(type.errors);
  return res.body;
};

describe("getCatalogue", () => {
  it("answers the tenant's seven categories in SPEC order, at least 8 providers and 300 games with same-origin art", async () => {
    const catalogue = await catalogueOf(demo.jwtToken);
    expect(catalogue.categories).toEqual([...gameCategories]);
    expect(catalogue.providers.length).toBeGreaterThanOrEqual(8);
    expect(catalogue.games.length).toBeGreaterThanOrEqual(300);
    for (const game of catalogue.games) {
      expect(game.image).toMatch(/^\/game-art\/games\/[A-Z0-9]+-\d{4}\.svg$/);
      expect(catalogue.providers.some((p) => p.code === game.provider_code)).toBe(true);
      expect(Number.isInteger(game.min_bet) && game.min_bet % 100 === 0).toBe(true);
    }
    // every category has at least one provider offering it and one game of its type
    for (const category of catalogue.categories) {
      expect(catalogue.providers.some((p) => p.categories.includes(category))).toBe(true);
      expect(catalogue.games.some((g) => g.type === category)).toBe(true);
    }
    const ids = new Set(catalogue.games.map((g) => g._id));
    expect(ids.size).toBe(catalogue.games.length);
    expect(catalogue.games.some((g) => g.tags.includes("hot"))).toBe(true);
    expect(catalogue.games.some((g) => g.tags.includes("new"))).toBe(true);
  });

  it("leaves inactive providers and their games out and flags maintenance and internal transfer", async () => {
    const catalogue = await catalogueOf(demo.jwtToken);
    expect(catalogue.providers.map((p) => p.code)).not.toContain("OLD");
    expect(catalogue.games.some((g) => g.provider_code === "OLD")).toBe(false);
    expect(catalogue.providers.find((p) => p.code === "RYL")).toMatchObject({ maintenance: true });
    expect(catalogue.providers.find((p) => p.code === "SPX")).toMatchObject({ internal_transfer: false });
    expect(catalogue.providers.every((p) => p.status === "active")).toBe(true);
  });

  it("is the other tenant's own catalogue on its host", async () => {
    const lotus = await loginAs(server, "lotus", "Demo1234", LOTUS);
    const catalogue = await catalogueOf(lotus.jwtToken, LOTUS);
    expect(catalogue.games.length).toBeGreaterThanOrEqual(300);
  });

  it("requires sign-in", async () => {
    for (const path of [
      "/api/player/games/getCatalogue",
      "/api/player/games/getGameAccounts",
      "/api/player/games/getGameAccount/DRG",
    ]) {
      expect((await server.call("GET", path)).status).toBe(401);
    }
  });
});

describe("game accounts", () => {
  it("lists an account at every active provider, named the provider's way, empty until used", async () => {
    const res = await server.call<GameAccount[]>("GET", "/api/player/games/getGameAccounts", { token: demo.jwtToken });
    expect(res.status).toBe(200);
    expect(GameAccountList(res.body)).not.toBeInstanceOf(type.errors);
    const catalogue = await catalogueOf(demo.jwtToken);
    expect(res.body.map((a) => a.provider_code)).toEqual(catalogue.providers.map((p) => p.code));
    expect(res.body.find((a) => a.provider_code === "DRG")).toEqual({
      provider_code: "DRG",
      account_name: "drg_demo",
      currency: "MYR",
      balance: expect.any(Number),
    });
    expect(res.body.every((a) => Number.isInteger(a.balance) && a.balance >= 0)).toBe(true);
  });

  it("answers one account, and 404 for an unknown, inactive or malformed provider", async () => {
    const one = await server.call<GameAccount>("GET", "/api/player/games/getGameAccount/JK88", {
      token: demo.jwtToken,
    });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ provider_code: "JK88", account_name: "jk_demo", currency: "MYR" });
    for (const code of ["NOPE", "OLD", "drg", "%3Cscript%3E", "A".repeat(40)]) {
      const res = await server.call("GET", `/api/player/games/getGameAccount/${code}`, { token: demo.jwtToken });
      expect(res.status).toBe(404);
      expect(res.body).toBe("Game provider not found");
    }
  });

  it("keeps game accounts out of the main wallet's balance", async () => {
    const wallet = await server.call<{ balances: { currency: string; available: number }[] }>(
      "GET",
      "/api/player/wallet/getWallet",
      { token: demo.jwtToken },
    );
    expect(wallet.body.balances.find((b) => b.currency === "MYR")?.available).toBe(MYR(1250));
  });
});

describe("game art", () => {
  it("draws a game's and a provider's art as a cached, script-free SVG", async () => {
    const res = await fetch(`${server.url}/game-art/games/DRG-0001.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("image/svg+xml");
    expect(res.headers.get("cache-control")).toContain("max-age");
    const svg = await res.text();
    expect(svg).toMatch(/^<svg /);
    expect(svg).not.toMatch(/<script|on\w+=/i);
    const logo = await fetch(`${server.url}/game-art/providers/DRG.svg`);
    expect(logo.status).toBe(200);
    expect(await logo.text()).toContain(">DRG<");
  });

  it("answers 404 for unknown or malformed names", async () => {
    for (const path of [
      "/game-art/games/DRG-9999.svg",
      "/game-art/games/..%2Fx.svg",
      "/game-art/providers/ZZZ.svg",
      "/game-art/x",
    ]) {
      expect((await fetch(`${server.url}${path}`)).status).toBe(404);
    }
  });
});
