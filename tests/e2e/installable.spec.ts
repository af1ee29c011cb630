import type { BrowserContext, Page } from "@playwright/test";
import { arrangePlayer, openSignedIn } from "./paths/players.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";

/**
 * The app on the home screen and offline (issue 29), as a player meets it at 360 px: after a visit (the first tap
 * registers the service worker), a reload with the network gone opens the app's own offline screen inside its shell,
 * with the last balance seen and its time, not the browser's error page; back online, the screen the player was on
 * returns by itself. Each tenant's host has its own web app manifest (name, colour, icons drawn from its logo).
 * The update prompt ("Update available — Reload") is tested in Vitest (tests/unit/service-worker.test.ts): a second
 * build to update to would take minutes.
 */

// every other spec runs with service workers blocked (playwright.config.ts); this one tests it. Each test has a
// browser context of its own, so its worker and caches end with it.
test.use({ serviceWorkers: "allow" });

/** Waits until the page's service worker is active and controls it (the first one takes the page at once). */
async function controlledByWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null)).toBe("activated");
}

/**
 * Whether every file of the build this page has loaded is kept by the worker: the precached shell's, and those the
 * page loaded before the worker took it over (src/service-worker.ts, keepLoadedFiles), so this screen opens offline.
 */
function loadedFilesKept(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const files = performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((url) => new URL(url).pathname.startsWith("/assets/"));
    const kept = await Promise.all(files.map((url) => caches.match(url)));
    return files.length > 0 && kept.every(Boolean);
  });
}

async function setOffline(context: BrowserContext, page: Page, offline: boolean): Promise<void> {
  await context.setOffline(offline);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(!offline);
}

test("offline after a visit: the app's own offline screen with the last balance, back by itself online", async ({
  page,
  context,
}) => {
  const player = await arrangePlayer({ myr: 1250 });
  await openSignedIn(page, player, "/wallet");
  const balance = page.getByRole("region", { name: "MYR balance" });
  await expect(balance).toContainText("1,250.00");
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistration())).toBeUndefined();

  // the first tap registers the worker, which precaches the shell and takes the page over
  await page.getByRole("heading", { name: "Wallet" }).click();
  await controlledByWorker(page);
  await expect.poll(() => loadedFilesKept(page)).toBe(true);

  await setOffline(context, page, true);
  await page.reload();
  await expect(page.getByRole("heading", { name: "You're offline", level: 1 })).toBeVisible();
  const last = page.getByRole("region", { name: "Last balance seen" });
  await expect(last).toContainText("1,250.00");
  await expect(last).toContainText(/as of \d{2}:\d{2}$/);
  const needs = page.getByRole("region", { name: "Needs a connection" });
  for (const what of ["Deposit", "Withdraw", "Transfers", "Games", "Chat"]) await expect(needs).toContainText(what);
  // inside the app's shell: its header and tab bar stay
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Harimau Play home" })).toBeVisible();
  await expectNoAxeViolations(page, "the offline screen");

  // back online, the same page (not a reload) reads the balance again and shows the screen
  await page.evaluate(() => {
    document.documentElement.dataset.sameDocument = "yes";
  });
  await setOffline(context, page, false);
  await expect(balance).toContainText("1,250.00");
  await expect(page.getByRole("heading", { name: "You're offline" })).toHaveCount(0);
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(page.locator("html")).toHaveAttribute("data-same-document", "yes");
});

test("each tenant's host installs its own app: name, colour and icons drawn from its logo", async ({
  page,
  context,
  baseURL,
}) => {
  const port = new URL(baseURL ?? "").port;
  const tenants = [
    { host: "localhost", name: "Harimau Play", color: "#f5b301" },
    { host: "lotus.localhost", name: "Lotus Jade", color: "#1fc7a0" },
  ];
  const icons = new Map<string, string>();
  for (const tenant of tenants) {
    await page.goto(`http://${tenant.host}:${port}/login`);
    await expect(page.getByRole("button", { name: "Log in" })).toBeEnabled();
    // the page names its manifest and home-screen icon; Chromium reads the manifest without an error
    const cdp = await context.newCDPSession(page);
    const read = await cdp.send("Page.getAppManifest");
    await cdp.detach();
    expect(read.url).toBe(`http://${tenant.host}:${port}/manifest.webmanifest`);
    expect(read.errors, tenant.host).toEqual([]);
    const manifest = JSON.parse(read.data ?? "{}");
    expect(manifest).toMatchObject({
      name: tenant.name,
      short_name: tenant.name,
      theme_color: tenant.color,
      background_color: "#0b0d12",
      start_url: "/",
      display: "standalone",
    });
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/app-icon/180.png");
    // every icon loads as a picture of the size it says
    for (const icon of [...manifest.icons, { src: "/app-icon/180.png", sizes: "180x180" }]) {
      const drawn = await page.evaluate(async (src) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        const bytes = new Uint8Array(await (await fetch(src)).arrayBuffer());
        let sum = 0;
        for (const byte of bytes) sum = (sum * 31 + byte) >>> 0;
        return { size: `${image.naturalWidth}x${image.naturalHeight}`, sum };
      }, icon.src);
      expect(drawn.size, `${tenant.host} ${icon.src}`).toBe(icon.sizes);
      icons.set(`${tenant.host} ${icon.src}`, String(drawn.sum));
    }
  }
  // each tenant's icons are its own
  expect(icons.get("localhost /app-icon/512.png")).not.toBe(icons.get("lotus.localhost /app-icon/512.png"));
});
