import type { BrowserContext, Page } from "@playwright/test";
import { befriend, removeFriend, uidOf } from "../server/support/friends.ts";
import { arrangePlayer, e2eApi, openSignedIn, sessionToken } from "./paths/players.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";

/**
 * Live chat between two new players in two browsers, made friends through the API: their messages
 * appear on the other side without a reload, as text (never HTML); while A's network is down B
 * writes, and once A is back the message shows exactly once; the tenant's room works between them too,
 * and B reports A's message there and mutes A.
 */

/** The messages on view whose text is `text` (exactly). */
const messages = (page: Page, text: string) =>
  page.getByRole("region", { name: "Messages" }).getByRole("listitem").filter({ hasText: text });

async function send(page: Page, text: string) {
  await page.getByLabel("Message", { exact: true }).fill(text);
  await page.getByRole("button", { name: "Send" }).click();
}

/** Marks the document: a reload would lose the mark. */
const mark = (page: Page) => page.evaluate(() => Object.assign(window, { chatMark: true }));
const expectSameDocument = async (page: Page) =>
  expect(await page.evaluate(() => (window as unknown as { chatMark?: boolean }).chatMark)).toBe(true);

/** The app's event stream answered (so the page listens before the other side writes). */
const streamOpened = (page: Page) =>
  page.waitForResponse((res) => res.url().includes("/api/player/events") && res.status() === 200);

test("two friends chat live, one-to-one and in the room, also across a network drop", async ({ page, browser }) => {
  const [arrangedA, arrangedB] = await Promise.all([arrangePlayer(), arrangePlayer()]);
  const a = { ...arrangedA, uuid: arrangedA.uuid };
  const b = { ...arrangedB, uuid: arrangedB.uuid };
  await befriend(e2eApi, a, b);

  const contextB: BrowserContext = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const pageB = await contextB.newPage();
  const openedA = streamOpened(page);
  const openedB = streamOpened(pageB);
  await Promise.all([openSignedIn(page, a), openSignedIn(pageB, b)]);
  await Promise.all([openedA, openedB]);

  // A opens the chat with B from the conversation list; B goes straight to the chat with A
  await page.goto("/chatroom?view=friends");
  await page.getByRole("link", { name: new RegExp(b.username) }).click();
  await expect(page).toHaveURL(new RegExp(`/chatroom/${uidOf(b)}$`));
  await pageB.goto(`/chatroom/${uidOf(a)}`);
  await expect(pageB.getByRole("heading", { level: 1 })).toHaveText(a.username);
  await Promise.all([mark(page), mark(pageB)]);

  const html = "<img src=x onerror=alert(1)>";
  await send(page, `Hi B ${html}`);
  await expect(messages(pageB, `Hi B ${html}`)).toHaveCount(1);
  await expect(pageB.locator(".chat-log img")).toHaveCount(0);
  await expect(messages(page, `Hi B ${html}`)).toHaveCount(1);
  await send(pageB, "Hello A");
  await expect(messages(page, "Hello A")).toHaveCount(1);
  await expectNoAxeViolations(page, "/chatroom/{friendId}");

  // A's network drops; B writes meanwhile; A comes back and sees it once
  await page.context().setOffline(true);
  await send(pageB, "While you were away");
  await expect(messages(pageB, "While you were away")).toHaveCount(1);
  await page.context().setOffline(false);
  await expect(messages(page, "While you were away")).toHaveCount(1);
  await send(page, "Back again");
  await expect(messages(pageB, "Back again")).toHaveCount(1);
  await expect(messages(page, "While you were away")).toHaveCount(1);
  await expect(messages(page, "Back again")).toHaveCount(1);

  // the room, reached inside the app
  await page.getByRole("button", { name: "Back" }).click();
  await page.getByRole("link", { name: "Chat room" }).click();
  await pageB.goto("/chatroom");
  const roomLine = `Room hello from ${a.username}`;
  await send(page, roomLine);
  await expect(messages(pageB, roomLine)).toHaveCount(1);
  await expect(messages(pageB, roomLine)).toContainText(a.username);
  await expect(messages(page, roomLine)).toHaveCount(1);
  await expectSameDocument(page);
  await expectNoAxeViolations(pageB, "/chatroom");

  // B reports A's message, then mutes A: A's messages leave B's room
  const line = messages(pageB, roomLine);
  await line.getByRole("button", { name: "Message options" }).click();
  await line.getByRole("button", { name: "Report message" }).click();
  await expectNoAxeViolations(pageB, "/chatroom (report reasons)");
  await line.getByRole("button", { name: "Spam" }).click();
  await expect(pageB.getByText("Thank you, the message was reported")).toBeVisible();
  await line.getByRole("button", { name: "Message options" }).click();
  await line.getByRole("button", { name: `Mute ${a.username}` }).click();
  await expect(messages(pageB, roomLine)).toHaveCount(0);
  await send(page, "Can you hear me?");
  await expect(messages(page, "Can you hear me?")).toHaveCount(1);
  await send(pageB, "Quiet now");
  await expect(messages(page, "Quiet now")).toHaveCount(1);
  await expect(messages(pageB, "Can you hear me?")).toHaveCount(0);
  await contextB.close();
});

test("a refused send keeps the text and says why", async ({ page }) => {
  const player = await arrangePlayer();
  await openSignedIn(page, player, "/chatroom");
  const box = page.getByLabel("Message", { exact: true });
  // over the limit: the form says so and sends nothing
  await box.fill("x".repeat(501));
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("At most 500 characters")).toBeVisible();
  await expect(box).toHaveValue("x".repeat(501));
  // the server's refusal (the send limit): the text comes back with the translated reason
  const token = await sessionToken(page);
  for (let i = 0; i < 10; i++) {
    const res = await e2eApi.call("POST", "/api/player/chat/send", {
      body: { to: "room", body: `flood ${i}`, client_id: `e2e-flood-${player.username}-${i}`.slice(0, 64) },
      token,
    });
    expect(res.status).toBe(200);
  }
  await box.fill("One too many");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("You are sending messages too fast")).toBeVisible();
  await expect(box).toHaveValue("One too many");
});

test("a chat with a former friend says you are no longer friends and leads to the friends; nobody's UID is not found", async ({
  page,
}) => {
  const [a, b] = await Promise.all([arrangePlayer(), arrangePlayer()]);
  await befriend(e2eApi, a, b);
  // B removes A: A's link to the conversation no longer leads to a chat
  expect((await removeFriend(e2eApi, b, uidOf(a))).status).toBe(200);
  await openSignedIn(page, a, `/chatroom/${uidOf(b)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(b.username);
  await expect(page.getByRole("heading", { name: "You are no longer friends" })).toBeVisible();
  await expect(page.getByText("You can only chat with your friends.", { exact: false })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Page not found" })).toHaveCount(0);
  await expect(page.getByLabel("Message", { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page, "/chatroom/{former friend}");
  await expect(page.getByRole("link", { name: "Back to chats" })).toHaveAttribute("href", "/chatroom?view=friends");
  await page.getByRole("link", { name: "Go to friends" }).click();
  await expect(page).toHaveURL(/\/my_contact$/);

  // a UID nobody has, and one's own, are still not found (in the shell with the mail envelope, no tab marked)
  for (const uid of ["99999999", uidOf(a)]) {
    await page.goto(`/chatroom/${uid}`);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Mail/ })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" }).locator("[aria-current]")).toHaveCount(0);
  }
});
