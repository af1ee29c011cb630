/** Seeds the demo game catalogue (providers and games) of every tenant that has none. */
import { sql } from "drizzle-orm";
import type { Db } from "../db/open.ts";
import { gameProviders, games, tenants } from "../db/schema.ts";
import { demoGamesOf, demoProviders } from "./games.ts";

/**
 * The demo game catalogue for every tenant that has no providers yet (also for a database seeded
 * before games existed). Art is drawn by routes/game-art.ts from these paths.
 */
export async function seedCatalogueIfEmpty(db: Db): Promise<void> {
  const tenantIds = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(sql`not exists (select 1 from game_providers p where p.tenant_id = ${tenants.id})`);
  if (tenantIds.length === 0) return;
  await db.transaction(async (tx) => {
    for (const { id: tenantId } of tenantIds) {
      await tx.insert(gameProviders).values(
        demoProviders.map((p, position) => ({
          tenantId,
          code: p.code,
          name: p.name,
          logo: `/game-art/providers/${p.code}.svg`,
          categories: p.categories,
          status: p.status ?? "active",
          maintenance: p.maintenance ?? false,
          internalTransfer: p.internalTransfer ?? true,
          accountPrefix: p.accountPrefix,
          position,
        })),
      );
      await tx.insert(games).values(
        demoProviders.flatMap((p, index) =>
          demoGamesOf(p, index).map((g) => ({
            tenantId,
            id: g.id,
            providerCode: g.providerCode,
            name: g.name,
            image: `/game-art/games/${g.id}.svg`,
            type: g.type,
            tags: g.tags,
            minBet: g.minBetUnits,
            position: g.position,
          })),
        ),
      );
    }
  });
}
