import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, test } from "./support/test.ts";

/**
 * The players' build (dist/, made by `npm run build` before this suite) holds none of the
 * code that only tests and the visualiser use: the path models and their fixtures beside the
 * machines, tests/support, and the visualiser itself (built apart into dist-flows/). Every
 * string literal of those files that the app's own sources do not also contain must be absent
 * from every file of dist/.
 */
const root = join(import.meta.dirname, "..", "..");

function filesUnder(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path, keep);
    return keep(path) ? [path] : [];
  });
}

const literal = /"((?:[^"\\\n]|\\.){10,})"|'((?:[^'\\\n]|\\.){10,})'|`([^`$\\\n]{10,})`/g;
const literalsOf = (file: string) =>
  [...readFileSync(file, "utf8").matchAll(literal)]
    .map((match) => match[1] ?? match[2] ?? match[3] ?? "")
    // paths, package names, plain words (and kebab-case ones: SVG attributes) and xstate's own event names also
    // stand in libraries
    .filter((text) => !/^[.@]|\/|^[a-z]+(-[a-z]+)*$|^xstate\./.test(text));

const testOnly = [
  ...filesUnder(join(root, "machines"), (path) =>
    /\.model\.ts$|model-fixtures\.ts$|path-models?\.ts$|path-plan\.ts$/.test(path),
  ),
  ...filesUnder(join(root, "tests", "support"), (path) => /\.tsx?$/.test(path)),
  ...filesUnder(join(root, "src", "visualiser"), (path) => /\.tsx?$/.test(path)),
];
const appSources = [
  ...filesUnder(join(root, "src"), (path) => /\.tsx?$/.test(path) && !path.includes(`${join("src", "visualiser")}`)),
  ...filesUnder(join(root, "machines"), (path) =>
    /\.machine\.ts$|errors\.ts$|idempotency\.ts$|selectors\.ts$/.test(path),
  ),
  ...filesUnder(join(root, "locales"), (path) => path.endsWith(".po")),
]
  .map((file) => readFileSync(file, "utf8"))
  .join("\n");
// the prerendered pages are what the app's own code (scanned here as built) draws: React's HTML, not sources;
// without a build the list is empty and the test fails (listing the tests, `--list`, needs no build)
const built = (
  existsSync(join(root, "dist"))
    ? filesUnder(
        join(root, "dist"),
        (path) => /\.(js|html|css)$/.test(path) && !path.includes(join("dist", "prerendered")),
      )
    : []
).map((file) => ({
  file: relative(root, file),
  text: readFileSync(file, "utf8"),
}));

const markers = [...new Set(testOnly.flatMap(literalsOf))].filter((text) => !appSources.includes(text));

test("dist/ holds no path model, fixture, test support or visualiser code", () => {
  expect(built.length, "npm run build first").toBeGreaterThan(0);
  expect(markers.length).toBeGreaterThan(20);
  const leaks = markers.flatMap((text) =>
    built.filter((file) => file.text.includes(text)).map((file) => `${file.file}: ${JSON.stringify(text)}`),
  );
  expect(leaks).toEqual([]);
  expect(built.some((file) => file.file.includes("visualiser") || file.text.includes("org.eclipse.elk"))).toBe(false);
});

test("the same search finds app code in dist/ (the check can fail)", () => {
  const appMarker = "createWithdraw not provided";
  expect(appSources).toContain(appMarker);
  expect(built.some((file) => file.text.includes(appMarker))).toBe(true);
});

test("the markers are real: the visualiser's own build (dist-flows/) does contain them", () => {
  const flows = filesUnder(join(root, "dist-flows"), (path) => path.endsWith(".js"))
    .map((file) => readFileSync(file, "utf8"))
    .join("\n");
  const found = markers.filter((text) => flows.includes(text));
  expect(found.length).toBeGreaterThan(10);
});

const everyBuiltFile = (dir: string) =>
  filesUnder(join(root, dir), () => true).map((file) => ({ file: relative(root, file), path: file }));
const scriptsOf = (dir: string) =>
  everyBuiltFile(dir)
    .filter((f) => /\.(js|mjs|html)$/.test(f.file))
    .map((f) => ({ file: f.file, text: readFileSync(f.path, "utf8") }));

test("no source maps are published: no .map file and no sourceMappingURL in dist/ or dist-flows/", () => {
  for (const dir of ["dist", "dist-flows"]) {
    expect(everyBuiltFile(dir).filter((f) => /\.map(\.(br|gz))?$/.test(f.file))).toEqual([]);
    expect(
      scriptsOf(dir)
        .filter((f) => f.text.includes("sourceMappingURL"))
        .map((f) => f.file),
    ).toEqual([]);
  }
});

test("the players' build cannot switch live inspection on: its code is only in the visualiser's build", () => {
  // the inspection channel and its sender are in dist-flows/live-inspection.js (served at /flows only
  // with the sandbox on), never in dist/
  const app = scriptsOf("dist");
  expect(app.filter((f) => /player-app-inspector|BroadcastChannel/.test(f.text)).map((f) => f.file)).toEqual([]);
  expect(app.some((f) => f.file.includes("live-inspection"))).toBe(false);
  const live = readFileSync(join(root, "dist-flows", "live-inspection.js"), "utf8");
  expect(live).toContain("BroadcastChannel");
  expect(live).toMatch(/export\s*\{[^}]*startLiveInspection/);
  // the app only names where the sandbox server keeps it
  expect(app.some((f) => f.text.includes("/flows/live-inspection.js"))).toBe(true);
});

test("no built script evaluates strings (the CSP has no 'unsafe-eval')", () => {
  for (const dir of ["dist", "dist-flows"]) {
    const evaluating = scriptsOf(dir).filter((f) => /\bnew Function\(|[^.\w]Function\(`|[^.\w]eval\(/.test(f.text));
    expect(evaluating.map((f) => f.file)).toEqual([]);
  }
});
