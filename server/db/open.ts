/**
 * Opens the database and applies the versioned migrations of server/db/migrations/:
 * real PostgreSQL through node-postgres when a URL is given, else embedded PGlite in a folder.
 */
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

export type Db = PgDatabase<PgQueryResultHKT>;

export type OpenedDb = {
  db: Db;
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
    return { db, kind: "postgres", dataVersion: null, close: () => pool.end() };
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
  return { db, kind: "pglite", dataVersion: () => version, close: () => client.close() };
}
