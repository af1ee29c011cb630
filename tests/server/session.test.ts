import { type } from "arktype";
import { beforeAll, describe, expect, it } from "vitest";
import { demoLogins } from "../../server/seed/demo.ts";
import { SessionCheck } from "../../src/api/contract/tenant.ts";
import { User } from "../../src/api/contract/user.ts";
import { LOTUS, loginAs, serverForTheseTests, type UserAnswer } from "./support/server.ts";

const server = serverForTheseTests();

describe("login", () => {
  it("answers the demo player with a token, balances in sen and referral counts", async () => {
    const res = await server.call<UserAnswer>("POST", "/api/player/user/login", {
      body: { username: demoLogins.harimau.username, password: demoLogins.harimau.password },
    });
    expect(res.status).toBe(200);
    expect(User(res.body)).not.toBeInstanceOf(type.errors);
    expect(res.body).toMatchObject({
      username: "demo",
      full_name: "Aisyah Rahman",
      nickname: "demo",
      contact_no: "60123456789",
      referral_code: "HARIMAU1",
      wallet: 125_000,
      chip: 300,
      point: 1280,
      share: 0,
      currency: "MYR",
      vip_tier: "Gold",
      total_downline: 4,
      total_active_downline: 2,
      uuid: "28800001",
    });
    expect(res.body.jwtToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it("is case-insensitive on the username", async () => {
    const user = await loginAs(server, "AHMAD88", demoLogins.harimauReferral.password);
    expect(user.username).toBe("ahmad88");
  });

  it.each([
    ["wrong password", { username: "demo", password: "Demo12345" }],
    ["unknown user", { username: "nobody", password: "Demo1234" }],
  ])("refuses a %s with 401", async (_, body) => {
    const res = await server.call("POST", "/api/player/user/login", { body });
    expect(res).toMatchObject({ status: 401, body: "Invalid username or password" });
  });

  it("refuses missing fields and wrong types with 400", async () => {
    for (const body of [{}, { username: "demo" }, { username: 1, password: "x" }, { username: "", password: "" }]) {
      const res = await server.call("POST", "/api/player/user/login", { body });
      expect(res).toMatchObject({ status: 400, body: "Invalid data request" });
    }
  });

  it("refuses logins for 15 minutes after 10 wrong passwords for a username", async () => {
    const attempt = (password: string) =>
      server.call("POST", "/api/player/user/login", { body: { username: "KahWai", password } });
    for (let i = 0; i < 10; i++) {
      expect(await attempt(`Wrong${i}pass`)).toMatchObject({ status: 401, body: "Invalid username or password" });
    }
    expect(await attempt("Demo1234")).toMatchObject({ status: 429, body: "Too many requests, try again later" });
    expect((await loginAs(server, "meiling", "Demo1234")).username).toBe("meiling");
    server.advance(15 * 60_000);
    expect((await loginAs(server, "kahwai", "Demo1234")).username).toBe("kahwai");
  });

  it("does not let a harimau player log in on lotus", async () => {
    const res = await server.call("POST", "/api/player/user/login", {
      domain: LOTUS,
      body: { username: "demo", password: "Demo1234" },
    });
    expect(res).toMatchObject({ status: 401, body: "Invalid username or password" });
    const lotus = await loginAs(server, "lotus", "Demo1234", LOTUS);
    expect(lotus).toMatchObject({ full_name: "Lim Wei Jie", vip_tier: "Platinum", wallet: 888_800 });
  });
});

describe("authenticated calls", () => {
  let user: UserAnswer;
  beforeAll(async () => {
    user = await loginAs(server, "meiling", "Demo1234");
  });

  it("getUser answers the caller with the token the request came with", async () => {
    const res = await server.call<UserAnswer>("GET", "/api/player/user/getUser", { token: user.jwtToken });
    expect(res.status).toBe(200);
    expect(User(res.body)).not.toBeInstanceOf(type.errors);
    expect(res.body).toMatchObject({ _id: user._id, username: "meiling", jwtToken: user.jwtToken, wallet: 8000 });
  });

  it("accepts Authorization: Bearer and X-Cookie with a Bearer prefix", async () => {
    const variants: Record<string, string>[] = [
      { Authorization: `Bearer ${user.jwtToken}` },
      { "X-Cookie": `Bearer ${user.jwtToken}` },
    ];
    for (const headers of variants) {
      const res = await server.call("GET", "/api/player/user/getUser", { headers });
      expect(res.status).toBe(200);
    }
  });

  it("check-session answers ok", async () => {
    const res = await server.call("GET", "/api/tenant/user/check-session", { token: user.jwtToken });
    expect(res.status).toBe(200);
    expect(SessionCheck(res.body)).toEqual({ ok: true });
  });

  it.each([
    ["no token", undefined],
    ["an empty token", ""],
    ["the string null", "null"],
    ["garbage", "garbage"],
    ["a three-part garbage token", "aaa.bbb.ccc"],
    [
      "a token signed with another secret",
      "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ4IiwidGlkIjoiaGFyaW1hdSIsInNpZCI6InkiLCJleHAiOjk5OTk5OTk5OTl9.3Ux0dFVZ6Yw7l4QK1b8ZVNwzIYaQ0U7hQy5W2kJzVd0",
    ],
  ])("401 Unauthorized with %s", async (_, token) => {
    for (const path of ["/api/player/user/getUser", "/api/tenant/user/check-session", "/api/player/user/checkPin"]) {
      const res = await server.call("GET", path, { headers: token === undefined ? {} : { "X-Cookie": token } });
      expect(res).toMatchObject({ status: 401, body: "Unauthorized" });
    }
  });

  it("refuses a token of another tenant", async () => {
    const res = await server.call("GET", "/api/player/user/getUser", { token: user.jwtToken, domain: LOTUS });
    expect(res).toMatchObject({ status: 401, body: "Unauthorized" });
  });
});

describe("single active session", () => {
  it("ends the first session when the player logs in again", async () => {
    const first = await loginAs(server, "nurul_h", "Demo1234");
    const second = await loginAs(server, "nurul_h", "Demo1234");
    for (const path of ["/api/tenant/user/check-session", "/api/player/user/getUser", "/api/player/user/checkPin"]) {
      const res = await server.call("GET", path, { token: first.jwtToken });
      expect(res).toMatchObject({ status: 401, body: "Session ended. Other devices logged in" });
    }
    const res = await server.call("GET", "/api/tenant/user/check-session", { token: second.jwtToken });
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
  });

  it("expires tokens after 7 days", async () => {
    const user = await loginAs(server, "rajesh_k", "Demo1234");
    server.advance(7 * 24 * 60 * 60 * 1000 + 1000);
    const res = await server.call("GET", "/api/player/user/getUser", { token: user.jwtToken });
    expect(res).toMatchObject({ status: 401, body: "Unauthorized" });
  });
});

describe("CORS", () => {
  it("answers a preflight reflecting the origin with credentials and the app's headers", async () => {
    const res = await fetch(`${server.url}/api/player/user/login`, {
      method: "OPTIONS",
      headers: {
        Origin: "http://localhost:5173",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "x-cookie,current_domain,content-type",
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
    expect(res.headers.get("access-control-allow-credentials")).toBe("true");
    const allowed = res.headers.get("access-control-allow-headers")?.toLowerCase() ?? "";
    for (const h of ["x-cookie", "current_domain", "x-localization", "idempotency-key", "authorization"]) {
      expect(allowed).toContain(h);
    }
    expect(res.headers.get("access-control-allow-methods")).toContain("PATCH");
  });

  it("reflects the origin on normal answers", async () => {
    const res = await server.call("GET", "/api/tenant/config/theme-data/mobile", {
      headers: { Origin: "http://lotus.localhost:5173" },
    });
    expect(res.headers.get("access-control-allow-origin")).toBe("http://lotus.localhost:5173");
    expect(res.body).toMatchObject({ brand_name: "Lotus Jade" });
  });
});
