/**
 * The bench's driver-direct replays (scripts/bench/driver.ts): the recorded SQL of a call runs again
 * on the raw driver, and a transfer's replay writes a new transaction and its two ledger legs each
 * time (fresh ids, reference and idempotency key: no unique key collides), leaving the balances as
 * the route would after the same transfers in and back.
 */
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { Pool } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  captureOperations,
  createRecorder,
  type Driver,
  driverLoad,
  type Operations,
  pgliteDriver,
  poolDriver,
} from "../../scripts/bench/driver.ts";
import { type Db, type OpenedDb, openDatabase } from "../../server/db/open.ts";
import { removeDataDir, startTestServer } from "./support/server.ts";

let dataDir: string;
let opened: OpenedDb;
let driver: Driver;
let ops: Operations;
let ids: { reader: string; writer: string };

const rows = async <T>(sql: string, params: unknown[]) => ((await driver.query(sql, params)) as { rows: T[] }).rows;
const count = async (table: "transactions" | "ledger_entries", playerId: string) =>
  Number(
    (await rows<{ n: string | number }>(`select count(*) as n from ${table} where player_id = $1`, [playerId]))[0]?.n,
  );
const balance = async (playerId: string, account: string | null) =>
  Number(
    (
      await rows<{ sum: string | number }>(
        `select coalesce(sum(amount), 0) as sum from ledger_entries where player_id = $1 and currency = 'MYR'
         and game_account is not distinct from $2`,
        [playerId, account],
      )
    )[0]?.sum,
  );

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "player-bench-driver-"));
  await (await startTestServer({ dataDir })).close();
  const urlFile = join(dataDir, "database-url");
  const databaseUrl = existsSync(urlFile) ? readFileSync(urlFile, "utf8") : null;
  opened = await openDatabase({ databaseUrl, pgliteDir: join(dataDir, "pglite") });
  const recorder = createRecorder();
  const client = (opened.db as unknown as { $client: PGlite | Pool }).$client;
  let db: Db;
  if (opened.kind === "pglite") {
    driver = pgliteDriver(client as PGlite);
    db = drizzlePglite({ client: client as PGlite, logger: recorder.logger }) as unknown as Db;
  } else {
    driver = poolDriver(client as Pool);
    db = drizzlePg({ client: client as Pool, logger: recorder.logger }) as unknown as Db;
  }
  const players = await rows<{ id: string; username: string }>(
    "select id, username from players where username = any($1)",
    [["ahmad88", "demo"]],
  );
  ids = {
    reader: players.find((p) => p.username === "ahmad88")?.id ?? "",
    writer: players.find((p) => p.username === "demo")?.id ?? "",
  };
  ops = await captureOperations(db, recorder, driver, { ...ids, pin: "123456", provider: "DRG", amount: 100 });
}, 60_000);

afterAll(async () => {
  await opened?.close();
  await removeDataDir(dataDir);
});

describe("bench driver-direct", () => {
  it("records the reads' SQL and replays it on the driver", async () => {
    for (const op of [ops.getUser, ops.getWallet, ops.catalogue, ops.checkSession]) await op();
    const figures = await driverLoad(ops.getWallet, 4, 0.2);
    expect(figures.errors).toBe(0);
    expect(figures.perSecond).toBeGreaterThan(0);
    expect(figures.p99).toBeGreaterThanOrEqual(figures.p50);
  });

  it("replays a transfer with fresh keys each time, in and back, as the route moves money", async () => {
    // recording made two real transfers (in, back): the main wallet is where it was
    const transactions = await count("transactions", ids.writer);
    const legs = await count("ledger_entries", ids.writer);
    const wallet = await balance(ids.writer, null);
    const game = await balance(ids.writer, "DRG");
    for (let i = 0; i < 4; i++) await ops.transfer();
    expect(await count("transactions", ids.writer)).toBe(transactions + 4);
    expect(await count("ledger_entries", ids.writer)).toBe(legs + 8);
    expect(await balance(ids.writer, null)).toBe(wallet);
    expect(await balance(ids.writer, "DRG")).toBe(game);
    await ops.transfer();
    expect(await balance(ids.writer, null)).toBe(wallet - 100);
    expect(await balance(ids.writer, "DRG")).toBe(game + 100);
  });
});
