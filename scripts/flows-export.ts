/**
 * `npm run flows:export`: one SVG per statechart of machines/ in flows-export/, laid out with
 * ELK, for product owners to review in a pull request (no browser, no network).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { machineSvg } from "../src/visualiser/layout.ts";
import { machines } from "../src/visualiser/machines.ts";

const out = process.argv[2] ?? "flows-export";
mkdirSync(out, { recursive: true });
for (const { machine, title } of machines) {
  const file = join(out, `${machine.id}.svg`);
  writeFileSync(file, await machineSvg(machine, title));
  console.log(`wrote ${file}`);
}
