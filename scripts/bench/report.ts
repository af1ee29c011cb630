/** The bench's Markdown report from its figures (bench.json holds the same figures in full). */
import type { Size } from "../build-manifest.ts";
import type { EndpointFigures } from "./api.ts";
import type { LighthouseResult, ReceivedJs } from "./browser.ts";

export type TargetResult = { name: string; database: string; instances: number; endpoints: EndpointFigures[] };
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
  checks: Check[];
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const row = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
const table = (head: string[], rows: (string | number)[][]) =>
  [row(head), row(head.map(() => "---")), ...rows.map(row)].join("\n");
const ms = (value: number | null) => (value === null ? "none answered" : `${value} ms`);

/** The targets, PASS or FAIL, from the figures (PostgreSQL ones only when it ran). */
export function checks(targets: TargetResult[]): Check[] {
  const reads = (t: TargetResult) => t.endpoints.filter((e) => e.mixed !== null);
  const total = (t: TargetResult) => reads(t).reduce((sum, e) => sum + e.max.perSecond, 0);
  const one = targets.find((t) => t.database === "postgres" && t.instances === 1);
  const two = targets.find((t) => t.database === "postgres" && t.instances === 2);
  const result: Check[] = [];
  if (one && two) {
    const scale = total(one) > 0 ? total(two) / total(one) : 0;
    const each = reads(two)
      .map((e) => {
        const single = one.endpoints.find((o) => o.path === e.path)?.max.perSecond ?? 0;
        return `${e.name} ${single > 0 ? (e.max.perSecond / single).toFixed(2) : "?"}×`;
      })
      .join(", ");
    result.push({
      name: "PostgreSQL, 2 instances / 1 instance (sum of the four reads' req/s)",
      target: "≥ 1.6×",
      measured: `${scale.toFixed(2)}× (${each})`,
      pass: scale >= 1.6,
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
      "CPU ms per request is the CPU spent during the max load over the answers received; it is sound when answers " +
      "far outnumber the 50 requests in flight (not for the transfer on a slow machine).",
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
  }
  if ("skipped" in f.postgres) out.push("", `PostgreSQL: skipped (${f.postgres.skipped}).`);
  else out.push("", `PostgreSQL ${f.postgres.version} (Debian's), a temporary cluster started by the bench.`);
  out.push("", "## Targets (issue 16)", "");
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
  return `${out.join("\n")}\n`;
}
