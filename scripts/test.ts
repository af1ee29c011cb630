/**
 * `npm test`: everything CI checks, in order, stopping at the first failure:
 * route tree, type-check, lint, Vitest (unit, components, machine paths, API
 * over HTTP), the short chaos run (scripts/chaos.ts: a database outage, an
 * instance killed, a rolling restart, on PostgreSQL), build with the size
 * budget, Playwright end to end.
 * Ends with one line: "tests: N passed, N failed".
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";

type Step = { name: string; command: string; args: string[] };

const steps: Step[] = [
  { name: "route tree", command: "npx", args: ["tsr", "generate"] },
  { name: "type-check", command: "npx", args: ["tsc", "-p", "tsconfig.json", "--noEmit"] },
  { name: "lint", command: "npx", args: ["biome", "check", "."] },
  {
    name: "vitest",
    command: "npx",
    args: ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile.json=test-results/vitest.json"],
  },
  { name: "chaos (short)", command: "node", args: ["scripts/chaos.ts", "--short"] },
  { name: "build", command: "npm", args: ["run", "build"] },
  { name: "playwright", command: "npx", args: ["playwright", "test", "-c", "tests/e2e/playwright.config.ts"] },
];

mkdirSync("test-results", { recursive: true });
const started = Date.now();
let failedStep: string | null = null;
const took: string[] = [];
for (const step of steps) {
  const t0 = Date.now();
  console.log(`\n▶ ${step.name}`);
  const result = spawnSync(step.command, step.args, {
    stdio: "inherit",
    env: { ...process.env, CI: process.env.CI ?? "true", FORCE_COLOR: "0" },
  });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  took.push(`${step.name} ${seconds} s`);
  console.log(`■ ${step.name}: ${result.status === 0 ? "ok" : "FAILED"} in ${seconds} s`);
  if (result.status !== 0) {
    failedStep = step.name;
    break;
  }
}

let passed = 0;
let failed = 0;
if (existsSync("test-results/vitest.json")) {
  const vitest = JSON.parse(readFileSync("test-results/vitest.json", "utf8"));
  passed += vitest.numPassedTests ?? 0;
  failed += vitest.numFailedTests ?? 0;
}
if (existsSync("test-results/e2e.json")) {
  const e2e = JSON.parse(readFileSync("test-results/e2e.json", "utf8"));
  passed += e2e.stats?.expected ?? 0;
  failed += (e2e.stats?.unexpected ?? 0) + (e2e.stats?.flaky ?? 0);
}
console.log(
  `\nnpm test took ${((Date.now() - started) / 1000).toFixed(0)} s${failedStep ? `; failed at: ${failedStep}` : ""}`,
);
console.log(`steps: ${took.join(", ")}`);
console.log(`tests: ${passed} passed, ${failed + (failedStep && failed === 0 ? 1 : 0)} failed`);
process.exit(failedStep ? 1 : 0);
