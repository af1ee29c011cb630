/**
 * `npm run paths -- <machine>`: the generated paths of a statechart as readable steps
 * (state --event--> state), with the state and transition coverage they reach, for
 * testers to review. Without a name it lists the machines and their coverage.
 */
import { createActor } from "xstate";
import { pathModels } from "../tests/support/models/index.ts";
import { coverageOf, describePath, generatePaths, walkPath } from "../tests/support/paths.ts";

const wanted = process.argv[2];
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
