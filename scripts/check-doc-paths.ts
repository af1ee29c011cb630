/**
 * `node scripts/check-doc-paths.ts <file.md>…`: every backticked path in the given Markdown files exists, tried
 * relative to the file's folder, then to the repository root (the working directory). A token is a path when it
 * has a `/` or a file extension; templates (`<x>`, `{a,b}`, `*`), URLs, commands, code blocks, Biome rule names,
 * the folders the build, the bench or the server writes (in .gitignore) and ../shared/ (beside the repository, not
 * in a clone) are left out. A module named without its extension (`server/db/schema`) may be a folder or a `.ts`
 * file.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";

const generated = new Set(["dist", "dist-flows", "bench-results", ".data"]);
const routeGroups = /\((wallet|games|social|rewards|content|account|<area>)\)/g;

function isPath(token: string): boolean {
  if (/\s/.test(token) || /^(https?:|\/|npm|npx|-)/.test(token)) return false;
  if (/[<>{}*$="']/.test(token) || /[()]/.test(token.replace(routeGroups, ""))) return false;
  if (/^(style|suspicious)\//.test(token) || token === "LISTEN/NOTIFY" || token === "text/event-stream") return false;
  if (generated.has(token.replace(/\/$/, ""))) return false;
  // beside the repository, not in it (../shared/DESIGN.md): a clone may not have it
  if (token.startsWith("../shared/")) return false;
  return token.includes("/") || /\.(ts|tsx|md|json|po|css|txt|html)$/.test(token);
}

let checked = 0;
const missing: string[] = [];
for (const file of process.argv.slice(2)) {
  const text = readFileSync(file, "utf8").replace(/```[\s\S]*?```/g, "");
  for (const [, token = ""] of text.matchAll(/`([^`\n]+)`/g)) {
    if (!isPath(token.trim())) continue;
    checked++;
    const path = token.trim().replace(/\/$/, "");
    const found = [join(dirname(file), path), path].some((p) => existsSync(p) || existsSync(`${p}.ts`));
    if (!found) missing.push(`${file}: ${token}`);
  }
}
console.log(`paths checked: ${checked}, missing: ${missing.length}`);
for (const line of missing) console.log(`  missing ${line}`);
process.exitCode = missing.length === 0 ? 0 : 1;
