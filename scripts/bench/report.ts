/** The bench's Markdown report from its figures (bench.json holds the same figures in full). */
import type { Size } from "../build-manifest.ts";
import type { EndpointFigures } from "./api.ts";
import type { LighthouseResult, ReceivedJs } from "./browser.ts";
import type { CallFigures } from "./calls.ts";
import { type CallCosts, type CallId, type Capacity, callNames, capacity, missingCalls } from "./capacity.ts";
import type { Correctness } from "./correctness.ts";

export type TargetResult = {
  name: string;
  database: string;
  instances: number;
  endpoints: EndpointFigures[];
  /** The capacity model's other calls (calls.ts), on PostgreSQL targets. */
  calls: CallFigures[];
};
export type Check = { name: string; target: string; measured: string; pass: boolean };
export type BenchFigures = {
  date: string;
  machine: {
    cores: number;
    cpu: string;
    memoryGb: number;
    node: string;
    platform: string;
    loadAverage: number[];
    loadAverageEnd: number[];
  };
  settings: { seconds: number; connections: number; steadyRate: number; writeRate: number; lighthouseRuns: number };
  sizes: {
    html: Size;
    firstScreen: { js: Size; css: Size; jsFiles: number };
    home: { js: Size; css: Size; jsFiles: number };
    largestLazyChunk: { file: string; gzip: number; brotli: number };
  };
  coldLoginJs: ReceivedJs | null;
  lighthouse: LighthouseResult[];
  targets: TargetResult[];
  postgres: { version: string } | { skipped: string };
  /** The capacity model from the PostgreSQL one-instance target's CPU per request (capacity.ts). */
  capacity: Capacity | { skipped: string };
  /** What the two-instance load left in the database (correctness.ts); null when it did not run. */
  correctness: Correctness | null;
  checks: Check[];
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const row = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
const table = (head: string[], rows: (string | number)[][]) =>
  [row(head), row(head.map(() => "---")), ...rows.map(row)].join("\n");
const ms = (value: number | null) => (value === null ? "none answered" : `${value} ms`);

/** The CPU ms per request of every call a target measured (api.ts's endpoints and calls.ts's calls). */
export function costsOf(target: TargetResult): CallCosts {
  const costs: CallCosts = {};
  for (const e of target.endpoints) costs[e.call] = { api: e.cpuMs.api, db: e.cpuMs.db };
  for (const c of target.calls) costs[c.call] = { api: c.cpuMs.api, db: c.cpuMs.db };
  return costs;
}

/** The capacity model from the PostgreSQL one-instance target, where each call had the process to itself. */
export function capacityOf(targets: TargetResult[]): Capacity | { skipped: string } {
  const one = targets.find((t) => t.database === "postgres" && t.instances === 1);
  if (!one) return { skipped: "PostgreSQL with one instance was not measured" };
  const costs = costsOf(one);
  const missing = missingCalls(costs);
  if (missing.length > 0) return { skipped: `no CPU figure for ${missing.map((m) => callNames[m]).join(", ")}` };
  return capacity(costs, one.name);
}

/**
 * What went wrong across two instances, in words (none: correct): the ledger, a move acknowledged but not in the
 * database (lost) or in it more often than it was sent (doubled), keys or entries twice, the same-key probe.
 */
export function correctnessProblems(c: Correctness): string[] {
  const problems = [...c.ledger.problems.map((p) => `ledger: ${p}`), ...c.duplicates];
  if (!c.ledger.ok && c.ledger.problems.length === 0) problems.push("ledger: not ok");
  for (const m of c.moves) {
    if (m.applied < m.acknowledged)
      problems.push(`${m.name}: ${m.acknowledged - m.applied} acknowledged but not applied`);
    if (m.applied > m.acknowledged + m.unanswered) {
      problems.push(`${m.name}: ${m.applied - m.acknowledged - m.unanswered} applied beyond what was sent`);
    }
  }
  if (c.probe.appliedOnce !== c.probe.keys) {
    problems.push(
      `same key on both instances: ${c.probe.keys - c.probe.appliedOnce} of ${c.probe.keys} not applied exactly once`,
    );
  }
  if (c.probe.sameAnswer !== c.probe.keys) {
    problems.push(
      `same key on both instances: ${c.probe.keys - c.probe.sameAnswer} of ${c.probe.keys} answered differently`,
    );
  }
  return problems;
}

/** The issue's targets, PASS or FAIL, from the figures (PostgreSQL ones only when it ran). */
export function checks(targets: TargetResult[], correctness: Correctness | null): Check[] {
  const reads = (t: TargetResult) => t.endpoints.filter((e) => e.mixed !== null);
  const two = targets.find((t) => t.database === "postgres" && t.instances === 2);
  const result: Check[] = [];
  if (two) {
    const problems = correctness ? correctnessProblems(correctness) : ["not checked"];
    const moved =
      correctness?.moves.map((m) => `${m.name} ${m.applied} applied of ${m.acknowledged} acknowledged`) ?? [];
    result.push({
      name: "PostgreSQL, 2 instances: correct (ledger, no move lost or doubled, one key applied once)",
      target: "no problem",
      measured:
        problems.length === 0
          ? `correct: ledger ok; ${moved.join("; ")}; ${correctness?.probe.keys ?? 0} keys sent to both instances at once, each applied once`
          : problems.slice(0, 5).join("; "),
      pass: problems.length === 0,
    });
  }
  for (const t of targets.filter((t) => t.database === "postgres")) {
    const worst = reads(t).reduce((low, e) => Math.min(low, e.mixed?.ratio ?? 0), Number.POSITIVE_INFINITY);
    result.push({
      name: `${t.name}: reads with writes mixed in / read-only (worst read)`,
      target: "> 50 %",
      measured: `${Math.round(worst * 100)} %`,
      pass: worst > 0.5,
    });
  }
  for (const t of targets) {
    const worst = reads(t).reduce((high, e) => Math.max(high, e.steady.p99 ?? Number.POSITIVE_INFINITY), 0);
    result.push({
      name: `${t.name}: reads' p99 at a steady 200 req/s (worst read)`,
      target: "< 50 ms",
      measured: ms(worst),
      pass: worst < 50,
    });
  }
  return result;
}

export function markdown(f: BenchFigures): string {
  const out: string[] = [];
  out.push(`# npm run bench — ${f.date}`);
  out.push("");
  out.push(
    `Machine: ${f.machine.cores} cores (${f.machine.cpu}), ${f.machine.memoryGb} GB, Node ${f.machine.node}, ${f.machine.platform}; ` +
      `load average (1/5/15 min) ${f.machine.loadAverage.map((l) => l.toFixed(2)).join(" / ")} at the start, ${f.machine.loadAverageEnd.map((l) => l.toFixed(2)).join(" / ")} at the end. ` +
      `Each load ran ${f.settings.seconds} s (BENCH_SECONDS), ${f.settings.connections} connections; steady ${f.settings.steadyRate} req/s; ` +
      `writes mixed in at ${f.settings.writeRate}/s. The load generator runs on the same machine: figures are relative, and noisy on a shared machine. ` +
      "CPU ms per request is the CPU spent during the max load over the answers received; the max load is a fixed number " +
      "of requests (about BENCH_SECONDS' worth at its warm-up's rate) and ends when the last is answered, so none is " +
      "left half done and the figure does not depend on how busy the machine is.",
  );
  out.push("", "## Sizes (from the build's manifest)", "");
  const s = f.sizes;
  out.push(
    table(
      ["What", "JS gzip", "JS Brotli", "CSS gzip", "CSS Brotli", "JS files"],
      (
        [
          ["First screen (/login, cold)", s.firstScreen],
          ["/home (signed in)", s.home],
        ] as const
      ).map(([label, { js, css, jsFiles }]) => [
        label,
        kb(js.gzip),
        kb(js.brotli),
        kb(css.gzip),
        kb(css.brotli),
        jsFiles,
      ]),
    ),
  );
  out.push(
    "",
    `index.html: ${kb(s.html.gzip)} gzip, ${kb(s.html.brotli)} Brotli. Largest lazy chunk: ${s.largestLazyChunk.file}, ${kb(s.largestLazyChunk.gzip)} gzip (${kb(s.largestLazyChunk.brotli)} Brotli).`,
  );
  if (f.coldLoginJs) {
    const top = f.coldLoginJs.files
      .slice(0, 8)
      .map((file) => `${file.url.replace(/^\/assets\//, "")} ${kb(file.bytes)}`)
      .join(", ");
    out.push(
      "",
      `Chromium, cold /login: ${kb(f.coldLoginJs.total)} of JavaScript received (compressed, as served) in ${f.coldLoginJs.files.length} files before the screen is idle; largest: ${top}.`,
    );
  }
  if (f.lighthouse.length > 0) {
    out.push("", `## Lighthouse (mobile, default throttling), median of ${f.settings.lighthouseRuns} runs`, "");
    out.push(
      table(
        [
          "Page",
          "Performance",
          "Accessibility",
          "Best practices",
          "LCP",
          "FCP",
          "TBT",
          "CLS",
          "Scripts",
          "JS transferred",
        ],
        f.lighthouse.map((l) => [
          l.path,
          l.median.performance,
          l.median.accessibility,
          l.median.bestPractices,
          ms(l.median.lcpMs),
          ms(l.median.fcpMs),
          ms(l.median.tbtMs),
          l.median.cls,
          l.median.scriptRequests,
          kb(l.median.jsTransferred),
        ]),
      ),
    );
    for (const l of f.lighthouse) {
      out.push("", `${l.path}, each run (scripts before first input; JS transferred includes response headers):`, "");
      out.push(
        table(
          ["Run", "Performance", "LCP", "JS transferred", "Script requests"],
          l.runs.map((run, i) => [i + 1, run.performance, ms(run.lcpMs), kb(run.jsTransferred), run.scriptRequests]),
        ),
      );
    }
  }
  for (const t of f.targets) {
    out.push("", `## API: ${t.name}`, "");
    out.push(
      table(
        [
          "Call",
          "Max req/s (p50 / p99)",
          "p99 at 200/s",
          "With writes: reads/s (writes/s)",
          "Mixed / alone",
          "Driver-direct q/s (p99)",
          "API / driver",
          "CPU ms per request: API / DB / load",
          "non-2xx / errors",
        ],
        t.endpoints.map((e) => [
          e.name,
          `${e.max.perSecond} (${e.max.p50 ?? "?"} / ${ms(e.max.p99)})`,
          ms(e.steady.p99),
          e.mixed ? `${e.mixed.reads.perSecond} (${e.mixed.writes.perSecond})` : "—",
          e.mixed ? `${Math.round(e.mixed.ratio * 100)} %` : "—",
          `${e.driver.perSecond} (${e.driver.p99} ms)`,
          `${Math.round(e.apiOverDriver * 100)} %`,
          `${e.cpuMs.api} / ${t.database === "pglite" ? "(in API)" : e.cpuMs.db} / ${e.cpuMs.load}`,
          `${e.max.non2xx + e.steady.non2xx + (e.mixed ? e.mixed.reads.non2xx + e.mixed.writes.non2xx : 0)} / ${e.max.errors + e.steady.errors + (e.mixed ? e.mixed.reads.errors + e.mixed.writes.errors : 0) + e.driver.errors}`,
        ]),
      ),
    );
    if (t.calls.length > 0) {
      out.push("", `The capacity model's other calls on ${t.name} (scripts/bench/calls.ts):`, "");
      out.push(
        table(
          ["Call", "How", "Answers/s", "Answered (non-2xx / errors)", "CPU ms per request: API / DB / load"],
          t.calls.map((c) => [
            c.name,
            c.how,
            c.load.perSecond,
            `${c.load.completed} (${c.load.non2xx} / ${c.load.errors})`,
            `${c.cpuMs.api} / ${c.cpuMs.db} / ${c.cpuMs.load}`,
          ]),
        ),
      );
    }
  }
  if ("skipped" in f.postgres) out.push("", `PostgreSQL: skipped (${f.postgres.skipped}).`);
  else out.push("", `PostgreSQL ${f.postgres.version} (Debian's), a temporary cluster started by the bench.`);
  out.push("", "## Targets (issues 16 and 30)", "");
  out.push(
    table(
      ["Check", "Target", "Measured", ""],
      f.checks.map((c) => [c.name, c.target, c.measured, c.pass ? "PASS" : "FAIL"]),
    ),
  );
  for (const t of f.targets) {
    const reads = t.endpoints.filter((e) => e.mixed !== null);
    if (reads.length === 0) continue;
    const mean = (key: "api" | "db" | "load") => reads.reduce((sum, e) => sum + e.cpuMs[key], 0) / reads.length;
    const total = mean("api") + mean("db") + mean("load");
    if (total <= 0) continue;
    out.push(
      "",
      `${t.name}: a read costs ${total.toFixed(2)} ms of CPU on average (API ${mean("api").toFixed(2)}, database ` +
        `${mean("db").toFixed(2)}, load generator ${mean("load").toFixed(2)}), so ${f.machine.cores} cores, if nothing else ran, ` +
        `would answer at most about ${Math.round((f.machine.cores * 1000) / total)} reads/s whatever the number of API instances.`,
    );
  }
  out.push(...correctnessSection(f), ...capacitySection(f));
  return `${out.join("\n")}\n`;
}

/** Sum of the four reads' req/s, two instances over one (measured and printed, no longer a target). */
function twoOverOne(targets: TargetResult[]): string | null {
  const total = (t: TargetResult) =>
    t.endpoints.filter((e) => e.mixed !== null).reduce((sum, e) => sum + e.max.perSecond, 0);
  const one = targets.find((t) => t.database === "postgres" && t.instances === 1);
  const two = targets.find((t) => t.database === "postgres" && t.instances === 2);
  if (!one || !two || total(one) === 0) return null;
  return `${(total(two) / total(one)).toFixed(2)}×`;
}

function correctnessSection(f: BenchFigures): string[] {
  const c = f.correctness;
  if (!c) return [];
  const out = ["", "## Two instances: correctness", ""];
  const ratio = twoOverOne(f.targets);
  if (ratio) {
    out.push(
      `Throughput, two instances over one (sum of the four reads' max req/s): ${ratio}. Not a target: on ${f.machine.cores} cores ` +
        "one instance with PostgreSQL and the load generator already fills the machine; the capacity model below sizes " +
        "instances from CPU per request instead. What two instances must be is correct:",
      "",
    );
  }
  out.push(
    table(
      [
        "Writes during the two-instance load",
        "Sent",
        "Acknowledged (2xx)",
        "No answer (timed out, or cut off at a load's end)",
        "In the database",
      ],
      c.moves.map((m) => [m.name, m.sent, m.acknowledged, m.unanswered, m.applied]),
    ),
  );
  const statuses = Object.entries(c.probe.statuses)
    .map(([status, n]) => `${n}× ${status === "0" ? "no answer" : status}`)
    .join(", ");
  out.push(
    "",
    `Same idempotency key sent to both instances at the same moment, ${c.probe.keys} times: ${c.probe.appliedOnce} applied exactly once, ` +
      `${c.probe.sameAnswer} with both answers naming the same transaction (answers: ${statuses}` +
      `${c.probe.firstRefusal ? `; the first refusal: ${c.probe.firstRefusal}` : ""}).`,
    `Ledger (balances = entries per wallet, nothing negative, held = pending withdrawals): ${c.ledger.ok ? "ok" : `${c.ledger.problems.length} problems`}.` +
      ` Keys applied twice, entries written twice, transfers whose legs do not cancel: ${c.duplicates.length === 0 ? "none" : c.duplicates.join("; ")}.`,
  );
  for (const problem of c.ledger.problems.slice(0, 10)) out.push(`- ${problem}`);
  return out;
}

const int = (value: number) => Math.round(value).toLocaleString("en-US");
const cpuMs = (value: number) => value.toFixed(value < 1 ? 3 : 2);
const rate = (value: number) => (Number.isFinite(value) ? int(value) : "∞");
const percent = (value: number) => `${Math.round(value * 100)} %`;

function capacitySection(f: BenchFigures): string[] {
  const c = f.capacity;
  const out = ["", "## Capacity", ""];
  if ("skipped" in c) return [...out, `Not worked out: ${c.skipped}.`];
  /** The load a call's CPU figure came from (api.ts's max load, or calls.ts's). */
  const loadOf = (call: CallId) => {
    const source = f.targets.find((t) => t.name === c.source);
    return source?.endpoints.find((e) => e.call === call)?.max ?? source?.calls.find((x) => x.call === call)?.load;
  };
  out.push(
    `CPU per request measured on ${c.source} (scripts/bench/capacity.ts has the model): the CPU seconds the API process and ` +
      "the PostgreSQL process tree spent during each call's load, over the answers. It does not depend on how busy the " +
      "machine was; requests/s per core = 1000 / CPU ms. One API instance is one core (one event loop).",
    "",
  );
  out.push(
    table(
      ["Call", "API CPU ms", "PG CPU ms", "req/s per API core", "req/s per PG core"],
      [
        ...c.calls.map((call) => {
          const load = loadOf(call.call);
          const refused =
            load && load.non2xx + load.errors > 0
              ? ` (${load.non2xx + load.errors} of ${load.completed + load.errors} not 2xx)`
              : "";
          return [
            `${call.name}${refused}`,
            cpuMs(call.api),
            cpuMs(call.db),
            rate(call.perApiCore),
            rate(call.perDbCore),
          ];
        }),
        [
          `**the mix** (average of ${c.mix.requestsPerDay.toFixed(1)} requests a player a day)`,
          cpuMs(c.mix.api),
          cpuMs(c.mix.db),
          rate(c.mix.perApiCore),
          rate(c.mix.perDbCore),
        ],
      ],
    ),
  );
  const m = c.model;
  out.push(
    "",
    `Daily players → the busiest hour: ${percent(m.peakHourShare)} of a day's requests (${(m.peakHourShare * 24).toFixed(1)}× an average hour); ` +
      `cores planned at ${percent(m.utilisation)} busy at that peak; at least ${m.minInstances} API instances; ` +
      `each instance holds ${m.connectionsPerInstance} PostgreSQL connections (pool of 10 and LISTEN).`,
    "",
  );
  out.push(
    table(
      [
        "Daily players",
        "Peak req/s",
        "API cores busy",
        "API instances",
        "PG cores busy",
        "PG cores",
        "Open event streams",
        "PG connections",
      ],
      c.players.map((row) => [
        int(row.dailyPlayers),
        int(row.peakPerSecond),
        row.apiCoresBusy.toFixed(1),
        row.apiInstances,
        row.dbCoresBusy.toFixed(1),
        row.dbCores,
        int(row.openStreams),
        int(row.dbConnections),
      ]),
    ),
  );
  const d = c.playerDay;
  out.push(
    "",
    `The mix: a daily player opens the app ${d.visits} times a day for ${d.minutesPerVisit} minutes (the event stream open all that time), ` +
      `plays ${d.gamesPerVisit} games a visit for ${d.minutesPerGame} minutes each (a transfer in, a launch, a play heartbeat a minute, ` +
      `a transfer back), signs in ${d.signIns} times a day, and a day holds ${d.walletVisits} wallet visit, ${d.transactionListVisits} ` +
      `transaction-list visits, ${d.friendTransfers} transfers to a friend, ${d.chatSends} chat messages, ${d.deposits} deposits and ` +
      `${d.withdrawals} withdrawals. Per player per day:`,
    "",
  );
  out.push(
    table(
      ["Request", "Per day", "Costed as", "Why"],
      c.entries.map((e) => [e.request, Number(e.perDay.toFixed(2)), callNames[e.call], e.why]),
    ),
  );
  out.push(
    "",
    "Not in the model: a chat message to the room is written to every open stream of the tenant (its cost grows with the " +
      "players online, and is not counted); PostgreSQL's disk and memory (the figures are CPU only); past about 100 " +
      "connections (max_connections) the instances need a pooler such as PgBouncer in front of PostgreSQL.",
  );
  return out;
}
