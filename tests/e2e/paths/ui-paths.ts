import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { PathModel } from "../../../machines/path-model.ts";
import { listedPaths, modelsByMachine } from "../../../machines/path-plan.ts";
import type { MachineUiPaths, UiTest } from "../../../src/visualiser/ui-paths.ts";
import { uiDrivers, withoutUiPaths } from "./drivers.ts";
import { planMachineUi, type UiPlan } from "./engine.ts";

/**
 * Which listed paths have a UI test, and why the others have none, for the visualiser
 * (src/visualiser/ui-paths.json, read by src/visualiser/ui-paths.ts): the browser bundle may not
 * import tests/ nor run the drivers, so `npm run paths -- --write-ui` writes what the UI plans
 * say, and tests/e2e/paths.spec.ts fails when the file is out of date.
 */

const root = join(import.meta.dirname, "..", "..", "..");
/** The file `npm run paths -- --write-ui` writes, relative to the repository root. */
export const uiPathsFile = "src/visualiser/ui-paths.json";

/** The UI plan of a machine, or null when no driver walks it (withoutUiPaths says why). */
export function uiPlanOf(id: string, models: PathModel[]): UiPlan | null {
  const drivers = uiDrivers.filter((driver) => driver.model.machine.id === id);
  return drivers.length > 0 ? planMachineUi(models, drivers) : null;
}

/** A listed path's UI test, or the reason it has none, as `npm run paths -- <machine>` prints it. */
export function uiTestIn(id: string, plan: UiPlan | null, pathName: string): UiTest {
  if (!plan) return { ui: false, why: `the ${id} machine has none: ${withoutUiPaths[id]}` };
  if (plan.paths.some(({ path }) => path.name === pathName)) return { ui: true };
  const why = plan.undrivable.find(({ path }) => path.name === pathName)?.why;
  if (!why) throw new Error(`${pathName}: neither a UI test nor a reason in the ${id} UI plan`);
  return { ui: false, why };
}

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Every machine's listed paths with their UI tests and its UI-only paths, sorted by name (no dates: stable). */
export function uiPathsIndex(models: PathModel[]): Record<string, MachineUiPaths> {
  const machines = [...modelsByMachine(models)].sort(([a], [b]) => byCodePoint(a, b));
  return Object.fromEntries(
    machines.map(([id, machineModels]) => {
      const plan = uiPlanOf(id, machineModels);
      const names = listedPaths(machineModels)
        .map((path) => path.name)
        .sort(byCodePoint);
      const uiOnly = (plan?.paths ?? [])
        .filter(({ listed }) => !listed)
        .map(({ path }) => path.name)
        .sort(byCodePoint);
      return [id, { paths: Object.fromEntries(names.map((name) => [name, uiTestIn(id, plan, name)])), uiOnly }];
    }),
  );
}

/** Writes the file, pretty-printed as Biome formats JSON (so `npx biome check .` stays clean). */
export function writeUiPaths(models: PathModel[]): void {
  writeFileSync(join(root, uiPathsFile), `${JSON.stringify(uiPathsIndex(models), null, 2)}\n`);
  execFileSync(join(root, "node_modules", ".bin", "biome"), ["format", "--write", uiPathsFile], {
    cwd: root,
    stdio: "ignore",
  });
}

/** What the file says now (parsed). */
export function writtenUiPaths(): unknown {
  return JSON.parse(readFileSync(join(root, uiPathsFile), "utf8"));
}
