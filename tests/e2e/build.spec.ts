import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, test } from "@playwright/test";

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
    // paths, package names, plain words and xstate's own event names also stand in libraries
    .filter((text) => !/^[.@]|\/|^[a-z]+$|^xstate\./.test(text));

const testOnly = [
  ...filesUnder(join(root, "machines"), (path) => /\.model\.ts$|model-fixtures\.ts$|path-models?\.ts$/.test(path)),
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
const built = filesUnder(join(root, "dist"), (path) => /\.(js|html|css)$/.test(path)).map((file) => ({
  file: relative(root, file),
  text: readFileSync(file, "utf8"),
}));

const markers = [...new Set(testOnly.flatMap(literalsOf))].filter((text) => !appSources.includes(text));

test("dist/ holds no path model, fixture, test support or visualiser code", () => {
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
