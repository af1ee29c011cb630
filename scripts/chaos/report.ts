/**
 * The chaos run's result, pure: each scenario's figures, what must hold (`failures`), and the Markdown table
 * (one row per scenario) with the machine's load and the CPU each process spent.
 */
import type { Problem, Tally } from "./accounting.ts";

export type ScenarioResult = {
  key: "outage" | "kill" | "restart";
  title: string;
  /** Seconds the scenario took, traffic and checks included. */
  seconds: number;
  tally: Tally;
  lost: Problem[];
  doubled: Problem[];
  /** Refused by a rule, yet stored. */
  wrong: Problem[];
  /** Seconds from PostgreSQL accepting connections until both instances were ready and a money move succeeded. */
  recoverSeconds: number | null;
  /** Seconds each instance took to exit after SIGTERM (null: it had to be killed). */
  exitSeconds: { name: string; seconds: number | null }[];
  streams: {
    players: number;
    /** Streams that heard `ready` again after the fault (the outage, the restart); null when not asked for. */
    readyAgain: number | null;
    /** Open (past their `ready`) when the scenario ended. */
    openAtEnd: number;
  };
  /** Messages acknowledged before the fault, and how many of them their receiver has (exactly once, merged by id). */
  chatBeforeFault: { sent: number; received: number };
  ledger: { ok: boolean; problems: string[] };
  /** Other checks of the scenario (probes during the outage, the jobs run once, processes alive …). */
  checks: { name: string; ok: boolean; detail: string }[];
  load: { start: number[]; end: number[] };
  /** CPU seconds spent during the scenario: postgres and each instance by name. */
  cpuSeconds: Record<string, number>;
  /** What the proxy did: requests, those resent to another instance (refused or reset before an answer), 502s. */
  proxy: { requests: number; resent: number; badGateway: number };
  /** Warnings and errors the instances wrote during the scenario (a few). */
  serverLog: string[];
};

export const limits = { recoverSeconds: 5, exitSeconds: 10 };

/** Everything that makes a scenario fail, one line each (empty: it passed). */
export function failures(r: ScenarioResult): string[] {
  const out: string[] = [];
  const t = r.tally;
  if (r.lost.length > 0) out.push(`${r.lost.length} lost`);
  if (r.doubled.length > 0) out.push(`${r.doubled.length} doubled`);
  if (r.wrong.length > 0) out.push(`${r.wrong.length} refused yet stored`);
  if (t.hung > 0) out.push(`${t.hung} hung (no answer in 5 s)`);
  if (t.slow503 > 0) out.push(`${t.slow503} 503s slower than 1 s`);
  if (t.serverErrors > 0) out.push(`${t.serverErrors} answers 500`);
  if (t.dropped > 0) out.push(`${t.dropped} dropped (no answer after the retries)`);
  if (t.unexpected > 0) out.push(`${t.unexpected} unexpected 4xx`);
  if (!r.ledger.ok) out.push("ledger invariant FAILED");
  if (r.key === "outage" && (r.recoverSeconds === null || r.recoverSeconds > limits.recoverSeconds)) {
    out.push(
      r.recoverSeconds === null
        ? "did not recover"
        : `recovered in ${r.recoverSeconds} s (more than ${limits.recoverSeconds} s)`,
    );
  }
  for (const e of r.exitSeconds) {
    if (e.seconds === null || e.seconds > limits.exitSeconds) {
      out.push(`${e.name} exited ${e.seconds === null ? "only when killed" : `in ${e.seconds} s`} after SIGTERM`);
    }
  }
  if (r.streams.readyAgain !== null && r.streams.readyAgain < r.streams.players) {
    out.push(`${r.streams.players - r.streams.readyAgain} event streams did not get ready again`);
  }
  if (r.streams.openAtEnd < r.streams.players) {
    out.push(`${r.streams.players - r.streams.openAtEnd} event streams closed at the end`);
  }
  for (const c of r.checks) if (!c.ok) out.push(`${c.name}: ${c.detail}`);
  return out;
}

const fixed = (n: number, digits = 1) => n.toFixed(digits);
const load = (values: number[]) => values.map((v) => fixed(v, 2)).join(" ");

/** One row's cells, in the order of `columns`. */
export function row(r: ScenarioResult): string[] {
  const t = r.tally;
  const exit = r.exitSeconds.map((e) => `${e.name} ${e.seconds === null ? "killed" : fixed(e.seconds)}`).join(", ");
  const cpu = Object.entries(r.cpuSeconds)
    .map(([role, s]) => `${role} ${fixed(s)}`)
    .join(", ");
  const slow = `${t.slow503}/${t.hung}`;
  const streams =
    r.streams.readyAgain === null
      ? `${r.streams.openAtEnd}/${r.streams.players} open`
      : `${r.streams.readyAgain}/${r.streams.players} ready again`;
  return [
    r.title,
    `${t.requests} (${t.attempts} attempts)`,
    String(t.acknowledged),
    String(t.failedFast),
    slow,
    String(t.serverErrors),
    String(t.dropped),
    String(r.lost.length),
    String(r.doubled.length),
    r.recoverSeconds === null ? (r.key === "outage" ? "none" : "–") : fixed(r.recoverSeconds),
    exit || "–",
    streams,
    r.ledger.ok ? "ok" : "FAILED",
    `${load(r.load.start)} → ${load(r.load.end)}`,
    cpu,
    failures(r).length === 0 ? "PASS" : "FAIL",
  ];
}

export const columns = [
  "scenario",
  "requests sent",
  "acknowledged",
  "failed fast (503)",
  "slow/hung",
  "500s",
  "dropped",
  "lost",
  "doubled",
  "time to recover (s)",
  "exit time (s)",
  "event streams",
  "ledger invariant",
  "load avg 1/5/15 start → end",
  "CPU s (PostgreSQL, API instances)",
  "result",
];

export type RunReport = {
  date: string;
  mode: "full" | "short";
  seconds: number;
  machine: { cores: number; cpu: string; node: string; postgres: string };
  players: string[];
  requestMix: Record<string, number>;
  scenarios: ScenarioResult[];
  /** A failure of the run itself (setup, a crash of the harness): the run fails. */
  error: string | null;
};

const escapeCell = (cell: string) => cell.replaceAll("|", "\\|");

export function markdown(report: RunReport): string {
  const lines: string[] = [];
  lines.push(`# Chaos run (${report.mode}), ${report.date}`, "");
  lines.push(
    `${report.machine.cores} cores (${report.machine.cpu}), Node ${report.machine.node}, PostgreSQL ${report.machine.postgres}; ` +
      `two API instances behind a round-robin proxy; ${report.players.length} virtual players (${report.players.join(", ")}); ` +
      `${fixed(report.seconds, 0)} s in all.`,
    "",
  );
  lines.push(`| ${columns.join(" | ")} |`, `| ${columns.map(() => "---").join(" | ")} |`);
  for (const r of report.scenarios) lines.push(`| ${row(r).map(escapeCell).join(" | ")} |`);
  lines.push("");
  lines.push(
    "Requests are logical (a request and its retries with the same idempotency key or client id are one); " +
      "acknowledged = answered 2xx, or refused by a business rule; failed fast = attempts answered 503 within 1 s; " +
      "slow/hung = 503s after 1 s to requests sent once the fault was there (the database down) / no answer within 5 s; dropped = no answer after the client's retries; " +
      "lost = acknowledged but not in the database (or a message its receiver never got); doubled = applied more than once.",
    "",
  );
  const mix = Object.entries(report.requestMix)
    .map(([op, n]) => `${op} ${n}`)
    .join(", ");
  lines.push(`Request mix (all scenarios): ${mix}.`, "");
  for (const r of report.scenarios) {
    const problems = failures(r);
    lines.push(`## ${r.title}: ${problems.length === 0 ? "PASS" : "FAIL"}`, "");
    for (const p of problems) lines.push(`- ${p}`);
    for (const c of r.checks) lines.push(`- ${c.ok ? "ok" : "FAILED"}: ${c.name}: ${c.detail}`);
    lines.push(
      `- chat acknowledged before the fault: ${r.chatBeforeFault.received}/${r.chatBeforeFault.sent} reached their receiver`,
    );
    const t = r.tally;
    lines.push(
      `- proxy: ${r.proxy.requests} requests, ${r.proxy.resent} resent to another instance, ${r.proxy.badGateway} answered 502`,
    );
    lines.push(
      `- attempts: ${t.attempts}; refused by a rule: ${t.refused}; proxy 502: ${t.proxy502}; network errors: ${t.networkErrors}; answers after 3 s (not a failure): ${t.slowAnswers}; ` +
        `503s after 1 s sent before the fault (in flight when it began, not a failure): ${t.late503.length - t.slow503}`,
    );
    for (const p of [...r.lost, ...r.doubled, ...r.wrong].slice(0, 10)) lines.push(`- ${p.what}: ${p.detail}`);
    for (const s of t.samples) lines.push(`- seen: ${s}`);
    for (const p of r.ledger.problems.slice(0, 10)) lines.push(`- ledger: ${p}`);
    if (r.serverLog.length > 0) {
      lines.push("", "Server log (warnings and errors):", "", "```");
      for (const l of r.serverLog) lines.push(l.slice(0, 300));
      lines.push("```");
    }
    lines.push("");
  }
  if (report.error) lines.push(`## The run failed`, "", "```", report.error, "```", "");
  return lines.join("\n");
}

/** The run passes when every scenario passed and nothing broke the run itself. */
export function passed(report: RunReport): boolean {
  return (
    report.error === null && report.scenarios.length === 3 && report.scenarios.every((r) => failures(r).length === 0)
  );
}
