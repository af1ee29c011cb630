import { pathModels } from "../../machines/path-models.ts";
import { uiDrivers, withoutUiPaths } from "./paths/drivers.ts";
import { movesClock, pathTests, uiPlans } from "./paths/path-tests.ts";
import { uiPathsFile, uiPathsIndex, writtenUiPaths } from "./paths/ui-paths.ts";
import { expect, test } from "./support/test.ts";

/**
 * Model-based path tests through the real UI: each listed path of machines/path-plan.ts (the
 * same the Vitest path tests walk) that a driver can drive is one test titled by the path's
 * name, so the listed command (`npx playwright test -g '<name>$'`) runs it; UI-only top-ups take
 * what undrivable listed paths would have. `npm run paths -- <machine> --ui` prints the plan.
 * Paths that move the sandbox clock by minutes are in paths-own-clock.spec.ts; the checks below cover every plan.
 */
const plans = uiPlans;

// the paths of machines that move the sandbox clock by minutes run in paths-own-clock.spec.ts
pathTests(plans.filter((plan) => !movesClock(plan)));

for (const plan of plans) {
  test(`${plan.machine}: the UI paths take every transition a player can cause`, () => {
    console.log(`${plan.machine}: UI paths take ${plan.transitions.reached}/${plan.transitions.total} transitions`);
    // A transition no UI path takes must have a stated reason (a driver's `undrivable`),
    // never just "no path": a new transition without a way to drive it fails here.
    for (const { transition, why } of plan.transitions.missing) {
      console.log(`  not drivable: ${transition} (${why})`);
      expect(why, transition).not.toBe("no generated path takes it");
    }
  });
}

test("every machine has UI path tests, or a stated reason why not", () => {
  const driven = new Set(uiDrivers.map((driver) => driver.model.machine.id));
  const machinesOfModels = [...new Set(pathModels.map((model) => model.machine.id))];
  const unexplained = machinesOfModels.filter((id) => !driven.has(id) && !withoutUiPaths[id]);
  expect(unexplained, "add a driver in tests/e2e/paths/ or a reason in withoutUiPaths").toEqual([]);
});

test(`ui-paths: ${uiPathsFile} says which listed paths have a UI test, and why not`, () => {
  // the visualiser shows it beside each listed path; it cannot run the drivers itself
  const current = uiPathsIndex(pathModels);
  const written = writtenUiPaths();
  const stale = `${uiPathsFile} is out of date: run npm run paths -- --write-ui`;
  expect(written, stale).toEqual(current);
  expect(JSON.stringify(written), `${stale} (the order of its names changed)`).toBe(JSON.stringify(current));
});
