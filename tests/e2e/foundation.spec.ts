import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";

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

test("a cold /login loads at most 150 KB of JavaScript as served (DESIGN.md §8)", async ({ page }) => {
  // The build's budget check counts each first-screen chunk at gzip level 9; this counts the
  // bytes the browser really receives (the build's Brotli copies, served by the reference API).
  const sizes: Promise<number>[] = [];
  page.on("requestfinished", (request) => {
    if (request.resourceType() === "script") sizes.push(request.sizes().then((s) => s.responseBodySize));
  });
  await page.goto("/login", { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  console.log(`cold /login JavaScript: ${(total / 1024).toFixed(1)} KB in ${sizes.length} files`);
  expect(total).toBeLessThanOrEqual(150 * 1024);
});
