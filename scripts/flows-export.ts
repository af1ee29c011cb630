/**
 * `npm run flows:export`: one SVG per statechart of machines/ in flows-export/ (or the folder given),
 * laid out with ELK top-down, on white paper with the legend and every state's and transition's
 * description under the diagram: the same file as the visualiser's "Download SVG", for product
 * owners to review in a pull request or a document (no browser, no network).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { machineSvg } from "../src/visualiser/layout.ts";
import { machines } from "../src/visualiser/machines.ts";

const out = process.argv[2] ?? "flows-export";
mkdirSync(out, { recursive: true });
for (const { machine, title } of machines) {
  const file = join(out, `${machine.id}.svg`);
  const started = performance.now();
  const svg = await machineSvg(machine, title);
  writeFileSync(file, svg);
  console.log(`wrote ${file} (laid out and drawn in ${Math.round(performance.now() - started)} ms)`);
}
