import { test } from "@playwright/test";
import { depositDriver, depositReceiptDriver } from "./paths/deposit.driver.ts";
import { describePlan, planUiPaths, type UiDriver, walkUiPath } from "./paths/engine.ts";
import { otpDriver } from "./paths/otp.driver.ts";
import { e2eApi } from "./paths/players.ts";
import { restoredSessionDriver, sessionDriver } from "./paths/session.driver.ts";
import { withdrawDriver } from "./paths/withdraw.driver.ts";

/**
 * Model-based path tests through the real UI, generated from the same graphs as
 * tests/machines/paths.test.ts. Each path is one test; the plan (paths, coverage,
 * what cannot be driven) is printed by `npm run paths -- <machine> --ui`.
 */
const drivers: UiDriver[] = [
  sessionDriver,
  restoredSessionDriver,
  otpDriver,
  depositDriver,
  depositReceiptDriver,
  withdrawDriver,
];

for (const driver of drivers) {
  const plan = planUiPaths(driver);
  test.describe(`${driver.model.name} paths through the UI`, () => {
    test.beforeAll(() => {
      console.log(describePlan(plan)[0]);
    });
    for (const path of plan.paths) {
      test(path.name, async ({ page }) => {
        if (driver.timeout) test.setTimeout(driver.timeout(path.steps));
        await walkUiPath(page, e2eApi, driver, path.steps);
      });
    }
  });
}
