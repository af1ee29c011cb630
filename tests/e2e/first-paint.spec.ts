import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";

/**
 * The first screen is HTML (issue 16): the signed-out screens come prerendered in the player's language
 * and the tenant's theme, readable without JavaScript, and the app takes them over in place: no second
 * drawing, no hydration error, no layout shift, and nothing the player typed in the meantime is lost.
 */

const welcome = { "en-US": "Welcome back", "zh-CN": "欢迎回来", "zh-TW": "歡迎回來", "ms-MY": "Selamat kembali" };

/** Errors in the console and page errors (a hydration mismatch is one), collected from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Whether React has taken over #root (hydrated or drawn). */
const appRuns = (page: Page) =>
  page.waitForFunction(() => {
    const root = document.getElementById("root");
    return root !== null && Object.keys(root).some((key) => key.startsWith("__reactContainer"));
  });

test("without JavaScript, /login is the tenant's themed login screen in the player's language", async ({
  browser,
  baseURL,
}) => {
  const port = new URL(baseURL ?? "").port;
  for (const [locale, tenant] of [
    ["zh-CN", { host: "localhost", brand: "Harimau Play", accent: "rgb(245, 179, 1)" }],
    ["ms-MY", { host: "lotus.localhost", brand: "Lotus Jade", accent: "rgb(31, 199, 160)" }],
  ] as const) {
    const context = await browser.newContext({ javaScriptEnabled: false, locale });
    const page = await context.newPage();
    const response = await page.goto(`http://${tenant.host}:${port}/login`);
    expect(response?.headers()["content-language"]).toBe(locale);
    await expect(page.getByRole("heading", { level: 1, name: welcome[locale] })).toBeVisible();
    await expect(page).toHaveTitle(tenant.brand);
    await expect(page.locator(".brand__name")).toHaveText(tenant.brand);
    await expect(page.getByRole("textbox").first()).toBeVisible();
    // the tenant's colour is on the primary button, from the page's own stylesheet (no script ran)
    const submit = page.locator('button[type="submit"]');
    await expect(submit).toHaveCSS("background-color", tenant.accent);
    await context.close();
  }
});

test("the app takes over the prerendered screen in each language: no second drawing, no error, no shift", async ({
  browser,
}) => {
  for (const locale of Object.keys(welcome) as (keyof typeof welcome)[]) {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.addInitScript(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    for (const path of ["/login", "/register", "/forgotPassword"]) {
      await page.goto(path);
      await appRuns(page);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // hydrated in place: the marker of the prerendered HTML is still there (a redraw removes it)
      await expect(page.locator("#root")).toHaveAttribute("data-prerendered-route", /_signedOut/);
      expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts), `${locale} ${path}`).toBe(0);
    }
    if (locale === "zh-TW") await expectNoAxeViolations(page, "/forgotPassword (prerendered, zh-TW)");
    expect(errors, locale).toEqual([]);
    await context.close();
  }
});

test("what a player types before the app runs is kept, and the login goes through", async ({ page }) => {
  const errors = collectErrors(page);
  // the app's code is held back until the fields are filled, as on a slow network
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/app-*.js", async (route) => {
    await released;
    await route.continue();
  });
  await page.goto("/login", { waitUntil: "commit" });
  await page.getByLabel("Username").fill("demo");
  await page.getByLabel("Password", { exact: true }).fill("Demo1234");
  release();
  await appRuns(page);
  await expect(page.getByLabel("Username")).toHaveValue("demo");
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("Demo1234");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/home$/);
  expect(errors).toEqual([]);
});

test("the language chosen in the app is the language of the next first screen, and a path that is no page is a 404", async ({
  page,
}) => {
  await page.goto("/login");
  await appRuns(page);
  await page.getByRole("combobox", { name: "Language" }).selectOption("zh-TW");
  await expect(page.getByRole("heading", { level: 1, name: welcome["zh-TW"] })).toBeVisible();
  // the server now serves the HTML in that language (the app's cookie), before any script runs
  const next = await page.request.get("/login", { headers: { "Accept-Language": "en-US" } });
  expect(next.headers()["content-language"]).toBe("zh-TW");
  expect(await next.text()).toContain(welcome["zh-TW"]);

  const missing = await page.goto("/no/such/page");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "找不到頁面" })).toBeVisible();
});

test("the app's code is asked for only after the prerendered screen has painted, and then runs it; the other screens' routes and messages load once the player starts", async ({
  page,
}) => {
  const errors = collectErrors(page);
  // the stylesheet (which the first paint waits for) comes late, as on a slow network: a module script or a
  // modulepreload in the HTML would be requested long before it
  let stylesheetServedAt = Number.POSITIVE_INFINITY;
  await page.route("**/assets/*.css", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    stylesheetServedAt = Date.now();
    await route.continue();
  });
  const scriptsRequestedAt: number[] = [];
  // the rest of the route tree (src/route-tree.ts) and of the language's messages (lingui.config.ts)
  const forLater = /\/assets\/(route-tree|messages)-[^/]*\.js$/;
  const laterRequests: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scriptsRequestedAt.push(Date.now());
    if (forLater.test(request.url())) laterRequests.push(request.url());
  });
  await page.goto("/login");
  await appRuns(page);
  expect(scriptsRequestedAt.length).toBeGreaterThan(0);
  expect(Math.min(...scriptsRequestedAt)).toBeGreaterThanOrEqual(stylesheetServedAt);
  // the signed-in screens' routes and messages are not part of the first screen: asked for on the first input
  await page.waitForLoadState("networkidle");
  expect(laterRequests).toEqual([]);
  const routeTree = page.waitForRequest(/\/assets\/route-tree-[^/]*\.js$/);
  const messages = page.waitForRequest(/\/assets\/messages-[^/]*\.js$/);
  await page.getByLabel("Username").focus();
  await Promise.all([routeTree, messages]);
  await page.getByLabel("Username").fill("demo");
  await page.getByLabel("Password", { exact: true }).fill("Demo1234");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/home$/);
  expect(errors).toEqual([]);
});

test("before the first input, /login asks for at most six scripts: 120 KB on the wire with their headers", async ({
  page,
}) => {
  // DESIGN §8, issue 32: each script pays its response headers too (a document's CSP and policies were on every
  // one of them, and the first screen was 13 scripts)
  const scripts: Promise<{ url: string; bytes: number }>[] = [];
  page.on("requestfinished", (request) => {
    if (request.resourceType() !== "script") return;
    scripts.push(
      request.sizes().then((sizes) => ({
        url: new URL(request.url()).pathname,
        bytes: sizes.responseHeadersSize + sizes.responseBodySize,
      })),
    );
  });
  await page.goto("/login");
  await appRuns(page);
  await page.waitForLoadState("networkidle");
  const received = await Promise.all(scripts);
  const total = received.reduce((sum, script) => sum + script.bytes, 0);
  const listed = received.map((script) => `${script.url} ${script.bytes} B`).join(", ");
  expect(received.length, listed).toBeLessThanOrEqual(6);
  expect(total, listed).toBeLessThanOrEqual(120 * 1024);
  // compressed as served (Brotli): the scripts as built are several times larger
  expect(
    received.every((script) => script.bytes > 0),
    listed,
  ).toBe(true);
  // the app's scripts carry no document headers: a few hundred bytes each, not a kilobyte
  const response = await page.request.get(received[0]?.url ?? "/", { headers: { "Accept-Encoding": "br" } });
  expect(response.headers()["content-security-policy"]).toBeUndefined();
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
});
