/**
 * `npm run flows:export`: one SVG per statechart of machines/ in flows-export/ (or the folder given), laid out with
 * ELK top-down, on white paper with the legend of the marks it shows and every state's and transition's description
 * under the diagram, for product owners to review in a pull request or a document (no browser, no network).
 * Technical (keys, `event [guard] / actions`, entry and invoke lines: what a code review needs) unless `--plain`
 * is given: then drawn as the visualiser's plain mode draws it, states and arrows by their descriptions (English).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { machineSvg } from "../src/visualiser/layout.ts";
import { machines } from "../src/visualiser/machines.ts";

const args = process.argv.slice(2);
const plain = args.includes("--plain");
const out = args.find((arg) => !arg.startsWith("--")) ?? "flows-export";
mkdirSync(out, { recursive: true });
for (const { machine, title } of machines) {
  const file = join(out, `${machine.id}.svg`);
  const started = performance.now();
  const svg = await machineSvg(machine, title, { technical: !plain });
  writeFileSync(file, svg);
  console.log(`wrote ${file} (laid out and drawn in ${Math.round(performance.now() - started)} ms)`);
}
