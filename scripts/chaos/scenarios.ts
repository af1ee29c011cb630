/**
 * The three faults, each under the virtual players' traffic, then the checks in the database:
 *   outage:  PostgreSQL stopped (`pg_ctl stop -m fast`) for a while and started again;
 *   kill:    `kill -9` of one of the two instances, with the VIP job and a check-in claim sent to both at that moment;
 *   restart: a rolling restart (SIGTERM, the exit timed, a replacement started and ready; then the other).
 * Every wait is bounded and polls for a state.
 */
import { loadavg } from "node:os";
import { checkLedger } from "../bench/ledger.ts";
import {
  emptyTally,
  type MoveCount,
  type MoveRecord,
  type Problem,
  reconcileMessages,
  reconcileMoves,
  type SeenMessage,
  slow503s,
} from "./accounting.ts";
import type { Client } from "./client.ts";
import { type Cluster, type Named, tenantHost } from "./cluster.ts";
import { demoPin, gameProvider, newKey, type PlayerInfo, type Recorder, type VirtualPlayer } from "./player.ts";
import type { ScenarioResult } from "./report.ts";

export type Timing = {
  /** Traffic before the fault. */
  beforeMs: number;
  /** How long PostgreSQL stays down. */
  outageMs: number;
  /** Traffic after the fault (after recovery, after the kill, after the restarts). */
  afterMs: number;
  /** The longest wait for chat messages to reach their receivers once the traffic stopped. */
  settleMs: number;
  /** The longest wait for a new instance to be ready. */
  readyMs: number;
};

export type Run = {
  cluster: Cluster;
  players: VirtualPlayer[];
  /** The player of the probes (the money move that proves recovery) and of the check-in race. */
  probe: PlayerInfo;
  client: Client;
  setRecorder: (recorder: Recorder) => void;
  timing: Timing;
  runId: string;
  progress: (line: string) => void;
};

type Check = ScenarioResult["checks"][number];
type Fault = {
  /** When the fault began (ms). */
  at: number;
  /** A 503 after 1 s to a request sent from this moment on is slow (default `at`; the outage: once it is down). */
  slowFrom?: number;
  /** Streams must hear `ready` after this moment (null: not asked for). */
  readyAfter: number | null;
  recoverSeconds?: number | null;
  exitSeconds?: ScenarioResult["exitSeconds"];
  checks: Check[];
  /** Checks to make in the database once the traffic stopped. */
  after?: () => Promise<Check[]>;
  /** Instances killed on purpose (not counted as crashed). */
  killed?: string[];
  /** Waited for once the traffic stopped (a replacement starting). */
  pending?: Promise<unknown>;
};

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

async function waitFor(condition: () => boolean | Promise<boolean>, ms: number, everyMs = 100): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await condition()) return true;
    if (Date.now() >= deadline) return false;
    await sleep(everyMs);
  }
}

/** One request straight at an instance, no retry: status (null: no answer), time, Retry-After. */
async function once(
  base: string,
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<{ status: number | null; ms: number; retryAfter: string | null; body: unknown }> {
  const t0 = Date.now();
  const headers: Record<string, string> = { accept: "application/json", current_domain: `http://${tenantHost}/home` };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers["content-type"] = "application/json";
  try {
    const res = await fetch(`${base}${path}`, {
      method: init.method ?? "GET",
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(5_000),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // text
    }
    return { status: res.status, ms: Date.now() - t0, retryAfter: res.headers.get("retry-after"), body };
  } catch {
    return { status: null, ms: Date.now() - t0, retryAfter: null, body: null };
  }
}

/** A money move straight at one instance (the recovery probe): 1 unit into the game, a fresh key, written down. */
async function probeMove(run: Run, recorder: Recorder, instance: Named): Promise<boolean> {
  const key = newKey(`${run.runId}p`);
  const move: MoveRecord = { kind: "game_transfer", player: run.probe.id, key, outcome: "unknown" };
  recorder.moves.push(move);
  const answer = await once(instance.instance.base, "/api/player/games/transfer", {
    method: "POST",
    token: run.probe.token,
    body: { from: "wallet", to: gameProvider, amount: 100, pin: demoPin, idempotency_key: key },
  });
  if (answer.status !== null && answer.status >= 200 && answer.status < 300) move.outcome = "applied";
  return move.outcome === "applied";
}

const rows = async (run: Run, sql: string, params: unknown[] = []) => (await run.cluster.query(sql, params)).rows;

/** Acknowledged moves and messages against the database. */
async function reconcile(run: Run, recorder: Recorder, faultAt: number) {
  const moves = recorder.moves;
  const kindOf = new Map(moves.map((m) => [`${m.player}|${m.key}`, m.kind]));
  const counts: MoveCount[] = [];
  const add = (list: Record<string, unknown>[]) => {
    for (const r of list) {
      const kind = kindOf.get(`${r.player}|${r.key}`);
      if (kind) counts.push({ kind, player: String(r.player), key: String(r.key), count: Number(r.n) });
    }
  };
  const keysOf = (...kinds: MoveRecord["kind"][]) => moves.filter((m) => kinds.includes(m.kind)).map((m) => m.key);
  add(
    await rows(
      run,
      `select player_id::text as player, idempotency_key as key, count(*)::int as n from transactions
        where idempotency_key = any($1::text[]) group by 1, 2`,
      [keysOf("game_transfer", "friend_transfer", "deposit")],
    ),
  );
  add(
    await rows(
      run,
      `select player_id::text as player, idempotency_key as key, count(*)::int as n from check_ins
        where idempotency_key = any($1::text[]) group by 1, 2`,
      [keysOf("check_in")],
    ),
  );
  // an approval is applied when its deposit was credited: its `deposit` entries
  add(
    await rows(
      run,
      `select t.player_id::text as player, t.id::text as key, count(l.id)::int as n
         from transactions t left join ledger_entries l on l.transaction_id = t.id and l.kind = 'deposit'
        where t.id = any($1::uuid[]) group by 1, 2`,
      [keysOf("approve")],
    ),
  );
  const money = reconcileMoves(moves, counts);
  const stored = (
    await rows(
      run,
      `select p.member_uid as sender, m.client_id, array_agg(m.id::text) as ids
         from chat_messages m join players p on p.id = m.sender_id
        where m.client_id = any($1::text[]) group by 1, 2`,
      [recorder.messages.map((m) => m.clientId)],
    )
  ).map((r) => ({ sender: String(r.sender), clientId: String(r.client_id), ids: (r.ids as string[]).map(Number) }));
  const seenBy = new Map<string, SeenMessage[]>(run.players.map((p) => [p.info.uid, p.seen()]));
  const chat = reconcileMessages(recorder.messages, stored, seenBy, faultAt);
  return { money, chat };
}

/** The balances the API answers against the ledger's sums (read once the traffic stopped). */
async function balanceProblems(run: Run): Promise<string[]> {
  const problems: string[] = [];
  for (const info of [...run.players.map((p) => p.info), run.probe]) {
    const answer = await run.client.send({
      op: "getWallet",
      method: "GET",
      path: "/api/player/wallet/getWallet",
      token: info.token,
    });
    if (answer.outcome !== "applied") {
      problems.push(`${info.username}'s wallet could not be read (${answer.status})`);
      continue;
    }
    const myr = (answer.body as { balances: { currency: string; available: number; held: number }[] }).balances.find(
      (b) => b.currency === "MYR",
    );
    const [sums] = await rows(
      run,
      `select (select coalesce(sum(amount), 0) from ledger_entries
                where player_id = $1 and currency = 'MYR' and game_account is null)::text as available,
              (select coalesce(sum(amount), 0) from transactions
                where player_id = $1 and currency = 'MYR' and type = 'withdraw' and status = 'pending')::text as held`,
      [info.id],
    );
    if (myr?.available !== Number(sums?.available) || myr?.held !== Number(sums?.held)) {
      problems.push(
        `${info.username}: the API says ${myr?.available}/${myr?.held} held, the ledger ${sums?.available}/${sums?.held}`,
      );
    }
  }
  return problems;
}

/** What the report quotes of the instances' output: stderr (console.warn/error), and error or warning lines. */
const logPattern = /"level":\s*"(warn|error|fatal)"|^(?!\{).*(\berror\b|\bwarn|unhandled)/i;

/** A line's message: a JSON log line's level, `msg` and error message (server/log.ts), else the line. */
function message(text: string): string {
  if (!text.startsWith("{")) return text;
  try {
    type Failure = { message?: string; code?: string; cause?: Failure };
    const parsed = JSON.parse(text) as { level?: string; msg?: string; err?: Failure };
    // the error, and what caused it (a failed query's cause is the database's own error)
    const chain: string[] = [];
    for (let e = parsed.err; e && chain.length < 3; e = e.cause) {
      chain.push(`${e.code ? `[${e.code}] ` : ""}${(e.message ?? "").split("\n")[0]?.slice(0, 160)}`);
    }
    const error = chain.length > 0 ? `: ${chain.join(" ← ")}` : "";
    return `${parsed.level ?? ""} ${parsed.msg ?? text}${error}`.trim();
  } catch {
    return text;
  }
}

/** The instances' warnings and errors during a scenario, the same line told once with its count. */
function serverLog(run: Run, from: number, to: number): string[] {
  const counts = new Map<string, number>();
  for (const n of run.cluster.all()) {
    for (const line of n.instance.lines()) {
      if (line.at < from || line.at > to) continue;
      if (line.stream !== "stderr" && !logPattern.test(line.text)) continue;
      const said = message(line.text);
      // the sandbox's banner at every start is not news
      if (said.includes("SANDBOX IS ON")) continue;
      const key = `${n.name}: ${said}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return [...counts].slice(0, 15).map(([line, n]) => (n > 1 ? `${line} (×${n})` : line));
}

async function scenario(
  run: Run,
  key: ScenarioResult["key"],
  title: string,
  fault: (recorder: Recorder) => Promise<Fault>,
): Promise<ScenarioResult> {
  const { cluster, players, timing } = run;
  run.progress(`${title}…`);
  const recorder: Recorder = { tally: emptyTally(), moves: [], messages: [] };
  run.setRecorder(recorder);
  const started = Date.now();
  const loadStart = loadavg();
  const cpuMark = cluster.cpu.mark();
  const proxyBefore = cluster.proxy.stats();
  let stop = false;
  const loops = players.map((p) => p.loop(() => stop));
  await sleep(timing.beforeMs);
  const f = await fault(recorder);
  await sleep(timing.afterMs);
  stop = true;
  // each step ends within the clients' give-up time and one more timeout
  await Promise.race([Promise.all(loops), sleep(30_000)]);
  const trafficEnd = Date.now();
  await Promise.race([f.pending, sleep(timing.readyMs)]);
  // the last messages on their way to their receivers' streams
  const applied = () => recorder.messages.filter((m) => m.outcome === "applied" && m.id !== null);
  await waitFor(
    () =>
      applied().every((m) =>
        players
          .find((p) => p.info.uid === m.receiver)
          ?.seen()
          .some((s) => s.id === m.id),
      ),
    timing.settleMs,
  );
  recorder.tally.slow503 = slow503s(recorder.tally, f.slowFrom ?? f.at);
  const checks = [...f.checks, ...((await f.after?.()) ?? [])];
  const { money, chat } = await reconcile(run, recorder, f.at);
  const ledger = await checkLedger(cluster.query);
  const balances = await balanceProblems(run);
  const crashed = cluster.live().filter((n) => !n.instance.alive() && !f.killed?.includes(n.name));
  checks.push({
    name: "instances alive",
    ok: crashed.length === 0,
    detail:
      crashed.length === 0
        ? `${cluster
            .live()
            .filter((n) => n.instance.alive())
            .map((n) => n.name)
            .join(", ")} alive`
        : `${crashed.map((n) => n.name).join(", ")} exited`,
  });
  const lost: Problem[] = [...money.lost, ...chat.lost];
  const result: ScenarioResult = {
    key,
    title,
    seconds: Math.round((Date.now() - started) / 100) / 10,
    tally: recorder.tally,
    lost,
    doubled: [...money.doubled, ...chat.doubled],
    wrong: [...money.wrong, ...chat.wrong],
    recoverSeconds: f.recoverSeconds ?? null,
    exitSeconds: f.exitSeconds ?? [],
    streams: {
      players: players.length,
      readyAgain:
        f.readyAfter === null
          ? null
          : players.filter((p) => p.stream.log.readies.some((r) => r.at > (f.readyAfter ?? 0))).length,
      openAtEnd: players.filter((p) => p.stream.open()).length,
    },
    chatBeforeFault: { sent: chat.sentBeforeFault, received: chat.receivedBeforeFault },
    ledger: {
      ok: ledger.ok && balances.length === 0,
      problems: [...ledger.problems, ...balances],
    },
    checks,
    load: { start: loadStart, end: loadavg() },
    cpuSeconds: cluster.cpu.since(cpuMark),
    proxy: {
      requests: cluster.proxy.stats().requests - proxyBefore.requests,
      resent: cluster.proxy.stats().retried - proxyBefore.retried,
      badGateway: cluster.proxy.stats().badGateway - proxyBefore.badGateway,
    },
    serverLog: serverLog(run, started, trafficEnd),
  };
  run.progress(
    `${title}: ${recorder.tally.requests} requests, ${recorder.tally.acknowledged} acknowledged, ${lost.length} lost, ${result.doubled.length} doubled`,
  );
  return result;
}

/** a. PostgreSQL stopped under traffic, started again: 503 fast meanwhile, ready and moving money within 5 s after. */
export function databaseOutage(run: Run): Promise<ScenarioResult> {
  const { cluster, timing } = run;
  return scenario(run, "outage", `database outage (${timing.outageMs / 1000} s)`, async (recorder) => {
    const instances = cluster.live();
    const at = Date.now();
    run.progress("  pg_ctl stop -m fast");
    await cluster.postgres.stopServer();
    const downAt = Date.now();
    // while it is down: every instance answers a read that needs the database 503 + Retry-After, fast; and lives
    const probes: { status: number | null; ms: number; retryAfter: string | null }[] = [];
    const health: (number | null)[] = [];
    while (Date.now() < downAt + timing.outageMs - 300) {
      for (const n of instances) {
        probes.push(await once(n.instance.base, "/api/player/wallet/getWallet", { token: run.probe.token }));
        health.push((await once(n.instance.base, "/healthz")).status);
      }
      await sleep(400);
    }
    await sleep(Math.max(0, downAt + timing.outageMs - Date.now()));
    run.progress("  pg_ctl start");
    await cluster.postgres.startServer();
    const upAt = Date.now();
    // recovery: both instances ready, then a money move through each
    let recoverSeconds: number | null = null;
    await waitFor(async () => {
      const ready = await Promise.all(instances.map((n) => once(n.instance.base, "/readyz")));
      if (!ready.every((r) => r.status === 200)) return false;
      const moved = await Promise.all(instances.map((n) => probeMove(run, recorder, n)));
      if (!moved.every(Boolean)) return false;
      recoverSeconds = Math.round((Date.now() - upAt) / 100) / 10;
      return true;
    }, 30_000);
    const fast = probes.filter((p) => p.status === 503 && p.retryAfter !== null && p.ms < 1_000).length;
    const statuses = [...new Set(probes.map((p) => p.status ?? "no answer"))].join(", ");
    const slowest = Math.max(0, ...probes.map((p) => p.ms));
    return {
      at,
      slowFrom: downAt,
      readyAfter: upAt,
      recoverSeconds,
      checks: [
        {
          name: "503 + Retry-After within 1 s while down (each instance, straight)",
          ok: probes.length > 0 && fast === probes.length,
          detail: `${fast}/${probes.length} (statuses ${statuses}; slowest ${slowest} ms)`,
        },
        {
          name: "/healthz 200 while down",
          ok: health.length > 0 && health.every((s) => s === 200),
          detail: `${health.filter((s) => s === 200).length}/${health.length}`,
        },
      ],
    };
  });
}

/** b. kill -9 of one instance under traffic; the VIP job and a check-in claim sent to both at that moment. */
export function instanceDeath(run: Run): Promise<ScenarioResult> {
  const { cluster } = run;
  return scenario(run, "kill", "instance death (kill -9)", async (recorder) => {
    const [victim, survivor] = cluster.live();
    if (!victim || !survivor) throw new Error("chaos: two instances are needed");
    // a new day on the instances' (sandbox) clocks: a VIP run is due and the probe player can check in
    await cluster.advanceClocks(24 * 60 * 60);
    const runsBefore = new Set(
      (await rows(run, "select run_key from scheduled_runs where job = 'vip_upgrade'")).map((r) => String(r.run_key)),
    );
    const claimKeys = [newKey(`${run.runId}k`), newKey(`${run.runId}k`)];
    const claims: MoveRecord[] = claimKeys.map((key) => ({
      kind: "check_in",
      player: run.probe.id,
      key,
      outcome: "unknown",
    }));
    recorder.moves.push(...claims);
    /** Straight at the instance; when it is gone, the same request again through the proxy (a client's retry). */
    const race = async (n: Named, path: string, body: unknown, token?: string) => {
      const first = await once(n.instance.base, path, { method: "POST", body, token });
      if (first.status !== null && first.status !== 503) return { status: first.status, said: String(first.status) };
      const again = await run.client.send({ op: "race retry", method: "POST", path, body, token });
      return { status: again.status, said: `${first.status ?? "no answer"}, then ${again.status} through the proxy` };
    };
    const claim = (n: Named, i: number) =>
      race(n, "/api/player/checkin/claim", { idempotency_key: claimKeys[i] }, run.probe.token).then((answer) => {
        const record = claims[i];
        const { status } = answer;
        if (record && status !== null) {
          record.outcome = status >= 200 && status < 300 ? "applied" : status === 409 ? "refused" : record.outcome;
        }
        return answer;
      });
    // in the middle of money moves: once the proxy has one waiting for an answer from the victim (at most 2 s);
    // then the job and the claims go to both instances, and the kill follows within a few milliseconds
    const midMove = await waitFor(() => cluster.proxy.inFlight(victim.name) > 0, 2_000, 2);
    const racing = Promise.all([
      race(victim, "/api/sandbox/jobs/vip", {}),
      race(survivor, "/api/sandbox/jobs/vip", {}),
      claim(victim, 0),
      claim(survivor, 1),
    ]);
    await sleep(Math.floor(Math.random() * 10));
    const inFlight = cluster.proxy.inFlight(victim.name);
    const at = Date.now();
    run.progress(`  kill -9 ${victim.name}`);
    victim.instance.kill("SIGKILL");
    // as a supervisor does: a new instance starts at once (the proxy takes it in once it is ready)
    const replacement = startReplacement(run, victim);
    const statuses = await racing;
    return {
      at,
      readyAfter: null,
      killed: [victim.name],
      pending: replacement,
      checks: [
        {
          name: "killed in the middle of money moves",
          ok: midMove,
          detail: midMove ? `${inFlight} in flight through the proxy at the kill` : "none in flight within 2 s",
        },
        {
          name: "the job and the claims answered",
          ok: statuses.every((s) => s.status !== null),
          detail: `VIP at ${victim.name} ${statuses[0]?.said}, at ${survivor.name} ${statuses[1]?.said}; check-in at ${victim.name} ${statuses[2]?.said}, at ${survivor.name} ${statuses[3]?.said}`,
        },
      ],
      after: async () => {
        const runsAfter = (await rows(run, "select run_key from scheduled_runs where job = 'vip_upgrade'")).map((r) =>
          String(r.run_key),
        );
        const added = runsAfter.filter((k) => !runsBefore.has(k));
        const twice = await rows(
          run,
          "select player_id, run_key, count(*)::int as n from vip_upgrades group by 1, 2 having count(*) > 1",
        );
        const [checkIns] = await rows(
          run,
          "select count(*)::int as n from check_ins where player_id = $1 and idempotency_key = any($2::text[])",
          [run.probe.id, claimKeys],
        );
        return [
          {
            name: "VIP job ran once (one scheduled_runs row per run key, no upgrade twice)",
            ok: added.length >= 1 && twice.length === 0,
            detail: `new run keys: ${added.join(", ") || "none"}; players upgraded twice: ${twice.length}`,
          },
          {
            name: "one check-in for the day (two claims at once on two instances)",
            ok: Number(checkIns?.n) === 1,
            detail: `${checkIns?.n ?? 0} check-in rows`,
          },
        ];
      },
    };
  });
}

/** A replacement's name: A → A2 → A3. */
export function nextName(name: string, taken: string[]): string {
  const base = name.replace(/\d+$/, "");
  let n = 2;
  while (taken.includes(`${base}${n}`)) n++;
  return `${base}${n}`;
}

/** Starts a new instance in `old`'s place (added to the proxy at once) and waits until the proxy sees it ready. */
export async function startReplacement(
  run: Run,
  old: Named,
): Promise<{ named: Named; ready: boolean; seconds: number }> {
  const t0 = Date.now();
  const named = await run.cluster.startNamed(
    nextName(
      old.name,
      run.cluster.all().map((n) => n.name),
    ),
  );
  const ready = await waitFor(() => run.cluster.proxy.isReady(named.name), run.timing.readyMs);
  return { named, ready, seconds: Math.round((Date.now() - t0) / 100) / 10 };
}

/**
 * Between scenarios: the dead instances leave the proxy, two live instances again (a replacement started when
 * one is missing), all of them ready, and every player's stream open.
 */
export async function restore(run: Run): Promise<void> {
  const { cluster } = run;
  for (const dead of cluster.live().filter((n) => !n.instance.alive())) cluster.retire(dead.name);
  const last = cluster.all().at(-1);
  while (cluster.live().length < 2 && last) {
    run.progress("starting a second instance…");
    await startReplacement(run, last);
  }
  const ready = await waitFor(() => cluster.live().every((n) => cluster.proxy.isReady(n.name)), run.timing.readyMs);
  if (!ready) run.progress(`not every instance is ready after ${run.timing.readyMs / 1000} s; going on`);
  await waitFor(() => run.players.every((p) => p.stream.open()), 15_000);
}

/** c. Rolling restart under traffic: SIGTERM, exit timed, a replacement ready; then the other instance. */
export function rollingRestart(run: Run): Promise<ScenarioResult> {
  const { cluster } = run;
  return scenario(run, "restart", "rolling restart (SIGTERM)", async () => {
    const at = Date.now();
    const exitSeconds: ScenarioResult["exitSeconds"] = [];
    const checks: Check[] = [];
    for (const old of cluster.live()) {
      run.progress(`  SIGTERM ${old.name}, and its replacement starts`);
      const t0 = Date.now();
      old.instance.kill("SIGTERM");
      // as a rolling deploy does: the new instance starts while the old one drains
      const replacement = startReplacement(run, old);
      const exit = await Promise.race([old.instance.exited, sleep(15_000).then(() => null)]);
      if (!exit) {
        old.instance.kill("SIGKILL");
        await old.instance.exited;
      }
      cluster.retire(old.name);
      exitSeconds.push({ name: old.name, seconds: exit ? Math.round((exit.at - t0) / 100) / 10 : null });
      if (exit) {
        checks.push({
          name: `${old.name} exited cleanly`,
          ok: exit.code === 0,
          detail: `code ${exit.code}${exit.signal ? `, signal ${exit.signal}` : ""}`,
        });
      }
      const { named, ready, seconds } = await replacement;
      checks.push({
        name: `${named.name} replaced ${old.name} and is ready`,
        ok: ready,
        detail: ready ? `ready ${seconds} s after the start` : `not ready after ${run.timing.readyMs / 1000} s`,
      });
    }
    return { at, readyAfter: at, exitSeconds, checks };
  });
}
