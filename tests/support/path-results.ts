import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { type PathResults, type PathRun, parsePathResults } from "../../src/visualiser/path-results.ts";

/**
 * Records each path test's last result for the visualiser's Paths mode (src/visualiser/path-results.ts):
 * the Vitest walks (tests/machines/paths.test.ts) and the UI tests (tests/e2e/paths/results-reporter.ts)
 * each merge their own runs into one file, keeping the other runner's and the paths this run skipped.
 * The file is written whole to a temporary name, then renamed over the old one, so a reader (the API, the
 * other runner) never sees half of it.
 */

export const pathResultsFile = join(import.meta.dirname, "..", "..", "test-results", "path-results.json");

export type Runner = "vitest" | "ui";

function readResults(file: string): PathResults {
  try {
    return parsePathResults(JSON.parse(readFileSync(file, "utf8")));
  } catch {
    return {};
  }
}

/** Merges these runs of one runner into the file (a path's earlier run of the same runner is replaced). */
export function recordPathResults(runner: Runner, runs: { name: string; run: PathRun }[], file = pathResultsFile) {
  if (runs.length === 0) return;
  mkdirSync(dirname(file), { recursive: true });
  const results = readResults(file);
  for (const { name, run } of runs) results[name] = { ...results[name], [runner]: run };
  const sorted = Object.fromEntries(Object.entries(results).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(sorted, null, 2)}\n`);
  renameSync(temporary, file);
}
