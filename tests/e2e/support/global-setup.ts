import { templateDir } from "../../support/seeded-database.ts";

/**
 * Builds the migrated and seeded database once, before any worker starts: each worker's server then starts
 * on a copy of it (./worker-server.ts) instead of migrating and seeding its own. `npm test` has usually built
 * it already in its Vitest step (the same schema and seed, the same day), and this finds it.
 */
export default async function globalSetup(): Promise<void> {
  await templateDir();
}
