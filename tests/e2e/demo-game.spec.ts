import type { Page } from "@playwright/test";
import type { LaunchAnswer } from "../../src/api/contract/games.ts";
import { newKey } from "../server/support/wallet.ts";
import { arrangePlayer, e2eApi } from "./paths/players.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { baseURL } from "./support/base-url.ts";
import { expect, test } from "./support/test.ts";

/**
 * The demo provider's game page as a browser runs it: opened from a launch URL it plays rounds (the
 * provider balance changes with each), in the four languages, at 360 and 320 px, axe clean and
 * without a CSP violation; the app's origin may frame it, a page of no origin may not.
 */
declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (/Content.Security.Policy/i.test(message.text())) errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`page error: ${error.message}`));
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return async () => [...errors, ...((await page.evaluate(() => window.__cspViolations)) ?? [])];
}

async function launchUrl(player: { jwtToken: string }, gameId: string, language: string): Promise<string> {
  const res = await e2eApi.call<LaunchAnswer>("POST", "/api/player/games/launch", {
    body: { game_id: gameId },
    token: player.jwtToken,
    headers: { "Accept-Language": language },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.url;
}

const words = {
  "en-US": { spin: "Spin", roll: "Roll", balance: "Balance" },
  "zh-CN": { spin: "旋转", roll: "掷骰", balance: "余额" },
  "zh-TW": { spin: "旋轉", roll: "擲骰", balance: "餘額" },
  "ms-MY": { spin: "Putar", roll: "Baling", balance: "Baki" },
} as const;

test("the demo game plays from its launch URL: each round moves the provider balance, in four languages", async ({
  page,
}) => {
  test.setTimeout(150_000); // 10 pages, each played and scanned by axe
  const player = await arrangePlayer({ pin: true, myr: 100 });
  for (const code of ["DRG", "LCK"]) {
    const moved = await e2eApi.call("POST", "/api/player/games/transfer", {
      body: { from: "wallet", to: code, amount: 40_00, pin: "123456", idempotency_key: newKey() },
      token: player.jwtToken,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
  const violations = await watchViolations(page);
  for (const [gameId, engine] of [
    ["DRG-0001", "spin"],
    ["LCK-0002", "roll"],
  ] as const) {
    for (const [language, word] of Object.entries(words)) {
      for (const width of language === "ms-MY" ? [360, 320] : [360]) {
        await page.setViewportSize({ width, height: width === 320 ? 640 : 740 });
        await page.goto(await launchUrl(player, gameId, language));
        const play = page.getByRole("button", { name: word[engine], exact: true });
        await expect(play).toBeVisible();
        const box = await play.boundingBox();
        expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
        const balance = page.locator("#balance");
        const before = await balance.textContent();
        await play.click();
        await expect(play).toBeEnabled();
        await expect(balance).not.toHaveText(before ?? "");
        await expectNoAxeViolations(page, `${gameId} ${language} ${width}px`);
      }
    }
  }
  expect(await violations()).toEqual([]);
});

test("the app's origin may frame the game; a page of another origin may not", async ({ page, browser }) => {
  const player = await arrangePlayer({ pin: true, myr: 100 });
  // framed by a page of the app's origin (every page of it has frame-src 'self' with the sandbox on)
  await page.goto("/sandbox/operator");
  const url = await launchUrl(player, "DRG-0001", "en-US");
  await page.evaluate((src) => {
    const frame = document.createElement("iframe");
    frame.src = src;
    frame.title = "Game";
    frame.width = "300";
    frame.height = "560";
    document.body.append(frame);
  }, url);
  const game = page.frameLocator('iframe[title="Game"]');
  await expect(game.getByRole("button", { name: "Spin", exact: true })).toBeVisible();

  // a page of no origin (not the app's) is refused by the game's frame-ancestors 'self'
  const context = await browser.newContext();
  const other = await context.newPage();
  const refused: string[] = [];
  other.on("console", (message) => refused.push(message.text()));
  await other.setContent(
    `<iframe title="Game" width="300" height="560" src="${baseURL}${await launchUrl(player, "DRG-0001", "en-US")}"></iframe>`,
  );
  await expect.poll(() => refused.join("\n")).toMatch(/frame-ancestors/);
  await expect(other.frameLocator('iframe[title="Game"]').getByRole("button", { name: "Spin" })).toHaveCount(0);
  await context.close();
});
