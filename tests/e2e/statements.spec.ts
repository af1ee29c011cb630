/**
 * Statements at 360 px, as a player would: from the transactions screen to the statement screen, this month's CSV
 * file downloaded (a byte order mark, the header, a row per movement, its totals), then the printable page, whose
 * opening, closing and totals are the file's; in print the app's chrome is gone, and Chromium makes an A4 PDF of it.
 */
import { readFile } from "node:fs/promises";
import { formatMoney } from "../../src/lib/money-format.ts";
import { newKey, withdraw } from "../server/support/wallet.ts";
import { minorOf, parseCsv } from "../support/csv.ts";
import { arrangePlayer, e2eApi, openSignedIn } from "./paths/players.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";

const money = (minor: number) => formatMoney(minor, "MYR", "en-US");

test("a statement of this month: the CSV file and the printable page agree, and print as a clean A4 page", async ({
  page,
}) => {
  // RM 500 in, RM 100 to a game and RM 40 back, RM 60 withdrawn (held): movements of this month
  const player = await arrangePlayer({ pin: true, bank: true, myr: 500 });
  const moves = [
    { from: "wallet", to: "DRG", amount: 10_000 },
    { from: "DRG", to: "wallet", amount: 4_000 },
  ];
  for (const move of moves) {
    const moved = await e2eApi.call("POST", "/api/player/games/transfer", {
      body: { ...move, pin: "123456", idempotency_key: newKey() },
      token: player.jwtToken,
    });
    expect(moved.status).toBe(200);
  }
  expect((await withdraw(e2eApi, player, { amount: 6_000 })).status).toBe(200);

  await openSignedIn(page, player, "/transaction");
  await page.getByRole("link", { name: "Statement" }).click();
  await expect(page).toHaveURL(/\/transaction\/statement$/);
  await expect(page.getByRole("button", { name: "This month" })).toHaveAttribute("aria-pressed", "true");
  await expectNoAxeViolations(page, "/transaction/statement");

  // a range the statement cannot cover is said, and the dates stay as chosen
  await page.getByLabel("Start date").fill("2024-01-01");
  await page.getByRole("button", { name: "Download CSV" }).click();
  await expect(page.getByRole("alert")).toHaveText("Choose a range of at most 366 days");
  await expect(page.getByLabel("Start date")).toHaveValue("2024-01-01");
  await page.getByRole("button", { name: "This month" }).click();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download CSV" }).click(),
  ]);
  const start = await page.getByLabel("Start date").inputValue();
  const end = await page.getByLabel("End date").inputValue();
  expect(download.suggestedFilename()).toBe(`statement-${start}-${end}.csv`);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = parseCsv(bytes.subarray(3).toString("utf8"));
  expect(rows[0]).toEqual(["Date and time", "Type", "Account", "Reference", "Amount", "Currency", "Balance"]);
  const opening = rows[1] ?? [];
  const closing = rows.at(-1) ?? [];
  const movements = rows.slice(2, -1);
  expect([opening[1], closing[1]]).toEqual(["Opening balance", "Closing balance"]);
  expect(movements.map((row) => [row[1], row[2], row[4]])).toEqual([
    ["Deposit", "Main wallet", "500.00"],
    ["Transfer out", "Main wallet", "-100.00"],
    ["Transfer in", "Dragon Gaming", "100.00"],
    ["Transfer out", "Dragon Gaming", "-40.00"],
    ["Transfer in", "Main wallet", "40.00"],
    ["Withdrawal", "Main wallet", "-60.00"],
  ]);
  for (const row of movements) expect(row[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/);
  // money in and out: every movement but the transfers between the player's own accounts (they cancel out)
  const amounts = movements.filter((row) => !row[1]?.startsWith("Transfer")).map((row) => minorOf(row[4] ?? "", 2));
  const moneyIn = amounts.filter((a) => a > 0).reduce((sum, a) => sum + a, 0);
  const moneyOut = -amounts.filter((a) => a < 0).reduce((sum, a) => sum + a, 0);
  const openingBalance = minorOf(opening[6] ?? "", 2);
  const closingBalance = minorOf(closing[6] ?? "", 2);
  expect(openingBalance + moneyIn - moneyOut).toBe(closingBalance);
  expect([moneyIn, moneyOut, closingBalance]).toEqual([50_000, 6_000, 44_000]);

  // the printable page says the same
  await page.getByRole("button", { name: "View statement" }).click();
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === "/transaction/statement/view" &&
      url.searchParams.get("start_date") === start &&
      url.searchParams.get("end_date") === end,
  );
  const fact = (term: string) => page.locator(".info-list > div", { hasText: term }).getByRole("definition");
  await expect(page.getByRole("heading", { name: "Account statement" })).toBeVisible();
  await expect(fact("Username")).toHaveText(player.username);
  await expect(fact("Member UID")).toHaveText(String(player.uuid));
  await expect(fact("Opening balance")).toHaveText(money(openingBalance));
  await expect(fact("Money in")).toHaveText(money(moneyIn));
  await expect(fact("Money out")).toHaveText(money(-moneyOut));
  await expect(fact("Closing balance")).toHaveText(money(closingBalance));
  const table = page.getByRole("table", { name: "Movements" });
  await expect(table.locator("tbody tr")).toHaveCount(movements.length);
  await expect(table.locator("tbody tr").last()).toContainText("Withdrawal");
  await expectNoAxeViolations(page, "/transaction/statement/view");

  // print: the document only, black on white; the header row of the table is back
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await expect(page.getByRole("link", { name: /home$/ })).toBeHidden();
  await expect(page.getByRole("heading", { name: "Statement", exact: true })).toBeHidden();
  await expect(page.getByRole("button", { name: "Back" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(page.getByRole("heading", { name: "Account statement" })).toBeVisible();
  await expect(table.locator("thead")).toHaveCSS("display", "table-header-group");
  await expect(table.locator("tbody tr").first()).toHaveCSS("break-inside", "avoid");
  await expect(page.locator("body")).toHaveCSS("background-color", "rgb(255, 255, 255)");
  await expect(table.locator("td").first()).toHaveCSS("color", "rgb(0, 0, 0)");
  const pdf = await page.pdf({ format: "A4" });
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  // A4 portrait: 595 × 842 points
  expect(pdf.toString("latin1")).toMatch(/\/MediaBox \[0 0 59[45](\.\d+)? 84[12](\.\d+)?\]/);
  await page.emulateMedia({ media: "screen" });
  await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
});
