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
  close: () => Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export async function openDatabase(options: { databaseUrl: string | null; pgliteDir: string }): Promise<OpenedDb> {
  if (options.databaseUrl) {
    const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
      import("pg"),
      import("drizzle-orm/node-postgres"),
      import("drizzle-orm/node-postgres/migrator"),
    ]);
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzle({ client: pool });
    await migrate(db, { migrationsFolder });
    return { db, kind: "postgres", close: () => pool.end() };
  }
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  mkdirSync(options.pgliteDir, { recursive: true });
  const client = await PGlite.create(options.pgliteDir);
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder });
  return { db, kind: "pglite", close: () => client.close() };
}
