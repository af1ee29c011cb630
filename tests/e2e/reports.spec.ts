import { expectNoAxeViolations } from "./support/axe.ts";
import { logIn } from "./support/session.ts";
import { expect, test } from "./support/test.ts";

test("every report shows the transactions and records of the chosen days", async ({ page }) => {
  await logIn(page, "demo", "Demo1234");
  // a deposit made now must show in today's deposit report
  await page.goto("/deposit/instant_deposit");
  await page.getByRole("radio").first().check();
  await page.getByLabel("Amount (MYR)").fill("120");
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByText(/Payment successful/)).toBeVisible();
  const reference = (await page.locator(".info-list dd").first().textContent())?.trim() ?? "";
  expect(reference).not.toBe("");

  await page.goto("/reports");
  await expectNoAxeViolations(page, "/reports");

  await page.getByRole("link", { name: "Deposit report" }).click();
  await page.getByRole("button", { name: "Today" }).click();
  await expectNoAxeViolations(page, "/reports/deposit");
  await page.getByRole("button", { name: "Show report" }).click();
  await expect(page).toHaveURL(/\/reports\/deposit_result\?/);
  await expect(page.getByRole("region", { name: "Totals" })).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(reference) })).toBeVisible();
  await expectNoAxeViolations(page, "/reports/deposit_result");

  await page.goto("/reports/withdraw");
  await page.getByRole("button", { name: "Last 30 days" }).click();
  await page.getByRole("button", { name: "Show report" }).click();
  await expect(page).toHaveURL(/\/reports\/withdrawal_result\?/);
  await expect(page.locator(".list .list-item").first()).toContainText("Withdrawal");
  await expectNoAxeViolations(page, "/reports/withdrawal_result");
  // the report's old address (before SPEC's name) leads to it, with its dates
  await page.goto("/reports/withdraw_result?start_date=2020-01-01&end_date=2099-12-31");
  await expect(page).toHaveURL(/\/reports\/withdrawal_result\?start_date=2020-01-01&end_date=2099-12-31$/);
  await expect(page.locator(".list .list-item").first()).toContainText("Withdrawal");

  await page.goto("/reports/game_record");
  await page.getByRole("button", { name: "Last 30 days" }).click();
  await page.getByRole("button", { name: "Show report" }).click();
  await expect(page.locator(".list .list-item").first()).toBeVisible();
  await expectNoAxeViolations(page, "/reports/game_record_result");

  await page.goto("/reports/turnover");
  await page.getByRole("button", { name: "Last 30 days" }).click();
  await page.getByRole("button", { name: "Show report" }).click();
  await expect(page.getByText(/Total turnover/)).toBeVisible();
  await expectNoAxeViolations(page, "/reports/turnover_result");

  // the start date must not pass the end date
  await page.goto("/reports/deposit");
  await page.getByLabel("Start date").fill("2026-11-20");
  await page.getByLabel("End date").fill("2026-11-01");
  await page.getByRole("button", { name: "Show report" }).click();
  await expect(page.getByText("The start date must be on or before the end date")).toBeVisible();
});
