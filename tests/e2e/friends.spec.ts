import type { Browser, BrowserContext, Page } from "@playwright/test";
import type { FundedPlayer } from "../server/support/wallet.ts";
import { arrangePlayer, openSignedIn } from "./paths/players.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";

/**
 * Friends as new players make them, each in a browser of their own: A finds B by UID on
 * /my_contact/add_friend and sends a request; B has /my_contact open and sees it arrive without a reload,
 * approves (asked first) and A's card turns to friends by itself; A (no PIN yet) sets one on the transfer
 * screen and sends RM 50; both find the transfer in their transactions, signed as it moved their wallet.
 * B also finds the mail the request sent. With a third player C, a rejected and a cancelled request show in the right state on both sides. The
 * states only this test reaches (a question, the review, decided requests) are checked with axe; every
 * friends screen is also in the signed-in tour (screens.spec.ts), and the layout guard runs throughout.
 */

type Side = { page: Page; player: FundedPlayer };

/** The browsers a test opened: closed when it ends, so the next test starts with none. */
const opened: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(opened.splice(0).map((context) => context.close()));
});

async function openAs(browser: Browser, player: FundedPlayer): Promise<Side> {
  const context = await browser.newContext();
  opened.push(context);
  const page = await context.newPage();
  await openSignedIn(page, player);
  return { page, player };
}

const uidOf = (player: FundedPlayer) => String(player.uuid);
const nameOf = (player: FundedPlayer) => String(player.nickname ?? player.username);

/** On /my_contact/add_friend: searches a player by UID; their card shows. */
async function find(side: Side, other: FundedPlayer): Promise<void> {
  await side.page.goto("/my_contact/add_friend");
  await side.page.getByLabel("UID or phone number").fill(uidOf(other));
  await side.page.getByRole("button", { name: "Search" }).click();
  await expect(side.page.getByRole("heading", { level: 2, name: nameOf(other) })).toBeVisible();
}

/** A request row of /my_contact, by the other player's name. */
const requestRow = (page: Page, name: string) => page.getByRole("listitem").filter({ hasText: name });

test("A finds B by UID, B approves without a reload, A sends RM 50 with a new PIN; a rejected and a cancelled request", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const [playerA, playerB, playerC] = await Promise.all([
    arrangePlayer({ myr: 200 }),
    arrangePlayer(),
    arrangePlayer(),
  ]);
  const [a, b, c] = await Promise.all([openAs(browser, playerA), openAs(browser, playerB), openAs(browser, playerC)]);

  // B and C wait on their friends screens: nothing yet
  await Promise.all([b.page.goto("/my_contact"), c.page.goto("/my_contact")]);
  await expect(b.page.getByText("No friends yet")).toBeVisible();

  // an empty search says what is missing; then A finds B by UID and sends a request
  await a.page.goto("/my_contact/add_friend");
  await a.page.getByRole("button", { name: "Search" }).click();
  await expect(a.page.getByLabel("UID or phone number")).toHaveAccessibleDescription("User ID is required");
  await find(a, playerB);
  await expect(a.page.getByText("You are not friends yet.")).toBeVisible();
  await a.page.getByRole("button", { name: "Send friend request" }).click();
  await expect(a.page.getByText("Friend request sent.")).toBeVisible();
  await expect(a.page.getByRole("button", { name: "Cancel request" })).toBeVisible();

  // B sees it arrive (the live friend event) and approves after the question
  const fromA = requestRow(b.page, nameOf(playerA));
  // and a mail came with it: the envelope counts it without a reload
  await expect(b.page.getByRole("link", { name: "Mail, 1 unread" })).toBeVisible();
  await fromA.getByRole("button", { name: "Approve" }).click();
  await expect(fromA.getByRole("group", { name: `Accept ${nameOf(playerA)} as a friend?` })).toBeVisible();
  await expectNoAxeViolations(b.page, "/my_contact (approve asked)");
  await fromA.getByRole("button", { name: "Accept" }).click();
  await expect(fromA.getByText("Approved")).toBeVisible();
  await expect(b.page.getByRole("region", { name: "My friends (1)" })).toContainText(nameOf(playerA));
  // the mail says who asked and leads back to the requests
  await b.page.getByRole("link", { name: "Mail, 1 unread" }).click();
  await b.page.getByRole("link", { name: /New friend request/ }).click();
  await expect(b.page.getByText(`${nameOf(playerA)} (UID ${uidOf(playerA)}) wants to be your friend.`)).toBeVisible();
  await expect(b.page.getByRole("link", { name: "See requests" })).toBeVisible();
  await expect(b.page.getByRole("link", { name: "Mail" })).toBeVisible();

  // A's card follows by itself; A opens B and sends money: no PIN yet, so A sets one right here
  await expect(a.page.getByText("You are friends.")).toBeVisible();
  await a.page.getByRole("link", { name: "View friend" }).click();
  await expect(a.page).toHaveURL(new RegExp(`/my_contact/detail/${uidOf(playerB)}$`));
  await a.page.getByRole("link", { name: "Transfer" }).click();
  await expect(a.page.getByRole("heading", { name: "Set your PIN first" })).toBeVisible();
  await a.page.getByLabel("New PIN", { exact: true }).fill("123456");
  await a.page.getByLabel("Confirm new PIN").fill("123456");
  await a.page.getByRole("button", { name: "Save PIN" }).click();
  await expect(a.page.getByText("Left today")).toBeVisible();
  await a.page.getByLabel("Amount (MYR)").fill("5");
  await a.page.getByRole("button", { name: "Review transfer" }).click();
  await expect(a.page.getByLabel("Amount (MYR)")).toHaveAccessibleDescription(/minimum is RM\s?10\.00/);
  await a.page.getByLabel("Amount (MYR)").fill("50");
  await a.page.getByRole("button", { name: "Review transfer" }).click();
  await expect(a.page.getByRole("region", { name: "Review" })).toContainText(nameOf(playerB));
  await expectNoAxeViolations(a.page, "/my_contact/transfer (review)");
  await a.page.getByLabel("PIN", { exact: true }).fill("123456");
  await a.page.getByRole("button", { name: "Confirm transfer" }).click();
  await expect(a.page.getByRole("heading", { name: "Transfer complete" })).toBeVisible();
  await expect(a.page.getByText(`RM 50.00 sent to ${nameOf(playerB)}.`)).toBeVisible();

  // both find it in their transactions: out of A's wallet, into B's
  await a.page.goto("/transaction?type=friend_transfer");
  await expect(a.page.getByRole("link", { name: new RegExp(`To ${nameOf(playerB)}`) })).toContainText(/-RM\s?50\.00/);
  await b.page.goto("/transaction");
  const received = b.page.getByRole("link", { name: new RegExp(`From ${nameOf(playerA)}`) });
  await expect(received).toContainText(/RM\s?50\.00/);
  await expect(received).not.toContainText("-RM");
  await received.click();
  await expect(b.page.getByText(`${nameOf(playerA)} · ${uidOf(playerA)}`)).toBeVisible();

  // A asks C; C rejects it (asked first); A's card turns back by itself, and A's list says rejected
  await find(a, playerC);
  await a.page.getByRole("button", { name: "Send friend request" }).click();
  await expect(a.page.getByText("Friend request sent.")).toBeVisible();
  const askedByA = requestRow(c.page, nameOf(playerA));
  await askedByA.getByRole("button", { name: "Reject" }).click();
  await expect(askedByA.getByRole("group", { name: `Decline ${nameOf(playerA)}'s friend request?` })).toBeVisible();
  await askedByA.getByRole("button", { name: "Decline" }).click();
  await expect(askedByA.getByText("Rejected")).toBeVisible();
  await expect(a.page.getByRole("button", { name: "Send friend request" })).toBeVisible();
  await a.page.goto("/my_contact");
  const sentByA = a.page.getByRole("region", { name: "Requests sent" }).getByRole("listitem");
  await expect(sentByA.filter({ hasText: nameOf(playerC) })).toContainText("Rejected");

  // C asks A, then takes it back from the list; A sees it cancelled without a reload, nothing left to do on it
  await find(c, playerA);
  await c.page.getByRole("button", { name: "Send friend request" }).click();
  await expect(c.page.getByText("Friend request sent.")).toBeVisible();
  const toA = a.page.getByRole("region", { name: "Requests received" }).getByRole("listitem");
  await expect(toA.filter({ hasText: nameOf(playerC) }).getByRole("button", { name: "Approve" })).toBeVisible();
  await c.page.goto("/my_contact");
  const sentByC = c.page.getByRole("region", { name: "Requests sent" }).getByRole("listitem");
  await sentByC
    .filter({ hasText: nameOf(playerA) })
    .getByRole("button", { name: "Cancel request" })
    .click();
  await expect(sentByC.filter({ hasText: nameOf(playerA) })).toContainText("Cancelled");
  await expect(toA.filter({ hasText: nameOf(playerC) })).toContainText("Cancelled");
  await expect(toA.filter({ hasText: nameOf(playerC) }).getByRole("button")).toHaveCount(0);
  await expectNoAxeViolations(a.page, "/my_contact (decided requests)");
});
