// @vitest-environment node
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { expect, it } from "vitest";

/**
 * The architecture, the recipes and the folders' CONTEXT.md notes name real files: a file moved or renamed without
 * its mention fails here (scripts/check-doc-paths.ts lists the paths it could not find).
 */
const root = join(import.meta.dirname, "..", "..");
const docs = [
  "docs/architecture.md",
  "docs/recipes.md",
  "src/CONTEXT.md",
  "src/routes/CONTEXT.md",
  "src/flows/CONTEXT.md",
  "machines/CONTEXT.md",
  "server/CONTEXT.md",
  "tests/CONTEXT.md",
];

it("every path the architecture docs name exists", () => {
  const run = spawnSync(process.execPath, ["scripts/check-doc-paths.ts", ...docs], { cwd: root, encoding: "utf8" });
  expect(run.stdout).toMatch(/paths checked: [1-9]\d*, missing: 0/);
  expect(run.status, run.stdout + run.stderr).toBe(0);
});
