/**
 * What the chaos run stands on: a throwaway PostgreSQL cluster (scripts/bench/postgres.ts), API instances on it
 * (scripts/bench/servers.ts) behind the proxy (proxy.ts), a pg pool for the checks, and the CPU each process spent.
 * Instances are named (A, B; a replacement A2, B2, …); the proxy sends traffic to every instance the cluster added.
 * `close()` stops and removes everything, and is safe to call on a failure half way.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { cpuOf, cpuOfTree } from "../bench/cpu.ts";
import type { Query } from "../bench/ledger.ts";
import { findPostgres, type Postgres, startPostgres } from "../bench/postgres.ts";
import { type Instance, startInstance } from "../bench/servers.ts";
import { type BalancingProxy, startProxy } from "./proxy.ts";

export type Named = { name: string; instance: Instance; startedAt: number };

export type Cluster = {
  postgres: Postgres;
  proxy: BalancingProxy;
  /** A query straight on the database (the checks). */
  query: Query;
  /** The instances serving now, by name. */
  live: () => Named[];
  /** Every instance ever started (the report's CPU and logs). */
  all: () => Named[];
  /** Starts an instance on the database, moves its sandbox clock as far as the others', adds it to the proxy. */
  startNamed: (name: string) => Promise<Named>;
  /** Takes an instance out of the live set and the proxy (it is stopped or dead). */
  retire: (name: string) => void;
  /** Moves the sandbox clock of every live instance (and of later ones) forward. */
  advanceClocks: (seconds: number) => Promise<void>;
  cpu: CpuMeter;
  close: () => Promise<void>;
};

/** CPU seconds per role (postgres, each instance's name), from samples taken every 500 ms and on demand. */
export type CpuMeter = {
  sample: () => void;
  /** What each role had spent at this moment (pass it to `since`). */
  mark: () => Map<string, number>;
  since: (mark: Map<string, number>) => Record<string, number>;
};

export const tenantHost = "localhost";

export class PostgresMissing extends Error {}

export async function startCluster(progress: (line: string) => void): Promise<Cluster> {
  const found = findPostgres();
  if (!found) {
    throw new PostgresMissing(
      "PostgreSQL is not installed: the chaos run starts a throwaway cluster with Debian's server binaries " +
        "(/usr/lib/postgresql/<version>/bin/initdb). Install them with `sudo apt-get install postgresql` " +
        "(.ci/run does it on CI).",
    );
  }
  const cleanups: (() => Promise<void> | void)[] = [];
  const close = async () => {
    for (const step of cleanups.splice(0).reverse()) await Promise.resolve(step()).catch(() => {});
  };
  try {
    progress(`PostgreSQL ${found.version}: a throwaway cluster…`);
    const postgres = await startPostgres(found);
    cleanups.push(() => postgres.stop());
    const pool = new pg.Pool({ connectionString: postgres.url, max: 2, connectionTimeoutMillis: 2_000 });
    // an idle client cut by the outage is not an error of the run
    pool.on("error", () => {});
    cleanups.push(() => pool.end().catch(() => {}));
    const query: Query = (sql, params) => pool.query(sql, params as unknown[]) as never;

    const folder = mkdtempSync(join(tmpdir(), "player-chaos-"));
    cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
    // no built app: the instances serve the API only (STATIC_DIR without an index.html is skipped)
    const env = {
      DATABASE_URL: postgres.url,
      JWT_SECRET: randomBytes(32).toString("hex"),
      STATIC_DIR: join(folder, "no-app"),
      FLOWS_DIR: join(folder, "no-flows"),
    };
    const proxy = await startProxy();
    cleanups.push(() => proxy.close());

    const instances: Named[] = [];
    const live = new Map<string, Named>();
    cleanups.push(() => Promise.all(instances.map((n) => n.instance.stop())).then(() => {}));
    let clockOffset = 0;
    const advance = async (instance: Instance, seconds: number) => {
      const res = await fetch(`${instance.base}/api/sandbox/clock`, {
        method: "POST",
        headers: { "content-type": "application/json", current_domain: `http://${tenantHost}/home` },
        body: JSON.stringify({ advance_seconds: seconds }),
        signal: AbortSignal.timeout(5_000),
      });
      if (!res.ok) throw new Error(`moving the sandbox clock answered ${res.status}`);
    };

    const roles = new Map<string, number>();
    const seen = new Map<string, number>();
    const sample = () => {
      const pid = postgres.pid();
      // per process (a restarted PostgreSQL is a new postmaster): the most it was seen to have spent
      if (pid) seen.set(`postgres:${pid}`, Math.max(seen.get(`postgres:${pid}`) ?? 0, cpuOfTree(pid)));
      for (const n of instances) {
        if (n.instance.alive()) {
          const key = `${n.name}:${n.instance.pid}`;
          seen.set(key, Math.max(seen.get(key) ?? 0, cpuOf([n.instance.pid])));
        }
      }
      roles.clear();
      for (const [key, value] of seen) {
        const role = key.slice(0, key.indexOf(":"));
        roles.set(role, (roles.get(role) ?? 0) + value);
      }
    };
    const sampler = setInterval(sample, 500);
    cleanups.push(() => clearInterval(sampler));
    const cpu: CpuMeter = {
      sample,
      mark: () => {
        sample();
        return new Map(roles);
      },
      since: (mark) => {
        sample();
        const out: Record<string, number> = {};
        for (const [role, value] of roles) {
          const spent = value - (mark.get(role) ?? 0);
          if (spent > 0.005) out[role] = Math.round(spent * 100) / 100;
        }
        return out;
      },
    };

    const startNamed = async (name: string): Promise<Named> => {
      const t0 = Date.now();
      const instance = await startInstance(env, { keepLines: true });
      const named = { name, instance, startedAt: t0 };
      instances.push(named);
      if (clockOffset > 0) await advance(instance, clockOffset);
      live.set(name, named);
      proxy.add({ name, port: instance.port });
      return named;
    };

    progress("two API instances (the first migrates and seeds)…");
    await startNamed("A");
    await startNamed("B");
    return {
      postgres,
      proxy,
      query,
      live: () => [...live.values()],
      all: () => [...instances],
      startNamed,
      retire: (name) => {
        live.delete(name);
        proxy.remove(name);
      },
      advanceClocks: async (seconds) => {
        clockOffset += seconds;
        const alive = [...live.values()].filter((n) => n.instance.alive());
        await Promise.all(alive.map((n) => advance(n.instance, seconds)));
      },
      cpu,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
