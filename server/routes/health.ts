/**
 * Health for the process supervisor and the load balancer, outside /api (no tenant, no session):
 *
 *   GET /healthz  200 {"status":"ok"} while the process runs and its event loop answers (liveness:
 *                 restart the instance when this fails).
 *   GET /readyz   200 {"status":"ready","checks":{...}} when the database answers within a second,
 *                 every migration is applied, the LISTEN connection (the event bus) is up and the
 *                 instance is not draining; else 503 {"status":"unready","checks":{...}} (readiness:
 *                 send it no traffic until this passes again).
 *
 * Both answer no-store; neither reveals more than which check failed.
 */
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { Ctx, Readiness } from "../context.ts";
import type { AppEnv } from "../http/env.ts";

/** How long /readyz waits for the database before calling it down. */
const PING_TIMEOUT_MS = 1_000;

export type ReadinessChecks = { database: boolean; migrations: boolean; listen: boolean; draining: boolean };

/** The database's readiness when the app was built without one (tests that build the app by hand): a `select 1`. */
function plainReadiness(ctx: Ctx): Readiness {
  return {
    ping: async () => {
      await ctx.db.execute(sql`select 1`);
    },
    migrationsApplied: async () => true,
    listening: () => true,
  };
}

export async function readinessChecks(ctx: Ctx, database: Readiness | undefined): Promise<ReadinessChecks> {
  const probe = database ?? plainReadiness(ctx);
  const reachable = await probe.ping(PING_TIMEOUT_MS).then(
    () => true,
    () => false,
  );
  const migrations = reachable && (await probe.migrationsApplied().catch(() => false));
  return { database: reachable, migrations, listen: probe.listening(), draining: ctx.lifecycle.draining() };
}

export function healthRoutes(ctx: Ctx, database: Readiness | undefined): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // (no `use("*")` here: mounted at "/", it would run for every path of the app)
  const noStore = { "Cache-Control": "no-store" };
  app.get("/healthz", (c) => c.json({ status: "ok" }, 200, noStore));
  app.get("/readyz", async (c) => {
    const checks = await readinessChecks(ctx, database);
    const ready = checks.database && checks.migrations && checks.listen && !checks.draining;
    return c.json({ status: ready ? "ready" : "unready", checks }, ready ? 200 : 503, noStore);
  });
  return app;
}
