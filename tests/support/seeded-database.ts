/**
 * The migrated and seeded database every test server starts from: built once per day and per version of the
 * schema and the seed, then copied. Vitest's test servers (tests/server/support/server.ts) and Playwright's
 * worker servers (tests/e2e/support/worker-server.ts) both copy it, so no test run migrates and seeds more
 * than once a day. No test framework is imported here: both runners load it.
 */
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { openDatabase } from "../../server/db/open.ts";
import { seedIfEmpty } from "../../server/seed/seed.ts";

const serverDir = fileURLToPath(new URL("../../server/", import.meta.url));
const TEMPLATE_PREFIX = "player-api-template-";

/**
 * A migrated and seeded PGlite folder, built once per day and schema/seed version and then
 * copied for each test server: a fresh PGlite costs ~3 s, a copy ~0.1 s.
 */
export async function templateDir(): Promise<string> {
  const hash = createHash("sha256");
  const migrations = join(serverDir, "db/migrations");
  for (const folder of [migrations, join(serverDir, "db/schema"), join(serverDir, "seed")]) {
    for (const name of readdirSync(folder, { recursive: true }).map(String).sort()) {
      const path = join(folder, name);
      if (statSync(path).isFile()) hash.update(name).update(readFileSync(path));
    }
  }
  for (const name of [
    "services/rich-html.ts",
    "services/game-rounds.ts",
    "db/schema.ts",
    "services/secrets.ts",
    "services/banks.ts",
    "services/wallet-config.ts",
    "services/wallet-config-defaults.ts",
    "services/wallet-config-shapes.ts",
    "services/transactions.ts",
  ]) {
    hash.update(readFileSync(join(serverDir, name)));
  }
  const day = new Date().toISOString().slice(0, 10);
  const name = `${TEMPLATE_PREFIX}${hash.digest("hex").slice(0, 16)}-${day}`;
  const dir = join(tmpdir(), name);
  if (existsSync(join(dir, "pglite"))) return dir;

  const building = mkdtempSync(join(tmpdir(), "player-api-building-"));
  const opened = await openDatabase({ databaseUrl: null, pgliteDir: join(building, "pglite") });
  await seedIfEmpty(opened.db);
  await opened.close();
  try {
    renameSync(building, dir);
  } catch {
    rmSync(building, { recursive: true, force: true }); // another worker won the race
  }
  // Other templates are removed once a day old: another checkout (a branch with another schema or
  // seed) may be copying its own template right now.
  for (const old of readdirSync(tmpdir())) {
    if (!old.startsWith(TEMPLATE_PREFIX) || old === name) continue;
    const path = join(tmpdir(), old);
    try {
      if (Date.now() - statSync(path).mtimeMs > 24 * 60 * 60 * 1000) rmSync(path, { recursive: true, force: true });
    } catch {
      // removed by another worker meanwhile
    }
  }
  return dir;
}

/** Puts a copy of the seeded database in `dataDir` (as `pglite/`, where server/main.ts opens it). */
export async function copySeededDatabase(dataDir: string): Promise<void> {
  cpSync(join(await templateDir(), "pglite"), join(dataDir, "pglite"), { recursive: true });
}
