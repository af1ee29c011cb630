/**
 * `npm run paths`: per machine, its states, transitions, the paths of its minimal set
 * (machines/path-plan.ts: the fewest paths that reach every state and take every transition),
 * their coverage, and why no fewer paths can (the lower bound, or the exhausted search).
 * `npm run paths -- <machine>`: each listed path's name, its steps (`from --event (variant)--> to`,
 * the full payload on the next line), the command that runs its Vitest walk and the one that runs
 * its UI test, or why it has none.
 * `npm run paths -- [<machine>] --ui`: the paths the Playwright path tests walk through the real
 * UI (tests/e2e/paths.spec.ts): listed ones and UI-only top-ups, their coverage, what cannot be
 * driven and why.
 * `npm run paths -- --write-ui`: writes src/visualiser/ui-paths.json, which listed paths have a
 * UI test and why the others have none, for the visualiser (tests/e2e/paths.spec.ts checks it is current).
 */
import { pathModels } from "../machines/path-models.ts";
import {
  coverageOf,
  minimumProof,
  modelsByMachine,
  pathPlan,
  playwrightCommand,
  stateIdsOf,
  stepLines,
  transitionsOf,
  vitestCommand,
} from "../machines/path-plan.ts";
import { withoutUiPaths } from "../tests/e2e/paths/drivers.ts";
import { describePlan } from "../tests/e2e/paths/engine.ts";
import { uiPathsFile, uiPlanOf, uiTestIn, writeUiPaths } from "../tests/e2e/paths/ui-paths.ts";

const args = process.argv.slice(2);
if (args.includes("--write-ui")) {
  writeUiPaths(pathModels);
  console.log(`wrote ${uiPathsFile}`);
  process.exit(0);
}
const wanted = args.find((arg) => !arg.startsWith("--"));
const all = modelsByMachine(pathModels);
const machines = [...all].filter(
  ([id, models]) => !wanted || id === wanted || models.some((model) => model.name === wanted),
);
if (machines.length === 0) {
  console.error(`no machine "${wanted}"; machines: ${[...all.keys()].join(", ")}`);
  process.exit(1);
}

if (args.includes("--ui")) {
  for (const [id, models] of machines) {
    const plan = uiPlanOf(id, models);
    console.log(
      plan
        ? `\n## ${describePlan(plan, Boolean(wanted)).join("\n")}`
        : `\n## ${id}: no UI path tests, because ${withoutUiPaths[id]}`,
    );
  }
  if (wanted)
    console.log("\nA UI test runs the built app: `npm run build` once after changing the app, then its command.");
  process.exit(0);
}

console.log(
  "A path starts where a model starts and passes no state twice (a state is its value and the context that decides\n" +
    "its guards), except that its last step may go back to one it passed. Each machine lists the fewest such paths\n" +
    "that reach every state and take every transition, and why no fewer can (machines/path-cover.ts).",
);
for (const [id, models] of machines) {
  const machine = models[0]?.machine;
  if (!machine) continue;
  const minimum = pathPlan(models);
  const paths = minimum.paths;
  const coverage = coverageOf(machine, paths);
  console.log(
    `\n## ${id}: ${stateIdsOf(machine).length} states, ${transitionsOf(machine).length} transitions; ` +
      `${paths.length} paths cover states ${coverage.states.reached}/${coverage.states.total}, ` +
      `transitions ${coverage.transitions.reached}/${coverage.transitions.total}`,
  );
  for (const line of minimumProof(minimum)) console.log(line);
  for (const missing of [...coverage.states.missing, ...coverage.transitions.missing])
    console.log(`not reached: ${missing}`);
  if (!wanted) continue;
  const plan = uiPlanOf(id, models);
  paths.forEach((path, index) => {
    const ui = uiTestIn(id, plan, path.name);
    console.log(`\n${index + 1}. ${path.name}`);
    for (const line of stepLines(path)) console.log(`   ${line}`);
    console.log(`   vitest: ${vitestCommand(path)}`);
    console.log(ui.ui ? `   ui:     ${playwrightCommand(path)}` : `   ui:     no UI test, because ${ui.why}`);
  });
  const topUps = plan?.paths.filter((p) => !p.listed) ?? [];
  if (topUps.length > 0) {
    console.log(`\nUI-only paths (they take through the UI what the listed paths without a UI test take):`);
    for (const { path } of topUps) console.log(`- ${path.name}\n  ui: ${playwrightCommand(path)}`);
  }
  if (plan)
    console.log("\nA UI test runs the built app: `npm run build` once after changing the app, then its command.");
}
