/**
 * Opens the database and applies the versioned migrations of server/db/migrations/:
 * real PostgreSQL through node-postgres when a URL is given, else embedded PGlite in a folder.
 */
import { mkdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

export type Db = PgDatabase<PgQueryResultHKT>;

/**
 * PostgreSQL's LISTEN/NOTIFY on the opened database (the event bus across API instances,
 * services/events.ts). `notify` sends at once (call it after the commit); a payload must stay
 * under PostgreSQL's 8000 bytes. Channel names are plain identifiers (lower-case letters, _).
 */
export type PubSub = {
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
  notify: (channel: string, payload: string) => Promise<void>;
};

const channelName = /^[a-z_]{1,63}$/;
function checkChannel(channel: string): string {
  if (!channelName.test(channel)) throw new Error(`not a channel name: ${channel}`);
  return channel;
}

export type OpenedDb = {
  db: Db;
  pubsub: PubSub;
  kind: "pglite" | "postgres";
  /** Answers when the database does (`select 1`), throws when it does not or takes over `timeoutMs`. */
  ping: (timeoutMs?: number) => Promise<void>;
  /** Whether every migration of server/db/migrations is recorded as applied in the database. */
  migrationsApplied: () => Promise<boolean>;
  /** Whether the LISTEN connection is up (the embedded database's always is). */
  listening: () => boolean;
  /**
   * Called each time the LISTEN connection is up again after it was lost: notifications sent meanwhile
   * were missed, so what was built from them (the event bus's replay history) must be dropped.
   */
  onListenRestored: (callback: () => void) => void;
  /** The pool's connections (PostgreSQL); null for the embedded database, which has no pool. */
  poolStats: () => { total: number; idle: number; waiting: number } | null;
  /**
   * With the embedded database this process is the only writer, so it can tell when data may
   * have changed: the counter moves around every statement that is not a SELECT and around every
   * transaction. Reads may be cached while it stays put. Null for PostgreSQL, where other
   * instances write too.
   */
  dataVersion: (() => number) | null;
  close: () => Promise<void>;
};

const isRead = (query: string) => /^\s*select\b/i.test(query);

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/** How many migrations the folder holds (its journal), read once. */
let journalCount: number | null = null;
function migrationsInFolder(): number {
  journalCount ??= (
    JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, "utf8")) as { entries: unknown[] }
  ).entries.length;
  return journalCount;
}

/** Drizzle's record of the applied migrations (both drivers keep it there). */
const appliedCountSql = "select count(*)::int as n from drizzle.__drizzle_migrations";

/** Rejects after `ms` unless `work` settles first. */
function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, failed) => {
    timer = setTimeout(() => failed(new Error(`${what} took over ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The pool's settings on PostgreSQL. A request must never hang on a database that is gone: taking a
 * connection fails after 2 s (a stopped server refuses at once; a host that does not answer is the slow
 * case), and a statement that runs over 15 s is cancelled by the server. Ten connections per instance.
 */
export const poolSettings = {
  max: 10,
  connectionTimeoutMillis: 2_000,
  idleTimeoutMillis: 30_000,
  statement_timeout: 15_000,
} as const;

/** Where the database's own warnings go (a lost connection): the app's logger, else the console. */
type Warn = { warn: (...args: unknown[]) => void };

export async function openDatabase(options: {
  databaseUrl: string | null;
  pgliteDir: string;
  log?: Warn;
}): Promise<OpenedDb> {
  const log = options.log ?? console;
  if (options.databaseUrl) {
    const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
      import("pg"),
      import("drizzle-orm/node-postgres"),
      import("drizzle-orm/node-postgres/migrator"),
    ]);
    const pool = new pg.Pool({ connectionString: options.databaseUrl, ...poolSettings });
    // An idle connection the server ends (restart, failover, a dropped database) is an error on the
    // pool; unhandled it would end the process. The pool drops that client and connects anew.
    pool.on("error", (error) => log.warn(`[db] idle connection lost: ${error.message}`));
    // A connection in use can hear the server go between two statements of a transaction, when no query
    // is waiting to be told: without a listener of its own that error would end the process. The next
    // statement on it fails (the request answers 503, db/unavailable.ts) and the pool discards it.
    pool.on("connect", (client) => {
      client.on("error", () => {});
    });
    const db = drizzle({ client: pool });
    await migrate(db, { migrationsFolder });
    const listener = postgresListener(pg, options.databaseUrl, log);
    return {
      db,
      kind: "postgres",
      dataVersion: null,
      ping: async (timeoutMs = 1_000) => {
        await within(pool.query("select 1"), timeoutMs, "the database's answer");
      },
      migrationsApplied: async () =>
        ((await pool.query<{ n: number }>(appliedCountSql)).rows[0]?.n ?? 0) >= migrationsInFolder(),
      listening: listener.up,
      onListenRestored: listener.onRestored,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      pubsub: {
        listen: listener.listen,
        notify: async (channel, payload) => {
          await pool.query("select pg_notify($1, $2)", [checkChannel(channel), payload]);
        },
      },
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  mkdirSync(options.pgliteDir, { recursive: true });
  const client = await PGlite.create(options.pgliteDir);
  let version = 0;
  const { query, exec, transaction } = client;
  client.query = async function (this: typeof client, sql: string, ...rest: unknown[]) {
    if (isRead(sql)) return query.call(this, sql, ...(rest as []));
    version++;
    try {
      return await query.call(this, sql, ...(rest as []));
    } finally {
      version++;
    }
  } as typeof client.query;
  client.exec = async function (this: typeof client, sql: string, ...rest: unknown[]) {
    version++;
    try {
      return await exec.call(this, sql, ...(rest as []));
    } finally {
      version++;
    }
  } as typeof client.exec;
  client.transaction = async function (this: typeof client, ...args: Parameters<typeof transaction>) {
    version++;
    try {
      return await transaction.apply(this, args);
    } finally {
      version++;
    }
  } as typeof client.transaction;
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder });
  const pubsub: PubSub = {
    listen: (channel, onPayload) => client.listen(checkChannel(channel), onPayload),
    notify: async (channel, payload) => {
      await client.query("select pg_notify($1, $2)", [checkChannel(channel), payload]);
    },
  };
  return {
    db,
    kind: "pglite",
    dataVersion: () => version,
    pubsub,
    ping: async (timeoutMs = 1_000) => {
      await within(query.call(client, "select 1"), timeoutMs, "the database's answer");
    },
    migrationsApplied: async () =>
      (((await query.call(client, appliedCountSql)) as { rows: { n: number }[] }).rows[0]?.n ?? 0) >=
      migrationsInFolder(),
    // in this process: it cannot be lost
    listening: () => true,
    onListenRestored: () => {},
    poolStats: () => null,
    close: () => client.close(),
  };
}

type Pg = typeof import("pg").default;

/** Waits between attempts to get the LISTEN connection back: quick at first, then every second. */
const relistenDelaysMs = [100, 250, 500, 1_000];

/**
 * LISTEN needs a connection of its own (a pooled one goes back to the pool): one client per process
 * that listens on every channel asked for. When the line drops (the database restarted, failed over,
 * or ended the connection) it connects again, with the same LISTENs, trying until it is back (see
 * relistenDelaysMs), and then tells `onRestored`: notifications sent while it was away were lost, and
 * the event bus drops its replay history and ends its streams so the app reads its data again.
 */
function postgresListener(pg: Pg, connectionString: string, log: Warn) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const restored = new Set<() => void>();
  let client: InstanceType<Pg["Client"]> | null = null;
  let connecting: Promise<InstanceType<Pg["Client"]>> | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let closed = false;
  /** Whether the line was lost since it last connected (the next connection is a restoration). */
  let lost = false;

  const connect = (): Promise<InstanceType<Pg["Client"]>> => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString, connectionTimeoutMillis: poolSettings.connectionTimeoutMillis });
      let dropped = false;
      const drop = (why: string) => {
        if (dropped) return;
        dropped = true;
        if (client === next) {
          client = null;
          lost = true;
          log.warn(`[db] the LISTEN connection was lost (${why}); connecting again`);
          scheduleRetry(0);
        }
        next.end().catch(() => {});
      };
      next.on("notification", (message) => {
        for (const handler of [...(handlers.get(message.channel) ?? [])]) handler(message.payload ?? "");
      });
      next.on("error", (error) => drop(error.message));
      next.on("end", () => drop("ended"));
      try {
        await next.connect();
        for (const channel of handlers.keys()) await next.query(`LISTEN ${channel}`);
      } catch (error) {
        dropped = true;
        next.end().catch(() => {});
        throw error;
      }
      if (closed) {
        await next.end().catch(() => {});
        throw new Error("the listener is closed");
      }
      client = next;
      if (lost) {
        lost = false;
        for (const callback of [...restored]) callback();
      }
      return next;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  /** Tries again after the attempt-th delay, and keeps trying (each failure waits a little longer). */
  const scheduleRetry = (attempt: number) => {
    if (closed || retryTimer) return;
    const delay = relistenDelaysMs[Math.min(attempt, relistenDelaysMs.length - 1)] ?? 1_000;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      if (closed || client) return;
      connect().catch(() => {
        lost = true;
        scheduleRetry(attempt + 1);
      });
    }, delay);
    retryTimer.unref?.();
  };

  return {
    up: () => client !== null,
    onRestored: (callback: () => void) => {
      restored.add(callback);
    },
    async listen(channel: string, onPayload: (payload: string) => void) {
      checkChannel(channel);
      const set = handlers.get(channel) ?? new Set();
      const first = set.size === 0;
      set.add(onPayload);
      handlers.set(channel, set);
      const current = client ?? (await connect());
      if (first) await current.query(`LISTEN ${channel}`);
      return async () => {
        set.delete(onPayload);
        if (set.size === 0 && handlers.get(channel) === set) {
          handlers.delete(channel);
          await client?.query(`UNLISTEN ${channel}`).catch(() => {});
        }
      };
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
