// @vitest-environment node
import { exec } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, it } from "vitest";
import { pathModels } from "../../machines/path-models.ts";
import {
  listedPaths,
  modelsByMachine,
  playwrightCommand,
  titlePattern,
  vitestCommand,
} from "../../machines/path-plan.ts";

/**
 * The commands `npm run paths -- <machine>` lists for each path run that path and nothing else:
 * every pattern is applied to every real test title the way each runner applies it (Vitest: a
 * RegExp against `describe > test`; Playwright: a case-insensitive RegExp against the title path
 * joined by spaces), and one command of each runner really runs in a shell, to prove the quoting.
 */
const run = promisify(exec);
const root = process.cwd();
// the nested runners must not take this Vitest run's worker settings for their own
const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(VITEST|TEST$|NODE_ENV$)/.test(key)));
const shell = (command: string) => run(command, { cwd: root, env, maxBuffer: 64 * 1024 * 1024 });

type PlaywrightSuite = {
  title: string;
  specs?: { title: string; tests: { projectName: string }[] }[];
  suites?: PlaywrightSuite[];
};

/** Playwright's grep titles: root (""), project, file, describes and title, joined by spaces. */
function playwrightTitles(suites: PlaywrightSuite[], path: string[] = []): { grep: string; title: string }[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((test) => ({
        grep: ["", test.projectName, ...path, suite.title, spec.title].join(" "),
        title: spec.title,
      })),
    ),
    ...playwrightTitles(suite.suites ?? [], [...path, suite.title]),
  ]);
}

const matchesPlaywright = (pattern: string, title: string) => new RegExp(pattern, "gi").test(title);

it("every listed command selects exactly the test it names, and runs in a shell", { timeout: 60_000 }, async () => {
  const paths = [...modelsByMachine(pathModels).values()].flatMap((models) => listedPaths(models));
  // one path of each runner really runs: a name with brackets, arrows and a dot to escape and quote
  const sample = paths.find((path) => path.name.startsWith("withdraw: ") && path.name.includes("."));
  const sampled = sample ?? paths[0];
  if (!sampled) throw new Error("no listed path");
  const vitestReport = join(mkdtempSync(join(tmpdir(), "path-commands-")), "vitest.json");
  const [vitestRun, playwrightList, playwrightRun] = await Promise.all([
    // the real command; its report lists every test of the file (the others skipped), so every title too
    shell(`${vitestCommand(sampled)} --reporter=json --outputFile=${vitestReport}`),
    shell("npx playwright test --list --reporter=json"),
    shell(`${playwrightCommand(sampled)} --list --reporter=json`),
  ]);
  expect(vitestRun.stderr).not.toContain("FAIL");

  const ran = JSON.parse(readFileSync(vitestReport, "utf8")) as {
    numFailedTests: number;
    testResults: { assertionResults: { ancestorTitles: string[]; title: string; status: string }[] }[];
  };
  // Vitest matches -t against the describe and test titles joined by " > "
  const vitestTests = ran.testResults
    .flatMap((file) => file.assertionResults)
    .map((test) => ({ name: [...test.ancestorTitles, test.title].join(" > "), status: test.status }));
  expect(vitestTests.filter((test) => test.status === "passed").map((test) => test.name)).toEqual([
    `${sampled.machine} > ${sampled.name}`,
  ]);
  expect(ran.numFailedTests).toBe(0);
  const vitestNames = vitestTests.map((test) => test.name);
  expect(vitestNames.length).toBeGreaterThan(paths.length);

  const report = JSON.parse(playwrightList.stdout) as { suites: PlaywrightSuite[]; errors: unknown[] };
  expect(report.errors).toEqual([]);
  const uiTests = playwrightTitles(report.suites);
  expect(uiTests.length).toBeGreaterThan(paths.length);

  for (const path of paths) {
    const pattern = titlePattern(path.name);
    expect(vitestNames.filter((name) => new RegExp(pattern).test(name))).toEqual([`${path.machine} > ${path.name}`]);
    // a listed path has one UI test or none (a step no driver can perform: `npm run paths -- <machine> --ui` says why)
    const selected = uiTests.filter((test) => matchesPlaywright(pattern, test.grep)).map((test) => test.title);
    expect(selected.length, path.name).toBeLessThanOrEqual(1);
    if (selected.length === 1) expect(selected).toEqual([path.name]);
  }
  // every UI path test (listed or topped up) is selected alone by its own name
  const uiPaths = uiTests.filter((test) => test.title.includes(" ⇒ "));
  expect(uiPaths.length).toBeGreaterThan(0);
  for (const { title } of uiPaths) {
    expect(uiTests.filter((test) => matchesPlaywright(titlePattern(title), test.grep)).map((t) => t.title)).toEqual([
      title,
    ]);
  }

  const listed = playwrightTitles((JSON.parse(playwrightRun.stdout) as { suites: PlaywrightSuite[] }).suites);
  expect(listed.map((test) => test.title)).toEqual([sampled.name]);
});
