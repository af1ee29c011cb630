/**
 * `npm run paths -- <machine>`: the generated paths of a statechart as readable steps
 * (state --event--> state), with the state and transition coverage they reach, for
 * testers to review. Without a name it lists the machines and their coverage.
 * `npm run paths -- <machine> --ui`: the paths the Playwright path tests walk through the
 * real UI (tests/e2e/paths.spec.ts), their coverage, and what cannot be driven and why.
 */
import { createActor } from "xstate";
import { pathModels } from "../machines/path-models.ts";
import { coverageOf, describePath, generatePaths, walkPath } from "../tests/support/paths.ts";

const args = process.argv.slice(2);
const wanted = args.find((arg) => !arg.startsWith("--"));
if (args.includes("--ui")) {
  const { uiDrivers, withoutUiPaths } = await import("../tests/e2e/paths/drivers.ts");
  const { describePlan, machineCoverage, planUiPaths } = await import("../tests/e2e/paths/engine.ts");
  const drivers = uiDrivers.filter((d) => !wanted || d.model.machine.id === wanted || d.model.name === wanted);
  if (drivers.length === 0) {
    console.error(
      withoutUiPaths[wanted ?? ""]
        ? `${wanted}: no UI path tests, because ${withoutUiPaths[wanted ?? ""]}`
        : `no UI driver for "${wanted}"`,
    );
    process.exit(1);
  }
  const plans = drivers.map(planUiPaths);
  for (const id of new Set(plans.map((plan) => plan.driver.model.machine.id))) {
    const coverage = machineCoverage(plans.filter((plan) => plan.driver.model.machine.id === id));
    console.log(`\n## ${id}: UI paths take ${coverage.reached}/${coverage.total} transitions`);
    for (const { transition, why } of coverage.missing) console.log(`not drivable: ${transition}\n  because ${why}`);
    for (const plan of plans.filter((p) => p.driver.model.machine.id === id)) {
      if (wanted) console.log(`\n### ${describePlan(plan).join("\n")}`);
      else console.log(describePlan(plan)[0]);
    }
  }
  if (!wanted)
    for (const [id, why] of Object.entries(withoutUiPaths)) console.log(`\n## ${id}: no UI path tests, because ${why}`);
  process.exit(0);
}
const models = wanted ? pathModels.filter((model) => model.machine.id === wanted || model.name === wanted) : pathModels;
if (models.length === 0) {
  const names = [...new Set(pathModels.map((model) => model.machine.id))].join(", ");
  console.error(`no machine "${wanted}"; machines: ${names}`);
  process.exit(1);
}

const byMachine = new Map<string, typeof models>();
for (const model of models) byMachine.set(model.machine.id, [...(byMachine.get(model.machine.id) ?? []), model]);

for (const [id, group] of byMachine) {
  const generated = group.map((model) => ({ model, paths: generatePaths(model) }));
  const walks = generated.flatMap(({ model, paths }) => paths.map((path) => walkPath(model, path)));
  const coverage = coverageOf(group[0] as (typeof group)[number], walks);
  const count = generated.reduce((sum, { paths }) => sum + paths.length, 0);
  console.log(
    `\n## ${id}: ${count} paths; states ${coverage.states.reached}/${coverage.states.total}, ` +
      `transitions ${coverage.transitions.reached}/${coverage.transitions.total}`,
  );
  for (const missing of [...coverage.states.missing, ...coverage.transitions.missing])
    console.log(`not reached: ${missing}`);
  if (!wanted) continue;
  for (const { model, paths } of generated) {
    const initial = createActor(model.machine, { input: model.input }).getSnapshot();
    console.log(`\n### ${model.name}`);
    paths.forEach((path, index) => {
      console.log(`\n${index + 1}. ${describePath(path, initial).join("\n   ")}`);
    });
  }
}
