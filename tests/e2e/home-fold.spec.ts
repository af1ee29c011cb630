import type { Page } from "@playwright/test";
import { localeTags as languages } from "../../src/lib/locales.ts";
import { arrangePlayer, openSignedIn } from "./paths/players.ts";
import { translation } from "./support/catalog.ts";
import { expect, test } from "./support/test.ts";

/**
 * Issue 32, home: on a phone (360×740) the games are on the lobby's first screen. Opened signed in, in each of the
 * four languages:
 *
 * - the category tabs and the first game tile are on the first screen: the tile's top is above 740 px, and its art
 *   is not hidden under the tab bar either (a player sees the game, not only its top edge);
 * - the balance is on the screen too (the compact account card), and so are the quick actions' deposit and withdraw;
 * - nothing moves as the images (game art, provider logos, the avatar, the tenant's icons) and the late answers
 *   (the game accounts, the announcements) come in: the page's cumulative layout shift, read from the browser's
 *   `layout-shift` entries from the first paint until every image on the screen is drawn, stays at about 0.
 */

const languageKey = "player-app:language";

test.use({ viewport: { width: 360, height: 740 } });

/** Collects the page's layout shifts from its first paint (added before any document loads). */
function recordLayoutShifts(): void {
  const shifts: { value: number; sources: string[] }[] = [];
  (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null }[];
    }[]) {
      if (entry.hadRecentInput) continue;
      const sources = (entry.sources ?? []).map((source) => {
        const node = source.node;
        return node instanceof Element ? `${node.tagName.toLowerCase()}.${[...node.classList].join(".")}` : "?";
      });
      shifts.push({ value: entry.value, sources });
    }
  }).observe({ type: "layout-shift", buffered: true });
}

/** Waits until every image in the viewport is loaded and drawn (a lazy one near the screen is fetched too). */
async function imagesDrawn(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [...document.images]
            .filter((image) => {
              const box = image.getBoundingClientRect();
              return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth && box.width > 0;
            })
            .filter((image) => !(image.complete && image.naturalWidth > 0))
            .map((image) => image.src),
        ),
      { message: "every image on the first screen is drawn" },
    )
    .toEqual([]);
  // two frames after the last image, where a late shift would be recorded, and the observer's queued callback
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)))),
  );
}

for (const language of languages) {
  test(`in ${language}, /home at 360×740 shows the balance, the category tabs and the first games without scrolling, and nothing shifts`, async ({
    page,
    context,
  }) => {
    const t = (english: string) => translation(language, english);
    await context.addInitScript((chosen) => localStorage.setItem(chosen.key, chosen.language), {
      key: languageKey,
      language,
    });
    await context.addInitScript(recordLayoutShifts);
    await openSignedIn(page, await arrangePlayer({ myr: 1250 }));
    await expect(page.locator("html")).toHaveAttribute("lang", language);

    const tabs = page.getByRole("tablist", { name: t("Game categories") });
    const firstTile = page.locator(".game-card").first();
    await expect(firstTile).toBeVisible();
    await imagesDrawn(page);
    expect(await page.evaluate(() => window.scrollY), "the lobby opens at its top").toBe(0);

    // the balance, on the screen
    const balance = page.getByRole("region", { name: t("Your account") }).locator(".user-card__amount");
    await expect(balance).toHaveText(/1,250\.00/);
    await expect(balance).toBeInViewport({ ratio: 1 });
    // deposit and withdraw, one tap away
    const actions = page.locator(".quick-actions__grid a");
    await expect(actions.and(page.locator('[href="/deposit/instant_deposit"]'))).toBeInViewport({ ratio: 1 });
    await expect(actions.and(page.locator('[href="/withdraw"]'))).toBeInViewport({ ratio: 1 });

    // the category tabs and the first row of games, above the fold and above the tab bar
    await expect(tabs).toBeInViewport({ ratio: 1 });
    const tile = await firstTile.boundingBox();
    const art = await firstTile.locator(".game-card__art").boundingBox();
    const tabBar = await page.getByRole("navigation", { name: t("Main") }).boundingBox();
    if (!tile || !art || !tabBar) throw new Error("the first tile, its art or the tab bar is not drawn");
    test.info().annotations.push({
      type: `${language} at 360×740`,
      description: `first tile top ${Math.round(tile.y)} px, art bottom ${Math.round(art.y + art.height)} px, tab bar top ${Math.round(tabBar.y)} px`,
    });
    expect(tile.y, "the first game tile's top is above the fold").toBeLessThan(740);
    expect(art.y + art.height, "the first game's art is above the tab bar").toBeLessThanOrEqual(tabBar.y);

    // no layout shift as the images and the late answers came in
    const shifts = await page.evaluate(
      () => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts,
    );
    const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
    test.info().annotations.push({ type: `${language} CLS`, description: cls.toFixed(4) });
    expect(cls, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThan(0.01);
  });
}
