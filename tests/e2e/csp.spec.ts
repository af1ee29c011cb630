import type { Page } from "@playwright/test";
import { logIn } from "./support/session.ts";
import { expect, test } from "./support/test.ts";

/**
 * The app, a toast, the sandbox operator page and the visualiser run under the server's strict CSP
 * (server/http/security.ts: no 'unsafe-inline', inline blocks by hash) without a single violation:
 * none reported to the page (`securitypolicyviolation`) and none in the console.
 */
declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on("console", (message) => {
    // the one failure this test makes on purpose (to show a toast): the request, and the wallet
    // route's loader reporting the error it threw to its error boundary
    if (message.location().url.includes("/getWallet")) return;
    if (message.text().startsWith("ApiError: Oops, something went wrong")) return;
    if (message.type() === "error" || /Content.Security.Policy|Permissions-Policy/i.test(message.text())) {
      console.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => console.push(`page error: ${error.message}`));
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  return async () => [...console, ...((await page.evaluate(() => window.__cspViolations)) ?? [])];
}

test("login, home, a toast, the operator page and the visualiser: no CSP violation", async ({ page }) => {
  const violations = await watchViolations(page);
  // the headers of the app's scripts and stylesheets as served (issue 32: a document's headers stay on documents)
  const assets = new Map<string, Record<string, string>>();
  page.on("response", (response) => {
    const path = new URL(response.url()).pathname;
    if (/^\/assets\/[^/]+\.(js|css)$/.test(path) && response.status() === 200) assets.set(path, response.headers());
  });

  const login = await page.goto("/login");
  const csp = login?.headers()["content-security-policy"] ?? "";
  expect(csp).toContain("script-src 'self' 'sha256-");
  expect(csp).not.toContain("unsafe-inline");
  await expect(page.getByRole("button", { name: "Log in" })).toBeVisible();
  expect(await violations()).toEqual([]);

  // not "networkidle": the signed-in app keeps its event stream open, so the network is never idle
  const stream = page.waitForResponse((response) => response.url().includes("/api/player/events"));
  await logIn(page, "demo", "Demo1234");
  await expect(page.getByRole("region", { name: "Your account" })).toBeVisible();
  await stream;
  expect(await violations()).toEqual([]);

  // Scripts and stylesheets: nosniff and immutable caching, no CSP (a browser applies none to them). The worker
  // that checks answers runs under the CSP of its own script, so that one keeps it.
  const worker = [...assets.keys()].filter((path) => /\.worker-[^/]*\.js$/.test(path));
  expect(worker, [...assets.keys()].join(", ")).toHaveLength(1);
  for (const [path, headers] of assets) {
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["cache-control"], path).toBe("public, max-age=31536000, immutable");
    if (worker.includes(path)) expect(headers["content-security-policy"], path).toContain("script-src 'self'");
    else expect(headers["content-security-policy"], path).toBeUndefined();
  }
  expect([...assets.keys()].some((path) => path.endsWith(".css"))).toBe(true);

  // a failed query shows a toast: the lazily loaded toaster brings its styles as a file, not inline
  await page.route("**/api/player/wallet/getWallet", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify("Oops, something went wrong") }),
  );
  await page.goto("/wallet");
  await expect(page.getByText("Oops, something went wrong").first()).toBeVisible();
  await page.unroute("**/api/player/wallet/getWallet");
  expect(await violations()).toEqual([]);

  await page.goto("/sandbox/operator");
  await expect(page.getByRole("heading", { name: "Sandbox operator" })).toBeVisible();
  expect(await violations()).toEqual([]);

  // on a phone the machines are a menu
  await page.goto("/flows");
  await page.getByRole("combobox", { name: "Machine" }).selectOption("session");
  await expect(page.locator('[data-state-id="session.signedOut"]').first()).toBeVisible();
  expect(await violations()).toEqual([]);
});
