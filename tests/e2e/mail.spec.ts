import type { Page } from "@playwright/test";
import { formatMoney } from "../../src/lib/money-format.ts";
import { deposit, MYR } from "../server/support/wallet.ts";
import { arrangePlayer, e2eApi, openSignedIn, sessionToken } from "./paths/players.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { translation } from "./support/catalog.ts";
import { asOperator } from "./support/sandbox.ts";
import { expect, test } from "./support/test.ts";

/**
 * Mail as a player meets it: the operator writes on the sandbox operator page and the mail arrives in the open
 * inbox with the envelope's count going up, without a reload; opening it marks it read; a deposit the operator
 * approves brings its own mail, worded in the player's language (English, then Simplified Chinese), which the
 * player deletes and brings back with the toast's undo.
 */

/** The envelope in the header, by its accessible name ("Mail" or "Mail, 2 unread"). */
const envelope = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^(Mail|邮件)/ });

test("an operator's mail and an approved deposit arrive live; opening a mail marks it read", async ({ page }) => {
  const player = await arrangePlayer();
  const opened = page.waitForResponse((res) => res.url().includes("/api/player/events") && res.status() === 200);
  await openSignedIn(page, player);
  await opened;

  await envelope(page).click();
  await expect(page).toHaveURL(/\/mail$/);
  await expect(page.getByText("No mail yet")).toBeVisible();
  await expect(envelope(page)).toHaveAccessibleName("Mail");
  // a reload would lose this mark
  await page.evaluate(() => Object.assign(window, { mailMark: true }));

  await asOperator(page, async (operator) => {
    await operator.goto("/sandbox/mail");
    await operator.getByLabel("Username or member UID").fill(player.username);
    await operator.getByLabel("Title").fill("Weekend <b>maintenance</b>");
    await operator.getByLabel("Message").fill("Games pause on Sunday 02:00.\nYour wallet stays open.");
    await operator.getByRole("button", { name: "Send mail" }).click();
    await expect(operator.getByRole("status")).toHaveText("Mail sent to 1 player.");
  });

  // arrives in the inbox on view, the count goes up, as written (text, never HTML)
  const row = page.getByRole("link", { name: /Weekend <b>maintenance<\/b>/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText("Unread:");
  await expect(row).toContainText("Games pause on Sunday 02:00.");
  await expect(envelope(page)).toHaveAccessibleName("Mail, 1 unread");
  await expectNoAxeViolations(page, "/mail");

  await row.click();
  await expect(page.getByRole("heading", { name: "Weekend <b>maintenance</b>" })).toBeVisible();
  await expect(page.locator(".mail__body")).toHaveText("Games pause on Sunday 02:00.\nYour wallet stays open.");
  await expect(envelope(page)).toHaveAccessibleName("Mail");
  await expectNoAxeViolations(page, "/mail/$mailId");
  await page.getByRole("button", { name: "Back" }).click();
  await expect(row).not.toContainText("Unread:");

  // a deposit the operator approves on the operator page: its mail, with the amount and a link to it
  const token = await sessionToken(page);
  const created = await deposit(
    e2eApi,
    { jwtToken: token },
    { channel: "bank_transfer", method: "MBB", amount: MYR(150) },
  );
  expect(created.status).toBe(200);
  await asOperator(page, async (operator) => {
    await operator.goto("/sandbox/operator");
    const pending = operator.getByRole("row").filter({ hasText: created.body.reference });
    await pending.getByRole("button", { name: "Approve" }).click();
    await expect(pending).toHaveCount(0);
  });
  const approved = page.getByRole("link", { name: /Deposit approved/ });
  await expect(approved).toContainText(
    `Your deposit ${created.body.reference} has been approved: ${formatMoney(MYR(150), "MYR", "en-US")}`,
  );
  await expect(envelope(page)).toHaveAccessibleName("Mail, 1 unread");
  expect(await page.evaluate(() => "mailMark" in window)).toBe(true);

  // in Simplified Chinese: the same mail worded from its template
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Account" }).click();
  await page.getByLabel("Language").selectOption("zh-CN");
  const t = (english: string) => translation("zh-CN", english);
  await expect(page.getByRole("link", { name: "邮件，1 封未读" }).first()).toBeVisible();
  await envelope(page).click();
  await page.getByRole("link", { name: new RegExp(t("Deposit approved")) }).click();
  await expect(page.getByRole("heading", { name: t("Deposit approved") })).toBeVisible();
  await expect(page.locator(".mail__body")).toHaveText(
    `你的存款 ${created.body.reference} 已批准：${formatMoney(MYR(150), "MYR", "zh-CN")} 已存入你的钱包。`,
  );
  // deleted from the mail's screen, then brought back with the toast's undo
  await page.getByRole("button", { name: t("Delete") }).click();
  await expect(page).toHaveURL(/\/mail$/);
  const deposited = page.getByRole("link", { name: new RegExp(t("Deposit approved")) });
  await expect(deposited).toHaveCount(0);
  await page.getByRole("button", { name: t("Undo") }).click();
  await expect(deposited).toBeVisible();
  await deposited.click();
  await page.getByRole("link", { name: t("View transaction") }).click();
  await expect(page).toHaveURL(new RegExp(`/transaction/${created.body._id}$`));
});
