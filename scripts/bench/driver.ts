/**
 * Driver-direct: the SQL an API route runs, issued straight through the database driver (PGlite's
 * client, or a node-postgres Pool), so the bench can put the API's figure beside the database's own.
 *
 * The SQL is not written out a second time here: the route's service functions run once against a
 * Drizzle instance whose logger records every statement with its parameters (and whether it ran inside
 * the money move's database transaction); the load then replays those statements on the raw driver.
 * A transfer's new values (its id, reference, idempotency key and ledger entry ids) are replaced by
 * fresh ones on every replay, so the unique keys hold as they do for the API. What the replay leaves out
 * is what the API adds on top: HTTP, JSON, arktype validation, the JWT check and the PIN's scrypt.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import type { PGlite } from "@electric-sql/pglite";
import type { Logger } from "drizzle-orm";
import type { Pool } from "pg";
import { createContext } from "../../server/app.ts";
import type { Db } from "../../server/db/open.ts";
import { busChannel } from "../../server/services/events.ts";
import { createTransfer } from "../../server/services/game-transfers.ts";
import { catalogueOf } from "../../server/services/games.ts";
import { loadPlayerView } from "../../server/services/players.ts";
import { walletOf } from "../../server/services/wallet.ts";

type Query = { sql: string; params: unknown[]; inTransaction: boolean };
type Send = (sql: string, params: unknown[]) => Promise<unknown>;

/** The raw driver: one statement, or statements inside one transaction. */
export type Driver = {
  query: Send;
  transaction: (work: (send: Send) => Promise<void>) => Promise<void>;
};

export function pgliteDriver(client: PGlite): Driver {
  return {
    query: (sql, params) => client.query(sql, params as never[]),
    transaction: async (work) => {
      await client.transaction((tx) => work((sql, params) => tx.query(sql, params as never[])));
    },
  };
}

export function poolDriver(pool: Pool): Driver {
  return {
    query: (sql, params) => pool.query(sql, params),
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query("begin");
        await work((sql, params) => client.query(sql, params));
        await client.query("commit");
      } catch (error) {
        await client.query("rollback").catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
  };
}

/** Records what a Drizzle instance runs while `record` is on. Pass `logger` to drizzle(), then `watch(db)`. */
export function createRecorder() {
  let recording: Query[] | null = null;
  let inTransaction = false;
  const logger: Logger = {
    logQuery(sql, params) {
      if (/^\s*(begin|commit|rollback)\b/i.test(sql)) return;
      recording?.push({ sql, params: [...params], inTransaction });
    },
  };
  /** Marks the statements run inside `db.transaction(...)`. */
  const watch = (db: Db) => {
    const transaction = db.transaction.bind(db);
    db.transaction = ((work: (tx: Db) => Promise<unknown>, config?: never) =>
      transaction(async (tx) => {
        inTransaction = true;
        try {
          return await work(tx as Db);
        } finally {
          inTransaction = false;
        }
      }, config)) as Db["transaction"];
  };
  const record = async (work: () => Promise<unknown>): Promise<Query[]> => {
    recording = [];
    try {
      await work();
      return recording;
    } finally {
      recording = null;
    }
  };
  return { logger, watch, record };
}

/** One API call as the driver sees it: steps one after the other, the statements of a step at once. */
type Steps = Query[][];

export type Operations = {
  getUser: () => Promise<void>;
  getWallet: () => Promise<void>;
  catalogue: () => Promise<void>;
  checkSession: () => Promise<void>;
  transfer: () => Promise<void>;
};

const run = async (driver: Driver, steps: Steps) => {
  for (const step of steps) await Promise.all(step.map((q) => driver.query(q.sql, q.params)));
};

/** A fresh value shaped like `old`: a UUID for a UUID, else the same length with a new random tail of A-Z0-9. */
function freshLike(old: string): string {
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-/i.test(old)) return randomUUID();
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const tail = Math.min(12, old.length);
  let value = old.slice(0, old.length - tail);
  for (const byte of randomBytes(tail)) value += alphabet[byte % alphabet.length];
  return value;
}

function substitute(params: unknown[], fresh: Map<string, string>): unknown[] {
  return params.map((param) => {
    if (typeof param !== "string") return param;
    let value = param;
    for (const [old, next] of fresh) if (value.includes(old)) value = value.replaceAll(old, next);
    return value;
  });
}

/**
 * Records the statements of getUser, getWallet, the catalogue, check-session (as `reader`) and of a
 * transfer of 1 unit each way between the main wallet and the provider `provider` (as `writer`, whose
 * PIN is `pin`), and returns the replays on `driver`. Writes two real transfers through `db`.
 */
export async function captureOperations(
  db: Db,
  recorder: ReturnType<typeof createRecorder>,
  driver: Driver,
  options: { reader: string; writer: string; pin: string; provider: string; amount: number },
): Promise<Operations> {
  recorder.watch(db);
  const now = () => new Date();
  const reader = await loadPlayerView(db, options.reader, now());
  const writer = await loadPlayerView(db, options.writer, now());
  if (!reader || !writer) throw new Error("bench: the demo players are missing");
  const auth = await recorder.record(() => loadPlayerView(db, options.reader, now()));
  const wallet = await recorder.record(() => walletOf(db, options.reader));
  const catalogue = await recorder.record(() =>
    catalogueOf(
      { db, reads: { read: (_key, load) => load(), reference: (_key, load) => load() } },
      reader.tenantId,
      reader.currency,
    ),
  );

  const ctx = createContext({ db, dataDir: "/nonexistent", jwtSecret: "bench".repeat(8), sandbox: false, now });
  const tenant = { id: writer.tenantId, brandName: "", hosts: [], theme: {} } as unknown as Parameters<
    typeof createTransfer
  >[1];
  const transferTemplate = async (from: string, to: string) => {
    const key = randomBytes(18).toString("base64url");
    let answer: Awaited<ReturnType<typeof createTransfer>> | null = null;
    const writerAuth = await recorder.record(() => loadPlayerView(db, options.writer, now()));
    const view = await loadPlayerView(db, options.writer, now());
    if (!view) throw new Error("bench: the writer is missing");
    const queries = await recorder.record(async () => {
      answer = await createTransfer(
        ctx,
        tenant,
        view,
        { from, to, amount: options.amount, pin: options.pin, idempotency_key: key },
        "transfer",
      );
    });
    const made = answer as Awaited<ReturnType<typeof createTransfer>> | null;
    if (!made) throw new Error("bench: the transfer to record failed");
    const legs = (await driver.query("select id from ledger_entries where transaction_id = $1", [made._id])) as {
      rows: { id: string }[];
    };
    const fresh = [key, made._id, made.reference, ...legs.rows.map((row) => row.id)];
    // after the commit the API tells the player's streams: the transaction, the wallet and the game account
    const payload = JSON.stringify({ t: writer.tenantId, p: writer.id, e: { kind: "transaction", id: made._id } });
    const notify: Query = { sql: "select pg_notify($1, $2)", params: [busChannel, payload], inTransaction: false };
    return {
      before: [...writerAuth, ...queries.filter((q) => !q.inTransaction)],
      inside: queries.filter((q) => q.inTransaction),
      after: [notify, notify, notify],
      fresh,
    };
  };
  const templates = [
    await transferTemplate("wallet", options.provider),
    await transferTemplate(options.provider, "wallet"),
  ];
  let turn = 0;

  return {
    getUser: () => run(driver, [auth]),
    checkSession: () => run(driver, [auth]),
    getWallet: () => run(driver, [auth, wallet]),
    catalogue: () => run(driver, [auth, catalogue]),
    transfer: async () => {
      const template = templates[turn++ % 2];
      if (!template) return;
      const fresh = new Map(template.fresh.map((old) => [old, freshLike(old)]));
      const send = (q: Query, via: Send) => via(q.sql, substitute(q.params, fresh));
      for (const q of template.before) await send(q, driver.query);
      await driver.transaction(async (tx) => {
        for (const q of template.inside) await send(q, tx);
      });
      for (const q of template.after) await send(q, driver.query);
    },
  };
}

export type DriverFigures = { perSecond: number; p50: number; p99: number; errors: number };

/** Runs `op` from `concurrency` loops for `seconds`; operations per second and latency percentiles (ms). */
export async function driverLoad(
  op: () => Promise<void>,
  concurrency: number,
  seconds: number,
): Promise<DriverFigures> {
  const end = performance.now() + seconds * 1000;
  const latencies: number[] = [];
  let errors = 0;
  let firstError: unknown = null;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const start = performance.now();
        try {
          await op();
          latencies.push(performance.now() - start);
        } catch (error) {
          errors++;
          firstError ??= error;
        }
      }
    }),
  );
  if (firstError) console.warn("bench: driver-direct error:", firstError);
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0) * 10) / 10;
  return { perSecond: Math.round(latencies.length / seconds), p50: at(0.5), p99: at(0.99), errors };
}
