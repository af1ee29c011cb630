import { expectNoAxeViolations } from "./support/axe.ts";
import { translation } from "./support/catalog.ts";
import { expect, test } from "./support/test.ts";

const languages = [
  { locale: "zh-CN", name: "简体中文" },
  { locale: "zh-TW", name: "繁體中文" },
  { locale: "ms-MY", name: "Bahasa Melayu" },
  { locale: "en-US", name: "English" },
];

test("switching language re-renders the app in each language and survives a reload", async ({ page }) => {
  await page.goto("/login");
  for (const { locale, name } of languages) {
    await page.getByRole("combobox").selectOption({ label: name });
    const heading = translation(locale, "Welcome back");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expectNoAxeViolations(page, `/login in ${locale}`);
  }
});

test("the language choice is sent to the API as Accept-Language", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("combobox").selectOption({ label: "Bahasa Melayu" });
  const call = page.waitForRequest((request) => request.url().includes("/api/player/user/login"));
  await page.getByLabel(translation("ms-MY", "Username")).fill("demo");
  await page.getByLabel(translation("ms-MY", "Password"), { exact: true }).fill("Demo1234");
  await page.getByRole("button", { name: translation("ms-MY", "Log in"), exact: true }).click();
  const headers = (await call).headers();
  expect(headers["accept-language"]).toBe("ms-MY");
  expect(headers["x-localization"]).toBe("en");
  expect(headers.current_domain).toContain("/login");
});

test("going offline shows the notice at the top", async ({ page, context }) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  // the heading is in the prerendered HTML: go offline once the app runs the screen (its button works),
  // not while its code is still on the way
  await expect(page.getByRole("button", { name: "Log in" })).toBeEnabled();
  await context.setOffline(true);
  await expect(page.getByText("Network is offline")).toBeVisible();
  await expectNoAxeViolations(page, "/login offline");
  await context.setOffline(false);
});

test("each demo tenant shows its own title, icon and colour", async ({ page, baseURL }) => {
  const tenants = [
    { host: "localhost", title: "Harimau Play", color: "#f5b301", icon: "/tenant-assets/harimau/" },
    { host: "lotus.localhost", title: "Lotus Jade", color: "#1fc7a0", icon: "/tenant-assets/lotus/" },
  ];
  const port = new URL(baseURL ?? "").port;
  for (const tenant of tenants) {
    await page.goto(`http://${tenant.host}:${port}/login`);
    await expect(page).toHaveTitle(tenant.title);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", new RegExp(tenant.icon));
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", tenant.color);
    const accent = await page.evaluate(() => document.documentElement.style.getPropertyValue("--accent"));
    expect(accent).toBe(tenant.color);
    await expectNoAxeViolations(page, `/login of ${tenant.title}`);
  }
});

test("a signed-in path without a session goes to /login", async ({ page }) => {
  await page.goto("/account");
  await expect(page).toHaveURL(/\/login$/);
});

test("an answer that breaks the contract is refused (checked off the main thread)", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  await page.route("**/api/player/wallet/getWallet", (route) =>
    route.fulfill({ json: { balances: [{ currency: "MYR", available: 1.5, held: 0 }] } }),
  );
  await page.goto("/login");
  await page.getByLabel("Username").fill("demo");
  await page.getByLabel("Password", { exact: true }).fill("Demo1234");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto("/wallet");
  await expect(page.getByText("Error Encountered")).toBeVisible();
  expect(problems.some((text) => text.includes("does not match the contract"))).toBe(true);
  const workers = page.workers().map((worker) => worker.url());
  expect(workers.some((url) => url.includes("answer.worker"))).toBe(true);
});
