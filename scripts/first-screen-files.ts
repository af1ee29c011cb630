/**
 * The source files the signed-out first screens are drawn from: every file under `src/routes/_signedOut/` and the
 * signed-out layout, the not-found screen, the app's entry and shell, and everything they import statically, file by
 * file. lingui.config.ts puts their messages in the `first` catalog, the only one those screens wait for, so that
 * catalog holds what they can show and nothing a signed-in screen alone shows (the rest loads after the first screen).
 * Dynamic imports are not followed: what the entry loads later (the signed-in route tree) is not a first screen.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const roots = [
  "src/main.tsx",
  "src/app.tsx",
  "src/routes/_signedOut.tsx",
  "src/routes/_signedOut",
  "src/routes/-components/not-found-screen.tsx",
];

/** `import … from "x"`, `export … from "x"` and `import "x"`; not `import type` (it brings no code). */
const importPattern = /^(?:import|export)(?!\s+type\s)\s[^'"]*?from\s*["']([^"']+)["']|^import\s*["']([^"']+)["']/gm;

function filesUnder(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).flatMap((name) => filesUnder(join(path, name)));
}

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The first screens' source files under `src/`, relative to `root`, sorted. */
export function firstScreenFiles(root: string): string[] {
  const seen = new Set<string>();
  const queue = roots.flatMap((path) => filesUnder(resolve(root, path))).filter((file) => /\.tsx?$/.test(file));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    for (const match of source.matchAll(importPattern)) {
      const target = resolveImport(file, match[1] ?? match[2] ?? "");
      if (target && /\.tsx?$/.test(target) && !seen.has(target)) queue.push(target);
    }
  }
  return [...seen]
    .map((file) => relative(root, file).split("\\").join("/"))
    .filter((file) => file.startsWith("src/"))
    .sort();
}
