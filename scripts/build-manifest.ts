/**
 * What a screen of the built app loads, read from Vite's manifest (dist/.vite/manifest.json): the one
 * definition of "the first screen" and "/home" behind the CI budget (check-budget.ts) and `npm run bench`.
 * A screen is the entry (index.html) plus the route modules it needs, each with everything it imports
 * statically (what the browser fetches together), JavaScript and the CSS those chunks carry.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

type Chunk = {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type Manifest = Record<string, Chunk>;

/**
 * The routes of /login (the signed-out layout and the login screen): vite.config.ts puts their lazily split
 * components, and everything those import, in the entry chunk, so the first screen's code is one request and not a
 * dozen chunks of a few hundred bytes. Such a route then has no chunk (no manifest key) of its own: it is counted
 * with the entry. Should it get one again (the grouping undone), that chunk is counted as well.
 */
export const firstScreenRoutes = ["src/routes/_signedOut.tsx", "src/routes/_signedOut/login.tsx"];

/** Modules a cold /login needs besides the entry (the signed-out layout, the login route, the English catalog). */
export const firstScreenModules = [...firstScreenRoutes, "locales/en-US/first.po"];
/**
 * Modules /home needs besides the entry: the rest of the route tree (src/route-tree.ts; the chunk vite.config.ts
 * names "route-tree"), the signed-in layout, the lobby route, the English catalog.
 */
export const homeModules = [
  "route-tree",
  "src/routes/_signedIn.tsx",
  "src/routes/_signedIn/(games)/home.tsx",
  "locales/en-US/first.po",
  "locales/en-US/messages.po",
];

/**
 * DESIGN §8's request gates of the first screen: at most this many scripts before the first input, and none of
 * them under `smallestFirstScreenChunk` bytes (as built, before compression: each request pays its headers and a
 * round trip, so what is that small belongs in a chunk the screen loads anyway). rolldown's runtime helpers are the
 * exception: rolldown emits them as a chunk of their own (under 1 KB) whenever chunks are grouped by hand, and the
 * page preloads it beside the entry (scripts/prerender.ts), so it costs a request but no round trip of its own. So
 * is the language's `first` catalog (`first-<hash>.js`): there is one per language, so it cannot be merged into the
 * entry, which every language shares; it is a request of its own whatever its size (since issue 29 it holds only
 * what the first screens import, 1.5 KB Brotli in English).
 */
export const firstScreenScriptLimit = 6;
export const smallestFirstScreenChunk = 4 * 1024;
const rolldownRuntime = /(^|\/)rolldown-runtime-[^/]*\.js$/;
const firstCatalog = /(^|\/)first-[^/]*\.js$/;

/** What breaks the request gates: too many scripts, and each chunk under the smallest size (runtime and catalog apart). */
export function firstScreenRequestProblems(screen: ScreenSize, size: (file: string) => Size): string[] {
  const problems: string[] = [];
  if (screen.jsFiles.length > firstScreenScriptLimit) {
    problems.push(`the first screen loads ${screen.jsFiles.length} scripts, over ${firstScreenScriptLimit}`);
  }
  for (const file of screen.jsFiles) {
    const bytes = size(file).raw;
    if (bytes < smallestFirstScreenChunk && !rolldownRuntime.test(file) && !firstCatalog.test(file)) {
      problems.push(`first screen chunk ${file} is ${bytes} bytes, under ${smallestFirstScreenChunk}: merge it`);
    }
  }
  return problems;
}

export type Size = { raw: number; gzip: number; brotli: number };
export type ScreenSize = { js: Size; css: Size; jsFiles: string[]; cssFiles: string[] };

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function readManifest(dist = "dist"): Manifest {
  return JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8")) as Manifest;
}

/** Sizes of a built file: as is, gzip level 9 and Brotli quality 11 (what precompress.ts serves). */
export function sizeOf(dist: string, file: string): Size {
  const bytes = readFileSync(join(dist, file));
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const sum = (sizes: Size[]): Size =>
  sizes.reduce((total, s) => ({ raw: total.raw + s.raw, gzip: total.gzip + s.gzip, brotli: total.brotli + s.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });

export function createBuildReader(dist = "dist") {
  const manifest = readManifest(dist);
  const sizes = new Map<string, Size>();
  const size = (file: string): Size => {
    let known = sizes.get(file);
    if (!known) {
      known = sizeOf(dist, file);
      sizes.set(file, known);
    }
    return known;
  };

  /** The manifest keys of a module (the route file's split chunks included), or of a chunk named in vite.config.ts. */
  const keysFor = (module: string) =>
    Object.keys(manifest).filter(
      (key) =>
        key === module ||
        manifest[key]?.src?.startsWith(module) ||
        key.startsWith(`${module}?`) ||
        (key.startsWith("_") && manifest[key]?.name === module),
    );
  /** The players' app entry (the statechart visualiser is built apart, into dist-flows/). */
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry && key === "index.html");

  /** Chunks and their CSS for the given keys and everything they import statically. */
  function closure(keys: string[]): { js: Set<string>; css: Set<string> } {
    const js = new Set<string>();
    const css = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || js.has(chunk.file)) return;
      js.add(chunk.file);
      for (const file of chunk.css ?? []) css.add(file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const key of keys) visit(key);
    return { js, css };
  }

  /** What a screen made of the entry and `modules` loads; throws when a module is not in the build. */
  function screen(modules: string[]): ScreenSize {
    // a first screen route without a chunk of its own is in the entry chunk (vite.config.ts fails the build
    // when one of them is not in the build at all)
    const missing = modules.filter((module) => keysFor(module).length === 0 && !firstScreenRoutes.includes(module));
    if (missing.length > 0) throw new Error(`modules not found in the build: ${missing.join(", ")}`);
    const { js, css } = closure([...entryKeys, ...modules.flatMap(keysFor)]);
    const jsFiles = [...js].filter((file) => file.endsWith(".js"));
    const cssFiles = [...css];
    return { js: sum(jsFiles.map(size)), css: sum(cssFiles.map(size)), jsFiles, cssFiles };
  }

  /** Every JavaScript chunk with its sizes, largest (gzip) first, and whether the entry loads it statically. */
  function chunks(): { file: string; size: Size; entry: boolean }[] {
    const entry = closure(entryKeys).js;
    return [...new Set(Object.values(manifest).map((chunk) => chunk.file))]
      .filter((file) => file.endsWith(".js"))
      .map((file) => ({ file, size: size(file), entry: entry.has(file) }))
      .sort((a, b) => b.size.gzip - a.size.gzip);
  }

  return { manifest, screen, chunks, size };
}
