import { pathModels } from "../../../machines/path-models.ts";
import { modelsByMachine } from "../../../machines/path-plan.ts";
import { test } from "../support/test.ts";
import { uiDrivers } from "./drivers.ts";
import { planMachineUi, type UiPlan, walkUiPath } from "./engine.ts";

/** The UI plan of every machine that has a driver (machines/path-plan.ts, tests/e2e/paths/engine.ts). */
export const uiPlans: UiPlan[] = [...modelsByMachine(pathModels)]
  .map(([id, models]) => ({ models, drivers: uiDrivers.filter((driver) => driver.model.machine.id === id) }))
  .filter(({ drivers }) => drivers.length > 0)
  .map(({ models, drivers }) => planMachineUi(models, drivers));

/** Whether a plan's paths move the sandbox clock by minutes (its driver says `movesClock`). */
export const movesClock = (plan: UiPlan): boolean => plan.paths.some(({ driver }) => driver.movesClock === true);

/**
 * One test per UI path of the plans, titled by the path's name, so the listed command (`npx playwright test -g
 * '<name>$'`) runs it. Each path arranges its own players: the paths spread over the workers.
 */
export function pathTests(plans: UiPlan[]): void {
  test.describe.configure({ mode: "parallel" });
  for (const plan of plans) {
    test.describe(`${plan.machine} paths through the UI`, () => {
      for (const { path, driver, steps } of plan.paths) {
        test(path.name, async ({ page }) => {
          if (driver.timeout) test.setTimeout(driver.timeout(steps));
          await walkUiPath(page, driver, steps);
        });
      }
    });
  }
}
