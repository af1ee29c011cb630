import uiPaths from "./ui-paths.json" with { type: "json" };

/**
 * Which listed paths (machines/path-plan.ts) have a UI test, and why the others have none.
 * The visualiser cannot run the UI drivers of tests/e2e/paths/, so `npm run paths -- --write-ui`
 * writes their answer to ./ui-paths.json; tests/e2e/paths.spec.ts fails when it is out of date.
 */
export type UiTest = { ui: true } | { ui: false; why: string };

export type MachineUiPaths = {
  /** Every listed path of the machine, by name: its UI test, or why it has none. */
  paths: Record<string, UiTest>;
  /** The UI-only top-ups: the paths the UI tests walk beyond the listed ones, by name. */
  uiOnly: string[];
};

const byMachine: Record<string, { paths: Record<string, { ui: boolean; why?: string }>; uiOnly: string[] }> = uiPaths;
const byPath = new Map(Object.values(byMachine).flatMap((machine) => Object.entries(machine.paths)));

/** A listed path's UI test (its command is `playwrightCommand(path)`), or why it has none; null for an unknown name. */
export function uiTestOf(pathName: string): UiTest | null {
  const entry = byPath.get(pathName);
  if (!entry) return null;
  if (entry.ui) return { ui: true };
  if (entry.why === undefined)
    throw new Error(`${pathName}: no UI test and no reason; run npm run paths -- --write-ui`);
  return { ui: false, why: entry.why };
}

/** The names of a machine's UI-only paths (UI tests beyond its listed paths), sorted. */
export function uiOnlyPathsOf(machineId: string): string[] {
  return byMachine[machineId]?.uiOnly ?? [];
}
