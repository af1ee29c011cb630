/**
 * Closed by default, login throttling (ASVS V6.3.1): counted per username + client address and per
 * client address, in the database (two API instances share the counts), with X-Forwarded-For
 * believed only for the proxy hops TRUST_PROXY names.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addressKey } from "../../server/http/client-ip.ts";
import { loadSettings } from "../../server/settings.ts";
import {
  registerPlayer,
  serverForTheseTests,
  startTestServer,
  startTwinServers,
  type TestServer,
} from "./support/server.ts";

/** As behind one proxy of ours (TRUST_PROXY=1): it appends the address it saw. */
const server = serverForTheseTests({ trustProxy: 1 });

const TOO_MANY = { status: 429, body: "Too many requests, try again later" };
const WRONG = { status: 401, body: "Invalid username or password" };

const loginFrom = (s: Pick<TestServer, "call">, address: string, username: string, password: string) =>
  s.call("POST", "/api/player/user/login", {
    body: { username, password },
    headers: { "X-Forwarded-For": address },
  });

describe("login throttling per username and client address", () => {
  it("an attacker's failures from one address do not lock the owner out from another", async () => {
    const owner = await registerPlayer(server, { username: "owner_a" });
    for (let i = 0; i < 10; i++) {
      expect(await loginFrom(server, "203.0.113.7", "owner_a", `Guess${i}pass`)).toMatchObject(WRONG);
    }
    expect(await loginFrom(server, "203.0.113.7", "owner_a", "Guess99pass")).toMatchObject(TOO_MANY);
    // Even the right password is refused at the attacker's address: the answer tells nothing.
    expect(await loginFrom(server, "203.0.113.7", "owner_a", owner.password)).toMatchObject(TOO_MANY);
    // The owner, elsewhere, logs in.
    const res = await loginFrom(server, "198.51.100.20", "owner_a", owner.password);
    expect(res.status).toBe(200);
    expect((res.body as { username: string }).username).toBe("owner_a");
  });

  it("counts per address over all usernames (password spraying): 30 failures, then 429 for any name", async () => {
    for (let i = 0; i < 30; i++) {
      expect(await loginFrom(server, "203.0.113.8", `spray${i}`, "Summer2024!")).toMatchObject(WRONG);
    }
    expect(await loginFrom(server, "203.0.113.8", "spray_next", "Summer2024!")).toMatchObject(TOO_MANY);
    expect(await loginFrom(server, "203.0.113.8", "meiling", "Demo1234")).toMatchObject(TOO_MANY);
    expect((await loginFrom(server, "198.51.100.21", "meiling", "Demo1234")).status).toBe(200);
    server.advance(15 * 60_000);
    expect((await loginFrom(server, "203.0.113.8", "meiling", "Demo1234")).status).toBe(200);
  });

  it("successful logins do not use up the address's allowance", async () => {
    for (let i = 0; i < 40; i++) {
      expect((await loginFrom(server, "203.0.113.9", "kahwai", "Demo1234")).status).toBe(200);
    }
  });

  it("believes only the hop our proxy wrote: addresses the client put in front do not change the key", async () => {
    for (let i = 0; i < 10; i++) {
      const spoofed = `10.0.${i}.1, 203.0.113.10`;
      expect(await loginFrom(server, spoofed, "rajesh_k", `Guess${i}pass`)).toMatchObject(WRONG);
    }
    expect(await loginFrom(server, "10.9.9.9, 203.0.113.10", "rajesh_k", "Demo1234")).toMatchObject(TOO_MANY);
  });
});

describe("TRUST_PROXY off (the default)", () => {
  let direct: TestServer;
  beforeAll(async () => {
    direct = await startTestServer();
  });
  afterAll(async () => {
    expect(direct.errors).toEqual([]);
    await direct.close();
  });

  it("ignores X-Forwarded-For: a client cannot pick a fresh address per guess", async () => {
    for (let i = 0; i < 10; i++) {
      expect(await loginFrom(direct, `203.0.113.${i + 20}`, "ahmad88", `Guess${i}pass`)).toMatchObject(WRONG);
    }
    expect(await loginFrom(direct, "203.0.113.99", "ahmad88", "Demo1234")).toMatchObject(TOO_MANY);
  });
});

describe("two API instances on one database", () => {
  let twins: Awaited<ReturnType<typeof startTwinServers>>;
  beforeAll(async () => {
    twins = await startTwinServers({ trustProxy: 1 });
  });
  afterAll(async () => {
    expect(twins.servers[0].errors).toEqual([]);
    await twins.close();
  });

  it("share the counts: 5 failures on each, then both refuse", async () => {
    const [a, b] = twins.servers;
    for (let i = 0; i < 5; i++) {
      expect(await loginFrom(a, "203.0.113.30", "nurul_h", `Guess${i}pass`)).toMatchObject(WRONG);
      expect(await loginFrom(b, "203.0.113.30", "nurul_h", `Guess${i}pass`)).toMatchObject(WRONG);
    }
    expect(await loginFrom(a, "203.0.113.30", "nurul_h", "Demo1234")).toMatchObject(TOO_MANY);
    expect(await loginFrom(b, "203.0.113.30", "nurul_h", "Demo1234")).toMatchObject(TOO_MANY);
    expect((await loginFrom(b, "198.51.100.30", "nurul_h", "Demo1234")).status).toBe(200);
  });

  it("share sessions: a login on one ends the session on the other", async () => {
    const [a, b] = twins.servers;
    const first = await loginFrom(a, "198.51.100.31", "meiling", "Demo1234");
    const token = (first.body as { jwtToken: string }).jwtToken;
    expect((await b.call("GET", "/api/tenant/user/check-session", { token })).status).toBe(200);
    await loginFrom(b, "198.51.100.31", "meiling", "Demo1234");
    expect(await a.call("GET", "/api/tenant/user/check-session", { token })).toMatchObject({
      status: 401,
      body: "Session ended. Other devices logged in",
    });
  });
});

describe("TRUST_PROXY setting and client addresses", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "player-api-settings-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const trust = (value: string | undefined) => loadSettings({ TRUST_PROXY: value }, { dataDir }).trustProxy;

  it("trusts nobody unless told a hop count", () => {
    expect(trust(undefined)).toBe(0);
    expect(trust("")).toBe(0);
    expect(trust("0")).toBe(0);
    expect(trust("1")).toBe(1);
    expect(trust(" 2 ")).toBe(2);
    for (const bad of ["true", "yes", "-1", "1.5", "loopback", "17"]) {
      expect(() => trust(bad), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it("keys IPv4 as is (also IPv4-mapped), IPv6 by /64, anything else as unknown", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(addressKey("2001:db8:1:2:aaaa::1")).toBe("2001:0db8:0001:0002::/64");
    expect(addressKey("2001:db8:1:2:bbbb:cccc:dddd:eeee")).toBe("2001:0db8:0001:0002::/64");
    expect(addressKey("::1")).toBe("0000:0000:0000:0000::/64");
    expect(addressKey("not an address")).toBe("unknown");
    expect(addressKey(undefined)).toBe("unknown");
  });
});
