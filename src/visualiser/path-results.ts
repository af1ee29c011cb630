/**
 * Each listed path's last test result, as the test runs record it (tests/support/path-results.ts writes
 * test-results/path-results.json: the Vitest walk in tests/machines/paths.test.ts, the UI test through the
 * Playwright reporter tests/e2e/paths/results-reporter.ts) and the API serves it, in sandbox mode only, at
 * `/flows/path-results.json`. Paths mode shows it beside each path.
 */

/** One run of one test: passed or failed, and when it ended (an ISO 8601 instant). */
export type PathRun = { status: "pass" | "fail"; at: string };

/** By path name: its Vitest walk's last run and its UI test's last run, each absent until it runs. */
export type PathResults = Record<string, { vitest?: PathRun; ui?: PathRun }>;

/** Where the visualiser reads the results (served beside it). */
export const pathResultsUrl = "/flows/path-results.json";

function runOf(value: unknown): PathRun | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { status, at } = value as Record<string, unknown>;
  if ((status !== "pass" && status !== "fail") || typeof at !== "string" || Number.isNaN(Date.parse(at))) {
    return undefined;
  }
  return { status, at };
}

/** The results in a parsed file, keeping only well-formed entries (a file from an older or broken run shows less). */
export function parsePathResults(value: unknown): PathResults {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
  const results: PathResults = {};
  for (const [name, entry] of Object.entries(value as Record<string, unknown>)) {
    if (typeof entry !== "object" || entry === null) continue;
    const { vitest, ui } = entry as Record<string, unknown>;
    const runs = { vitest: runOf(vitest), ui: runOf(ui) };
    if (runs.vitest || runs.ui)
      results[name] = {
        ...(runs.vitest ? { vitest: runs.vitest } : {}),
        ...(runs.ui ? { ui: runs.ui } : {}),
      };
  }
  return results;
}

/** The results the API serves, or none when it has none (no run yet, the sandbox off, the network down). */
export async function fetchPathResults(fetcher: typeof fetch = fetch): Promise<PathResults> {
  try {
    const response = await fetcher(pathResultsUrl, { cache: "no-store" });
    if (!response.ok) return {};
    return parsePathResults(await response.json());
  } catch {
    return {};
  }
}
