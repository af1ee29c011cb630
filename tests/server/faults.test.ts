/**
 * What the API does when the database goes away and when the instance is asked to stop, in one process
 * (the same faults on real PostgreSQL and real processes: `npm run chaos`, scripts/chaos.ts):
 * - a database that cannot be reached is a fast 503 with Retry-After (never a 500), and the same call
 *   works again once it is back; the errors that mean "unreachable" are told from the others;
 * - /healthz and /readyz, and readiness falling with the database, the LISTEN line or draining;
 * - draining: readiness 503, each answer closes its connection, event streams end with a retry hint,
 *   and no new stream opens; the whole server drains and closes;
 * - a lost LISTEN line: the bus starts over and streams end, so the app reconnects and reads again.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app.ts";
import type { Readiness } from "../../server/context.ts";
import { openDatabase } from "../../server/db/open.ts";
import { isDatabaseUnavailable } from "../../server/db/unavailable.ts";
import { createLifecycle } from "../../server/http/lifecycle.ts";
import { startServer } from "../../server/main.ts";
import { createLocalEventBus } from "../../server/services/events.ts";
import { loadSettings } from "../../server/settings.ts";
import { connect } from "./support/event-stream.ts";
import { httpCaller, listenLocally, startTestServer, stopListening, testAppDeps } from "./support/server.ts";
import { walletPlayer } from "./support/wallet.ts";

const refused = () =>
  Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED", errno: -111 });

describe("telling an unreachable database from other errors", () => {
  it("knows the driver's and the server's ways of saying the database is gone, also wrapped by drizzle", () => {
    const shutdown = Object.assign(new Error("terminating connection due to administrator command"), {
      code: "57P01",
    });
    for (const error of [
      refused(),
      shutdown,
      Object.assign(new Error("the database system is starting up"), { code: "57P03" }),
      Object.assign(new Error("connection failure"), { code: "08006" }),
      new Error("Connection terminated unexpectedly"),
      new Error("timeout exceeded when trying to connect"),
      new DrizzleQueryError("select 1", [], shutdown),
      new AggregateError([refused()], "every address refused"),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    }
  });

  it("does not take a broken rule, a bug or a conflict for an outage", () => {
    for (const error of [
      Object.assign(new Error('duplicate key value violates unique constraint "x"'), { code: "23505" }),
      Object.assign(new Error("could not serialize access"), { code: "40001" }),
      Object.assign(new Error('relation "nope" does not exist'), { code: "42P01" }),
      new TypeError("Cannot read properties of undefined"),
      "ECONNREFUSED",
      null,
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });
});

/** An app on a PGlite copy of the seed whose statements can be made to fail as if PostgreSQL were down. */
describe("the API during a database outage, health and draining", () => {
  let dataDir: string;
  let close: () => Promise<void>;
  let url: string;
  let down = false;
  let listening = true;
  const errors: unknown[][] = [];
  const bus = createLocalEventBus();
  const lifecycle = createLifecycle();

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "player-api-faults-"));
    await (await startTestServer({ dataDir })).close();
    const urlFile = join(dataDir, "database-url");
    const databaseUrl = existsSync(urlFile) ? readFileSync(urlFile, "utf8") : null;
    const opened = await openDatabase({ databaseUrl, pgliteDir: join(dataDir, "pglite") });
    if (opened.kind === "pglite") {
      // every statement the app sends fails while `down`, as node-postgres fails on a stopped server
      const client = (opened.db as unknown as { $client: PGlite }).$client;
      const { query, transaction } = client;
      client.query = ((...args: Parameters<typeof query>) =>
        down ? Promise.reject(refused()) : query.apply(client, args)) as typeof query;
      client.transaction = ((...args: Parameters<typeof transaction>) =>
        down ? Promise.reject(refused()) : transaction.apply(client, args)) as typeof transaction;
    }
    const database: Readiness = {
      ping: async () => {
        if (down) throw refused();
      },
      migrationsApplied: opened.migrationsApplied,
      listening: () => listening,
    };
    const settings = loadSettings({}, { dataDir, databaseUrl });
    const app = createApp({
      ...testAppDeps({ opened, events: bus, dataDir, jwtSecret: settings.jwtSecret, now: () => new Date(), errors }),
      database,
      lifecycle,
    });
    const served = await listenLocally(app);
    url = served.url;
    close = async () => {
      await stopListening(served.server);
      await opened.close();
      rmSync(dataDir, { recursive: true, force: true });
    };
  });
  afterAll(async () => {
    // an outage is answered, never an unexpected error
    expect(errors).toEqual([]);
    await close();
  });

  const call = <T = unknown>(
    method: string,
    path: string,
    options?: Parameters<ReturnType<typeof httpCaller>["call"]>[2],
  ) => httpCaller(url).call<T>(method, path, options);

  it("answers 503 with Retry-After while the database is down, and the same calls once it is back", async () => {
    const player = await walletPlayer({ call }, "outage_player");
    down = true;
    try {
      for (const answer of [
        await call("GET", "/api/player/wallet/getWallet", { token: player.jwtToken }),
        await call("POST", "/api/player/user/login", { body: { username: "outage_player", password: "secret123" } }),
        await call("GET", "/api/player/transaction/getTransactions", { token: player.jwtToken }),
      ]) {
        expect(answer.status).toBe(503);
        expect(answer.body).toBe("Server is busy, try again in a moment");
        expect(answer.headers.get("retry-after")).toBe("2");
      }
      const ready = await call<{ status: string; checks: Record<string, boolean> }>("GET", "/readyz");
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual({
        status: "unready",
        checks: { database: false, migrations: false, listen: true, draining: false },
      });
      // alive all the same: the supervisor must not restart an instance for its database
      expect((await call("GET", "/healthz")).status).toBe(200);
    } finally {
      down = false;
    }
    expect((await call("GET", "/api/player/wallet/getWallet", { token: player.jwtToken })).status).toBe(200);
    expect((await call("GET", "/readyz")).status).toBe(200);
  });

  it("answers /healthz and /readyz without a tenant or a session, never cached", async () => {
    const health = await call("GET", "/healthz");
    expect(health).toMatchObject({ status: 200, body: { status: "ok" } });
    expect(health.headers.get("cache-control")).toBe("no-store");
    const ready = await call("GET", "/readyz");
    expect(ready).toMatchObject({
      status: 200,
      body: { status: "ready", checks: { database: true, migrations: true, listen: true, draining: false } },
    });
    expect(ready.headers.get("cache-control")).toBe("no-store");
    listening = false;
    try {
      expect(await call("GET", "/readyz")).toMatchObject({ status: 503, body: { checks: { listen: false } } });
    } finally {
      listening = true;
    }
  });

  it("ends every open stream when the LISTEN line is back after a loss; a reconnection is not resumed", async () => {
    const player = await walletPlayer({ call }, "resync_player");
    const stream = await connect({ url }, player.jwtToken);
    const ready = await stream.next();
    expect(JSON.parse(ready.data)).toMatchObject({ resumed: false });
    const last = stream.lastEventId();
    expect(last).not.toBe("");
    // a reconnection before the loss resumes (nothing missed) ...
    const before = await connect({ url }, player.jwtToken, { "Last-Event-ID": last });
    expect(JSON.parse((await before.next()).data)).toMatchObject({ resumed: true });
    before.close();

    bus.resync();
    await stream.ended;
    // ... after it, the same id is not resumed: the app reads its data again
    const after = await connect({ url }, player.jwtToken, { "Last-Event-ID": last });
    expect(JSON.parse((await after.next()).data)).toMatchObject({ resumed: false });
    after.close();
  });

  // last: draining cannot be undone
  it("drains: unready, each answer closes its connection, streams end with a retry hint, no new stream", async () => {
    const player = await walletPlayer({ call }, "drain_player");
    const stream = await connect({ url }, player.jwtToken);
    await stream.next();
    expect(
      (await call("GET", "/api/player/wallet/getWallet", { token: player.jwtToken })).headers.get("connection"),
    ).not.toBe("close");

    lifecycle.drain();
    await stream.ended;
    expect(await call("GET", "/readyz")).toMatchObject({ status: 503, body: { checks: { draining: true } } });
    const answer = await call("GET", "/api/player/wallet/getWallet", { token: player.jwtToken });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("connection")).toBe("close");
    const refusedStream = await connect({ url }, player.jwtToken);
    expect(refusedStream.status).toBe(503);
    expect(refusedStream.error).toBe("Server is busy, try again in a moment");
  });
});

describe("a whole server draining", () => {
  it("ends its streams with a sooner retry hint, stops accepting and closes", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "player-api-drain-"));
    try {
      // the seeded copy every test server gets, then served by main.ts's startServer as a process would
      await (await startTestServer({ dataDir })).close();
      const urlFile = join(dataDir, "database-url");
      const running = await startServer({
        env: {},
        port: 0,
        host: "127.0.0.1",
        dataDir,
        databaseUrl: existsSync(urlFile) ? readFileSync(urlFile, "utf8") : null,
        sandbox: true,
        staticDir: join(dataDir, "no-static"),
        log: { info: () => {}, warn: () => {}, error: () => {} },
        announce: false,
        jobTickMs: null,
      });
      const player = await walletPlayer(httpCaller(running.url), "drain_whole");
      const raw = await fetch(`${running.url}/api/player/events`, { headers: { "X-Cookie": player.jwtToken } });
      const reader = raw.body?.getReader();
      if (!reader) throw new Error("no stream");
      let text = "";
      const read = async (until: (seen: string) => boolean) => {
        while (!until(text)) {
          const { done, value } = await reader.read();
          if (done) return;
          text += new TextDecoder().decode(value);
        }
      };
      await read((seen) => seen.includes("event: ready"));
      const readAll = read(() => false);
      await Promise.all([running.drain(5_000), readAll]);
      // the stream's last words: come back in half a second (to another instance, through the balancer)
      expect(text.trimEnd().endsWith("retry: 500")).toBe(true);
      await expect(fetch(`${running.url}/healthz`)).rejects.toThrow();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
