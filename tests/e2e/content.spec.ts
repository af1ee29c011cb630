import type { Page } from "@playwright/test";
import type { EventPage } from "../../src/api/contract/content.ts";
import { htmlAttacks } from "../support/html-attacks.ts";
import { arrangePlayer, e2eApi, openSignedIn, sessionToken } from "./paths/players.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";

/**
 * Content as a player meets it: the Events tab lists the tenant's promotions and an event shows its remaining
 * time; the marquee on /home leads to the announcements; a post written with attacks in it renders as clean HTML
 * (no script runs, no handler is left); about, terms and contact us show the tenant's pages; and what the operator
 * writes on /sandbox/content shows up for the player.
 */

/** Fails the test if anything in the page opens a dialog (an alert() an attack would call). */
function forbidDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on("dialog", (dialog) => {
    opened.push(dialog.message());
    void dialog.dismiss();
  });
  return opened;
}

test("the Events tab lists promotions and news; an event shows its remaining time", async ({ page }) => {
  const player = await arrangePlayer();
  await openSignedIn(page, player);
  await page.getByRole("navigation").getByRole("link", { name: "Events" }).click();
  await expect(page).toHaveURL(/\/event$/);
  const promotions = page.getByRole("list", { name: "Promotions" });
  await expect(promotions.getByRole("listitem")).toHaveCount(4);
  // running first, with their remaining time; the ended one last, without
  await expect(promotions.getByRole("listitem").first()).toContainText(/Ends in \d+ (months?|days?|hours?)/);
  await expect(promotions.getByRole("listitem").last()).toContainText("Ended");
  await expect(page.getByRole("list", { name: "News" }).getByRole("listitem")).toHaveCount(2);
  await expect(page.getByRole("link", { name: "Rebate", exact: true })).toBeVisible();
  await expectNoAxeViolations(page, "/event");

  const token = await sessionToken(page);
  const listed = await e2eApi.call<EventPage>("GET", "/api/player/event/getEvents?page=1&limit=20", { token });
  const welcome = listed.body.items.find((e) => e.title.startsWith("Welcome bonus"));
  await page.getByRole("link", { name: /Welcome bonus 100% up to RM 300/ }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${welcome?._id}$`));
  await expect(page.getByRole("heading", { name: "Welcome bonus 100% up to RM 300" })).toBeVisible();
  // seeded to end in 40 days: "1 month 10 days" (or 9 days at a month's turn)
  await expect(page.getByTestId("event-remaining")).toHaveText(/^Ends in 1 month,? (9|10) days$/);
  // the details, rendered: a table in a focusable region
  await expect(page.getByRole("region", { name: "Table" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "RM 3,000" })).toBeVisible();
  await expectNoAxeViolations(page, "/event/{id}");
});

test("the marquee on /home leads to the announcements", async ({ page }) => {
  const player = await arrangePlayer();
  await openSignedIn(page, player);
  const marquee = page.getByRole("region", { name: "Announcements" });
  const link = marquee.getByRole("link");
  await expect(link).toContainText("Scheduled maintenance on Thursday");
  // it can be paused (WCAG 2.2.2)
  await marquee.getByRole("button", { name: "Pause announcements" }).click();
  await expect(marquee.getByRole("button", { name: "Pause announcements" })).toHaveAttribute("aria-pressed", "true");
  await link.click();
  await expect(page).toHaveURL(/\/announcement$/);
  const notices = page.getByRole("list", { name: "Announcements" }).getByRole("listitem");
  await expect(notices.first()).toContainText("Pinned");
  await expect(notices.first()).toContainText("Scheduled maintenance on Thursday");
  await expectNoAxeViolations(page, "/announcement");
});

test("a post with attacks in it renders clean HTML, and runs nothing", async ({ page }) => {
  const dialogs = forbidDialogs(page);
  const written = await e2eApi.call<{ id: string }>("POST", "/api/sandbox/content/post", {
    body: {
      title: "Clean post",
      summary: "Formatting survives, attacks do not",
      body: `<p>Read <strong>this</strong> and <a href="https://example.com/help">help</a>.</p>${htmlAttacks.map((a) => a.html).join("")}`,
      cover: "/tenant-assets/harimau/content-news.svg",
    },
    headers: { Accept: "application/json" },
  });
  expect(written.status).toBe(200);
  const player = await arrangePlayer();
  await openSignedIn(page, player, `/post_detail/${written.body.id}`);
  await expect(page.getByRole("heading", { name: "Clean post" })).toBeVisible();
  const body = page.locator(".rich-text");
  await expect(body.getByText("this", { exact: true })).toBeVisible();
  for (const attack of htmlAttacks) await expect(body).toContainText(attack.keeps);
  await expect(body.getByRole("link", { name: "help" })).toHaveAttribute("rel", "noopener noreferrer");
  const html = await body.innerHTML();
  expect(html).not.toMatch(/<script|<iframe|<style|<svg|<form|\son[a-z]+=|javascript:|data:/i);
  expect(dialogs).toEqual([]);
  await expectNoAxeViolations(page, "/post_detail/{id}");
});

test("about, terms and contact us show the tenant's pages", async ({ page }) => {
  const player = await arrangePlayer();
  await openSignedIn(page, player);
  await page.getByRole("navigation").getByRole("link", { name: "Account" }).click();
  await page.getByRole("link", { name: "About us" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1, name: "About Harimau Play" })).toBeVisible();
  await expect(page.getByText("is an online gaming platform for players in Malaysia")).toBeVisible();
  await page.goto("/tnc");
  await expect(page.getByRole("heading", { level: 1, name: "Terms and conditions" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "1. Eligibility" })).toBeVisible();
  await page.goto("/contact_us");
  await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
  const ways = page.getByRole("list", { name: "Ways to reach us" });
  await expect(ways.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute("href", /^https:\/\/wa\.me\/6011\d+$/);
  await expect(ways.getByRole("link", { name: /Telegram/ })).toHaveAttribute("href", "https://t.me/harimau_support");
  await expect(ways).toContainText("24/7");
  await expectNoAxeViolations(page, "/contact_us");
});

test("what the operator writes on /sandbox/content shows up for the player", async ({ page }) => {
  const player = await arrangePlayer();
  await openSignedIn(page, player);
  const title = `Lucky draw tonight ${Date.now().toString(36)}`;
  const browser = page.context().browser();
  if (!browser) throw new Error("no browser");
  const context = await browser.newContext();
  try {
    const operator = await context.newPage();
    await operator.goto("/sandbox/operator");
    await operator.getByRole("link", { name: "Events, announcements, posts and pages" }).click();
    await expect(operator).toHaveURL(/\/sandbox\/content$/);
    await expectNoAxeViolations(operator, "/sandbox/content");
    await operator.getByRole("link", { name: "New announcement" }).click();
    await operator.getByLabel("Title (also what the marquee on the home screen shows)").fill(title);
    await operator.getByLabel("Message (plain text)").fill("Draw at 21:00 (GMT+8).\nGood luck!");
    await operator.getByRole("button", { name: "Save announcement" }).click();
    await expect(operator.getByRole("status")).toHaveText("Saved the announcement. Players see it at once.");
    await expect(operator.getByRole("link", { name: title })).toBeVisible();
  } finally {
    await context.close();
  }
  await page.goto("/announcement");
  const notice = page.getByRole("listitem").filter({ hasText: title });
  await expect(notice).toContainText("Draw at 21:00 (GMT+8).");
  await page.goto("/home");
  await expect(page.getByRole("region", { name: "Announcements" }).getByRole("link")).toContainText(title);
});
