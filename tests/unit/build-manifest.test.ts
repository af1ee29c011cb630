// @vitest-environment node
/**
 * What the CI budget and the bench count as a screen (scripts/build-manifest.ts): the entry and the
 * route modules with their static imports and those chunks' CSS, never what is only imported lazily;
 * and the bench's pass/fail of the targets (scripts/bench/report.ts), two instances' correctness among them.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import type { EndpointFigures, Load } from "../../scripts/bench/api.ts";
import type { Correctness } from "../../scripts/bench/correctness.ts";
import { checks, correctnessProblems, type TargetResult } from "../../scripts/bench/report.ts";
import {
  createBuildReader,
  firstScreenRequestProblems,
  firstScreenRoutes,
  type Size,
} from "../../scripts/build-manifest.ts";

const dist = mkdtempSync(join(tmpdir(), "player-manifest-"));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const files: Record<string, string> = {
  "assets/app.js": "console.log('entry');".repeat(40),
  "assets/shared.js": "export const shared = 1;".repeat(30),
  "assets/login.js": "export const login = 2;".repeat(20),
  "assets/lazy.js": "export const lazy = Math.random();".repeat(200),
  "assets/app.css": "body{color:red}".repeat(50),
  "assets/login.css": ".login{margin:0}".repeat(10),
  "assets/lazy.css": ".lazy{padding:0}".repeat(10),
  "assets/tree.js": "export const tree = 3;".repeat(20),
};
mkdirSync(join(dist, "assets"), { recursive: true });
mkdirSync(join(dist, ".vite"), { recursive: true });
for (const [file, text] of Object.entries(files)) writeFileSync(join(dist, file), text);
writeFileSync(
  join(dist, ".vite/manifest.json"),
  JSON.stringify({
    "index.html": {
      file: "assets/app.js",
      src: "index.html",
      isEntry: true,
      imports: ["_shared.js"],
      dynamicImports: ["src/routes/login.tsx?tsr-split=component", "src/lazy.ts"],
      css: ["assets/app.css"],
    },
    "_shared.js": { file: "assets/shared.js" },
    "src/routes/login.tsx?tsr-split=component": {
      file: "assets/login.js",
      src: "src/routes/login.tsx?tsr-split=component",
      isDynamicEntry: true,
      imports: ["_shared.js"],
      css: ["assets/login.css"],
    },
    "src/lazy.ts": { file: "assets/lazy.js", src: "src/lazy.ts", isDynamicEntry: true, css: ["assets/lazy.css"] },
    // a chunk vite.config.ts names (its modules have no key of their own)
    "_tree.js": { file: "assets/tree.js", name: "route-tree", imports: ["_shared.js"] },
  }),
);

describe("build manifest", () => {
  const build = createBuildReader(dist);

  it("counts the entry, the route's split chunk and their static imports once, with their CSS", () => {
    const screen = build.screen(["src/routes/login.tsx"]);
    expect(screen.jsFiles.sort()).toEqual(["assets/app.js", "assets/login.js", "assets/shared.js"]);
    expect(screen.cssFiles.sort()).toEqual(["assets/app.css", "assets/login.css"]);
    const gzip = (file: string) => gzipSync(files[file] ?? "", { level: 9 }).length;
    expect(screen.js.gzip).toBe(gzip("assets/app.js") + gzip("assets/login.js") + gzip("assets/shared.js"));
    expect(screen.css.gzip).toBe(gzip("assets/app.css") + gzip("assets/login.css"));
    expect(screen.js.brotli).toBeGreaterThan(0);
    const raw = (file: string) => files[file]?.length ?? 0;
    expect(screen.js.raw).toBe(raw("assets/app.js") + raw("assets/login.js") + raw("assets/shared.js"));
  });

  it("finds a chunk by the name the build gave it", () => {
    expect(build.screen(["route-tree"]).jsFiles.sort()).toEqual([
      "assets/app.js",
      "assets/shared.js",
      "assets/tree.js",
    ]);
    expect(() => build.screen(["tree"])).toThrow(/tree/);
  });

  it("refuses a module that is not in the build", () => {
    expect(() => build.screen(["src/routes/gone.tsx"])).toThrow(/gone\.tsx/);
  });

  it("counts a first screen route without a chunk of its own with the entry (vite.config.ts put it there)", () => {
    expect(build.screen([...firstScreenRoutes]).jsFiles.sort()).toEqual(["assets/app.js", "assets/shared.js"]);
  });

  it("gates the first screen's scripts: at most six, none under 4 KB but rolldown's runtime", () => {
    const sizes: Record<string, number> = {
      "assets/app.js": 100_000,
      "assets/first.js": 8_000,
      "assets/rolldown-runtime-abc.js": 700,
      "assets/brand.js": 333,
    };
    const size = (file: string): Size => ({ raw: sizes[file] ?? 5_000, gzip: 0, brotli: 0 });
    const screen = (jsFiles: string[]) => ({ jsFiles, cssFiles: [], js: size(""), css: size("") });
    expect(
      firstScreenRequestProblems(screen(["assets/app.js", "assets/first.js", "assets/rolldown-runtime-abc.js"]), size),
    ).toEqual([]);
    expect(firstScreenRequestProblems(screen(["assets/app.js", "assets/brand.js"]), size)).toEqual([
      "first screen chunk assets/brand.js is 333 bytes, under 4096: merge it",
    ]);
    const seven = ["a", "b", "c", "d", "e", "f", "g"].map((name) => `assets/${name}.js`);
    expect(firstScreenRequestProblems(screen(seven), size)).toEqual(["the first screen loads 7 scripts, over 6"]);
  });

  it("lists chunks largest first and tells the entry's from the lazy ones", () => {
    const chunks = build.chunks();
    expect(chunks[0]?.file).toBe("assets/lazy.js");
    expect(chunks.find((c) => c.file === "assets/lazy.js")?.entry).toBe(false);
    expect(chunks.find((c) => c.file === "assets/shared.js")?.entry).toBe(true);
  });
});

describe("bench targets", () => {
  const load = (perSecond: number, p99: number): Load => ({
    perSecond,
    completed: perSecond,
    p50: 1,
    p99,
    non2xx: 0,
    errors: 0,
  });
  const endpoint = (path: string, max: number, mixed: number, p99: number): EndpointFigures => ({
    call: "getUser",
    name: path,
    path,
    max: load(max, 10),
    steady: load(200, p99),
    mixed: { reads: load(mixed, 10), writes: load(90, 10), ratio: mixed / max },
    driver: { perSecond: max * 2, p50: 1, p99: 2, errors: 0 },
    apiOverDriver: 0.5,
    cpuMs: { api: 1, db: 0.5, load: 0.5 },
  });
  const target = (instances: number, scale: number, mixedShare: number, p99: number): TargetResult => ({
    name: `PostgreSQL, ${instances}`,
    database: "postgres",
    instances,
    endpoints: ["/a", "/b"].map((path) => endpoint(path, 1000 * scale, 1000 * scale * mixedShare, p99)),
    calls: [],
  });
  /** What a correct two-instance run leaves: every move applied once, the probe's keys once each. */
  const correct = (): Correctness => ({
    ledger: { ok: true, problems: [] },
    moves: [
      { name: "game transfer", sent: 120, acknowledged: 100, unanswered: 20, applied: 110 },
      { name: "friend transfer", sent: 50, acknowledged: 50, unanswered: 0, applied: 50 },
    ],
    duplicates: [],
    probe: { keys: 20, appliedOnce: 20, sameAnswer: 20, statuses: { "200": 40 }, firstRefusal: null },
  });

  it("passes correct two instances, mixed reads over half, p99 under 50 ms, whatever two instances' throughput", () => {
    // two instances slower than one is no failure: this machine has 2 cores
    const result = checks([target(1, 1, 0.6, 20), target(2, 0.8, 0.6, 49)], correct());
    expect(result.map((c) => c.name.split(":")[0])).toEqual([
      "PostgreSQL, 2 instances",
      "PostgreSQL, 1",
      "PostgreSQL, 2",
      "PostgreSQL, 1",
      "PostgreSQL, 2",
    ]);
    expect(result.map((c) => c.pass)).toEqual([true, true, true, true, true]);
    expect(result[0]?.measured).toMatch(/^correct: ledger ok; game transfer 110 applied of 100 acknowledged/);
  });

  it("fails each target just past its line", () => {
    const result = checks([target(1, 1, 0.5, 50), target(2, 1.6, 0.6, 10)], correct());
    expect(result.map((c) => c.pass)).toEqual([true, false, true, false, true]);
  });

  it("fails two instances that lost, doubled or split a move, or broke the ledger", () => {
    const twoTargets = [target(1, 1, 0.6, 20), target(2, 1, 0.6, 20)];
    const failing = (change: (c: Correctness) => void) => {
      const c = correct();
      change(c);
      const check = checks(twoTargets, c)[0];
      expect(check?.pass).toBe(false);
      return correctnessProblems(c);
    };
    expect(
      failing((c) => {
        c.moves[1] = { name: "friend transfer", sent: 50, acknowledged: 50, unanswered: 0, applied: 49 };
      }),
    ).toEqual(["friend transfer: 1 acknowledged but not applied"]);
    expect(
      failing((c) => {
        c.moves[0] = { name: "game transfer", sent: 120, acknowledged: 100, unanswered: 20, applied: 121 };
      }),
    ).toEqual(["game transfer: 1 applied beyond what was sent"]);
    expect(
      failing((c) => {
        c.probe = {
          keys: 20,
          appliedOnce: 19,
          sameAnswer: 19,
          statuses: { "200": 39, "500": 1 },
          firstRefusal: '500 "Internal error"',
        };
      }),
    ).toEqual([
      "same key on both instances: 1 of 20 not applied exactly once",
      "same key on both instances: 1 of 20 answered differently",
    ]);
    expect(
      failing((c) => {
        c.ledger = { ok: false, problems: ["wallet of p1 MYR: balance 5 but entries sum to 4"] };
      }),
    ).toEqual(["ledger: wallet of p1 MYR: balance 5 but entries sum to 4"]);
    expect(
      failing((c) => {
        c.duplicates = ["key k1 applied 2 times"];
      }),
    ).toEqual(["key k1 applied 2 times"]);
  });

  it("fails two instances whose correctness was not checked", () => {
    const check = checks([target(1, 1, 0.6, 20), target(2, 1, 0.6, 20)], null)[0];
    expect(check).toMatchObject({ pass: false, measured: "not checked" });
  });
});
