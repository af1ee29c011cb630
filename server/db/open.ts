/**
 * Opens the database and applies the versioned migrations of server/db/migrations/:
 * real PostgreSQL through node-postgres when a URL is given, else embedded PGlite in a folder.
 */
import { mkdirSync } from "node:fs";
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

export async function openDatabase(options: { databaseUrl: string | null; pgliteDir: string }): Promise<OpenedDb> {
  if (options.databaseUrl) {
    const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
      import("pg"),
      import("drizzle-orm/node-postgres"),
      import("drizzle-orm/node-postgres/migrator"),
    ]);
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server ends (restart, failover, a dropped database) is an error on the
    // pool; unhandled it would end the process. The pool drops that client and connects anew.
    pool.on("error", (error) => console.warn(`[db] idle connection lost: ${error.message}`));
    const db = drizzle({ client: pool });
    await migrate(db, { migrationsFolder });
    const listener = postgresListener(pg, options.databaseUrl);
    return {
      db,
      kind: "postgres",
      dataVersion: null,
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
  return { db, kind: "pglite", dataVersion: () => version, pubsub, close: () => client.close() };
}

type Pg = typeof import("pg").default;

/**
 * LISTEN needs a connection of its own (a pooled one goes back to the pool): one client per process
 * that listens on every channel asked for, and connects again (with the same LISTENs) when the line
 * drops. Notifications sent while it was away are lost: the app catches up when its stream reconnects.
 */
function postgresListener(pg: Pg, connectionString: string) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: InstanceType<Pg["Client"]> | null = null;
  let connecting: Promise<InstanceType<Pg["Client"]>> | null = null;
  let closed = false;

  const connect = (): Promise<InstanceType<Pg["Client"]>> => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString });
      next.on("notification", (message) => {
        for (const handler of [...(handlers.get(message.channel) ?? [])]) handler(message.payload ?? "");
      });
      next.on("error", (error) => {
        console.warn(`[db] the LISTEN connection was lost: ${error.message}`);
        if (client === next) client = null;
        next.end().catch(() => {});
        if (!closed) setTimeout(() => void connect().catch(() => {}), 1_000).unref();
      });
      await next.connect();
      for (const channel of handlers.keys()) await next.query(`LISTEN ${channel}`);
      client = next;
      return next;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  return {
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
      await client?.end().catch(() => {});
      client = null;
    },
  };
}
