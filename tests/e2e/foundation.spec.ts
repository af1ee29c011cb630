import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";

test("the app and the API are served on one port; /login shows the tenant theme", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  await expect(page).toHaveTitle("Harimau Play");
  await expectNoAxeViolations(page, "/login");
});

test("an unknown path shows the not-found screen", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expectNoAxeViolations(page, "not found");
});
