/**
 * `npm run chaos` (`-- --short`: the short form `npm test` runs): three faults under real clients, on a throwaway
 * PostgreSQL with two API instances behind a round-robin proxy (scripts/chaos/): a database outage, an instance
 * killed with -9, a rolling restart with SIGTERM. After each, the database is checked: every acknowledged money move
 * and chat message stored exactly once, every message at its receiver, the ledger invariant (scripts/bench/ledger.ts).
 * Prints a Markdown table (one row per scenario) and writes it with every figure to bench-results/chaos.md and
 * chaos.json (the short form: chaos-short.*). Exits 1 when anything was lost, doubled, hung or answered 500, when the
 * ledger invariant failed, when the database took more than 5 s to come back, or when the run itself failed.
 * Everything it starts listens on 127.0.0.1 and is stopped and removed on the way out, on failure too. Bounded:
 * the full form stops at 5 minutes, the short one at 3.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { emptyTally, type Tally } from "./chaos/accounting.ts";
import { createClient, defaultClientSettings } from "./chaos/client.ts";
import { type Cluster, PostgresMissing, startCluster, tenantHost } from "./chaos/cluster.ts";
import {
  createPlayer,
  demoPin,
  mustApply,
  type PlayerInfo,
  type Recorder,
  type VirtualPlayer,
} from "./chaos/player.ts";
import { markdown, passed, type RunReport } from "./chaos/report.ts";
import { databaseOutage, instanceDeath, type Run, restore, rollingRestart, type Timing } from "./chaos/scenarios.ts";

const short = process.argv.includes("--short");
const timing: Timing = short
  ? { beforeMs: 1_500, outageMs: 3_000, afterMs: 2_000, settleMs: 5_000, readyMs: 15_000 }
  : { beforeMs: 8_000, outageMs: 10_000, afterMs: 12_000, settleMs: 8_000, readyMs: 30_000 };
const giveUpMs = timing.outageMs + 10_000;
const runLimitMs = short ? 180_000 : 300_000;
/** The players who make the traffic (the seed's friends: demo, ahmad88, meiling, nurul_h; rajesh_k has none). */
const trafficPlayers = ["demo", "ahmad88", "meiling", "nurul_h", "rajesh_k"];
/** The probes' and the check-in race's player, outside the traffic. */
const probePlayer = "kahwai";
/** What each player gets first, so transfers rarely meet an empty wallet (RM 2,000). */
const funding = 200_000;
const thinkMs = 150;
const started = Date.now();
const progress = (line: string) => console.error(`chaos ${((Date.now() - started) / 1000).toFixed(1)} s: ${line}`);
const runId = `c${Date.now().toString(36).slice(-5)}`;

const report: RunReport = {
  date: new Date().toISOString(),
  mode: short ? "short" : "full",
  seconds: 0,
  machine: { cores: cpus().length, cpu: cpus()[0]?.model.trim() ?? "?", node: process.version, postgres: "?" },
  players: trafficPlayers,
  requestMix: {},
  scenarios: [],
  error: null,
};

let cluster: Cluster | null = null;
const players: VirtualPlayer[] = [];
const cleanup = async () => {
  for (const p of players.splice(0)) p.close();
  await cluster?.close();
  cluster = null;
};
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void cleanup().finally(() => process.exit(130)));
}

let recorder: Recorder = { tally: emptyTally(), moves: [], messages: [] };

async function main(): Promise<void> {
  cluster = await startCluster(progress);
  report.machine.postgres = cluster.postgres.version;
  const c = cluster;
  const client = createClient({
    base: c.proxy.url,
    host: tenantHost,
    tally: () => recorder.tally,
    settings: { ...defaultClientSettings, giveUpMs },
  });

  // the players: ids and UIDs from the database, signed in through the proxy, a PIN, money
  progress("signing the players in…");
  const names = [...trafficPlayers, probePlayer];
  const found = (
    await c.query(
      "select id::text as id, username, member_uid from players where tenant_id = 'harimau' and username = any($1::text[])",
      [names],
    )
  ).rows;
  const infos = new Map<string, PlayerInfo>();
  const setUp = async (name: string) => {
    const row = found.find((r) => r.username === name);
    if (!row) throw new Error(`chaos: the demo player ${name} is missing from the seed`);
    const login = mustApply(
      `${name}'s login`,
      await client.send({
        op: "login",
        method: "POST",
        path: "/api/player/user/login",
        body: { username: name, password: "Demo1234" },
      }),
    ) as { jwtToken: string };
    const info = { username: name, id: String(row.id), uid: String(row.member_uid), token: login.jwtToken };
    infos.set(name, info);
    const pin = mustApply(
      `${name}'s PIN`,
      await client.send({ op: "checkPin", method: "GET", path: "/api/player/user/checkPin", token: info.token }),
    ) as { has_pin: boolean };
    if (!pin.has_pin) {
      mustApply(
        `${name}'s new PIN`,
        await client.send({
          op: "updatePin",
          method: "PATCH",
          path: "/api/player/user/updatePin",
          token: info.token,
          body: { new_pin: demoPin, confirm_pin: demoPin },
        }),
      );
    }
    const deposit = mustApply(
      `${name}'s deposit`,
      await client.send({
        op: "deposit",
        method: "POST",
        path: "/api/player/deposit/createDeposit",
        token: info.token,
        body: {
          channel: "instant_deposit",
          method: "DUITNOW",
          amount: funding,
          idempotency_key: `${runId}-fund-${name}`.padEnd(16, "0"),
        },
      }),
    ) as { _id: string };
    mustApply(
      `${name}'s deposit approval`,
      await client.send({ op: "approve", method: "POST", path: `/api/sandbox/operator/${deposit._id}/approve` }),
    );
  };
  await Promise.all(names.map(setUp));
  const friendships = (
    await c.query(
      `select a.username as player, b.username as friend from friendships f
         join players a on a.id = f.player_id join players b on b.id = f.friend_id
        where a.username = any($1::text[]) and b.username = any($1::text[]) and a.tenant_id = 'harimau'`,
      [trafficPlayers],
    )
  ).rows;
  for (const name of trafficPlayers) {
    const info = infos.get(name) as PlayerInfo;
    const friends = friendships
      .filter((f) => f.player === name)
      .map((f) => infos.get(String(f.friend)))
      .filter((f): f is PlayerInfo => f !== undefined);
    players.push(
      createPlayer({
        info,
        friends,
        client,
        proxyUrl: c.proxy.url,
        host: tenantHost,
        recorder: () => recorder,
        runId,
        thinkMs,
      }),
    );
  }
  const run: Run = {
    cluster: c,
    players,
    probe: infos.get(probePlayer) as PlayerInfo,
    client,
    setRecorder: (next) => {
      recorder = next;
    },
    timing,
    runId,
    progress,
  };
  for (const scenario of [databaseOutage, instanceDeath, rollingRestart]) {
    recorder = { tally: emptyTally(), moves: [], messages: [] };
    await restore(run);
    report.scenarios.push(await scenario(run));
  }
}

let timer: ReturnType<typeof setTimeout> | undefined;
try {
  await Promise.race([
    main(),
    new Promise<never>((_, failed) => {
      timer = setTimeout(() => failed(new Error(`the run took more than ${runLimitMs / 1000} s`)), runLimitMs);
    }),
  ]);
} catch (error) {
  report.error = error instanceof PostgresMissing ? error.message : String((error as Error).stack ?? error);
  progress(`FAILED: ${report.error}`);
} finally {
  clearTimeout(timer);
  await cleanup();
}

report.seconds = Math.round((Date.now() - started) / 100) / 10;
const mix: Record<string, number> = {};
for (const s of report.scenarios) {
  for (const [op, n] of Object.entries((s.tally as Tally).byOperation)) mix[op] = (mix[op] ?? 0) + n.sent;
}
report.requestMix = mix;
const text = markdown(report);
const name = short ? "chaos-short" : "chaos";
mkdirSync("bench-results", { recursive: true });
writeFileSync(`bench-results/${name}.md`, text);
writeFileSync(`bench-results/${name}.json`, `${JSON.stringify(report, null, 2)}\n`);
console.log(text);
const ok = passed(report);
progress(`${ok ? "PASS" : "FAIL"} in ${report.seconds} s; written to bench-results/${name}.md and ${name}.json`);
process.exit(ok ? 0 : 1);
