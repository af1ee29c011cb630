import { pathModels } from "../../machines/path-models.ts";
import { uiDrivers, withoutUiPaths } from "./paths/drivers.ts";
import { machineCoverage, planUiPaths, walkUiPath } from "./paths/engine.ts";
import { expect, test } from "./support/test.ts";

/**
 * Model-based path tests through the real UI, generated from the same graphs as
 * tests/machines/paths.test.ts: each path is one test. `npm run paths -- <machine> --ui`
 * prints the plan (paths, coverage, what cannot be driven and why).
 */
const plans = uiDrivers.map(planUiPaths);

// each path arranges its own players: the paths spread over the workers (each with its own server)
test.describe.configure({ mode: "parallel" });

for (const plan of plans) {
  const { driver } = plan;
  test.describe(`${driver.model.name} paths through the UI`, () => {
    for (const path of plan.paths) {
      test(path.name, async ({ page }) => {
        if (driver.timeout) test.setTimeout(driver.timeout(path.steps));
        await walkUiPath(page, driver, path.steps);
      });
    }
  });
}

const machines = [...new Set(plans.map((plan) => plan.driver.model.machine.id))];
for (const id of machines) {
  test(`${id}: the UI paths take every transition a player can cause`, () => {
    const coverage = machineCoverage(plans.filter((plan) => plan.driver.model.machine.id === id));
    console.log(`${id}: UI paths take ${coverage.reached}/${coverage.total} transitions`);
    // A transition no UI path takes must have a stated reason (a driver's `undrivable`),
    // never just "no path": a new transition without a way to drive it fails here.
    for (const { transition, why } of coverage.missing) {
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
