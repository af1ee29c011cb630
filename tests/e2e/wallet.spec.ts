import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { logIn, senOf } from "./support/session.ts";
import { expect, test } from "./support/test.ts";

test.describe.configure({ mode: "serial" });

async function myrAvailable(page: Page): Promise<number> {
  await page.goto("/wallet");
  const card = page.getByRole("region", { name: "MYR balance" });
  await expect(card).toBeVisible();
  return senOf((await card.locator(".balance-card__amount").textContent({ timeout: 2_000 })) ?? "");
}

async function approveOnOperatorPage(page: Page, reference: string) {
  const operator = await page.context().newPage();
  await operator.goto("/sandbox/operator");
  await expectNoAxeViolations(operator, "sandbox operator");
  const row = operator.getByRole("row").filter({ hasText: reference });
  await row.getByRole("button", { name: "Approve" }).click();
  await expect(operator.getByRole("row").filter({ hasText: reference })).toHaveCount(0);
  await operator.close();
}

test("instant deposit through the sandbox gateway raises the balance", async ({ page }) => {
  await logIn(page, "demo", "Demo1234");
  const before = await myrAvailable(page);
  await expectNoAxeViolations(page, "/wallet");
  await page.goto("/deposit/instant_deposit");
  await expect(page.getByRole("heading", { name: "Deposit" })).toBeVisible();
  // the rules of SPEC §5, with what was typed kept
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page.getByText("Please select one")).toBeVisible();
  await expect(page.getByText("Amount is required")).toBeVisible();
  await page.getByRole("radio").first().check();
  await page.getByLabel("Amount (MYR)").fill("99");
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page.getByText(/The minimum is RM/)).toBeVisible();
  await page.getByLabel("Amount (MYR)").fill("30001");
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page.getByText(/The maximum is RM/)).toBeVisible();
  await page.getByLabel("Amount (MYR)").fill("100.5");
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page.getByText("Enter a whole number, without spaces or decimals")).toBeVisible();
  await expectNoAxeViolations(page, "/deposit/instant_deposit");
  await page.getByLabel("Amount (MYR)").fill("150");
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/sandbox\/gateway\//);
  await expectNoAxeViolations(page, "sandbox gateway");
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/transaction\/result\?id=/);
  await expect(page.getByText(/Payment successful/)).toBeVisible();
  await expectNoAxeViolations(page, "/transaction/result");
  expect(await myrAvailable(page)).toBe(before + 15_000);
});

test("e-wallet: a failed payment leaves the balance alone, a paid one is approved", async ({ page }) => {
  await logIn(page, "demo", "Demo1234");
  const before = await myrAvailable(page);
  const payByEWallet = async (button: "Fail payment" | "Pay") => {
    await page.goto("/deposit/e_wallet");
    await page.getByRole("radio").first().check();
    await page.getByLabel("Amount (MYR)").fill("100");
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await page.getByRole("button", { name: button, exact: true }).click();
  };
  await payByEWallet("Fail payment");
  await expect(page.getByText(/Payment failed/)).toBeVisible();
  await expect(page.getByText("Rejected")).toBeVisible();
  expect(await myrAvailable(page)).toBe(before);
  await payByEWallet("Pay");
  await expect(page.getByText("Approved")).toBeVisible();
  expect(await myrAvailable(page)).toBe(before + 10_000);
});

test("bank transfer with a receipt, approved on the operator page: the balance rises without a reload", async ({
  page,
}) => {
  await logIn(page, "demo", "Demo1234");
  const before = await myrAvailable(page);
  await page.goto("/deposit/bank_transfer");
  await expect(page.getByText("Transfer to this account")).toBeVisible();
  await page.getByRole("radio").first().check();
  await page.getByLabel("Amount (MYR)").fill("200");
  await page.getByRole("button", { name: "Deposit", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Upload your transfer receipt" })).toBeVisible();
  await expectNoAxeViolations(page, "/deposit/bank_transfer (receipt)");
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
    "base64",
  );
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Choose receipt" }).click();
  await (await chooser).setFiles({ name: "receipt.png", mimeType: "image/png", buffer: png });
  await page.getByRole("button", { name: "Submit receipt" }).click();
  await expect(page.getByRole("heading", { name: "Deposit submitted" })).toBeVisible();
  const reference = ((await page.getByText(/^Reference: /).textContent()) ?? "").replace("Reference: ", "").trim();

  await page.goto("/wallet");
  await approveOnOperatorPage(page, reference);
  // no reload: the wallet screen reads the balance again by itself
  const card = page.getByRole("region", { name: "MYR balance" });
  await expect
    .poll(async () => senOf((await card.locator(".balance-card__amount").textContent({ timeout: 2_000 })) ?? ""), {
      timeout: 15_000,
    })
    .toBe(before + 20_000);
});

test("crypto deposit on TRC20 goes to review and credits USDT once approved", async ({ page }) => {
  await logIn(page, "demo", "Demo1234");
  await page.goto("/deposit/crypto");
  await expect(
    page.getByText(
      "Send only USDT on the TRC20 network. Coins sent on any other network are lost and cannot be recovered.",
    ),
  ).toBeVisible();
  await expect(page.getByText(/1 USDT ≈ RM\s4\.64/)).toBeVisible();
  await page.getByLabel("Amount (USDT)").fill("100");
  await page.getByLabel("Transaction hash (TxID)").fill("abc");
  await page.getByRole("button", { name: "Deposit", exact: true }).click();
  await expect(page.getByText("Enter the 64-character transaction hash")).toBeVisible();
  await page.getByLabel("Transaction hash (TxID)").fill("a".repeat(64));
  await expectNoAxeViolations(page, "/deposit/crypto");
  await page.getByRole("button", { name: "Deposit", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Deposit submitted" })).toBeVisible();
  const reference = ((await page.getByText(/^Reference: /).textContent()) ?? "").replace("Reference: ", "").trim();
  await page.getByRole("link", { name: "View transaction" }).click();
  await expect(page.getByText("Pending")).toBeVisible();
  await expectNoAxeViolations(page, "/transaction/$id");
  await approveOnOperatorPage(page, reference);
  await page.reload();
  await expect(page.getByText("Approved")).toBeVisible();
});

test("telco top-up shows the 30% charge before paying: 100 credits 70", async ({ page }) => {
  await logIn(page, "demo", "Demo1234");
  await page.goto("/deposit/telco");
  await page.getByRole("radio").first().check();
  await page.getByLabel("Amount (MYR)").fill("100");
  await expect(page.getByRole("region", { name: "Charge and amount credited" }).getByRole("definition")).toHaveText([
    /RM\s?30\.00/,
    /RM\s?70\.00/,
  ]);
  await page.getByLabel("Reload PIN").fill("123456789012");
  await expectNoAxeViolations(page, "/deposit/telco");
  await page.getByRole("button", { name: "Deposit", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Deposit submitted" })).toBeVisible();
  await page.getByRole("link", { name: "View transaction" }).click();
  await expect(page.getByText("Credited")).toBeVisible();
  await expect(page.locator(".info-list").getByText(/RM\s?70\.00/)).toBeVisible();
});

test("the remaining wallet screens pass axe: bank accounts, edit, e-wallet and bank-transfer forms, receipt later", async ({
  page,
}) => {
  await logIn(page, "demo", "Demo1234");
  await page.goto("/bank_account");
  await expect(page.getByRole("heading", { name: "Bank accounts" })).toBeVisible();
  await expectNoAxeViolations(page, "/bank_account");
  await page.getByRole("link", { name: /Maybank/ }).click();
  await expect(page.getByRole("heading", { name: "Edit bank account" })).toBeVisible();
  await expect(page.getByLabel("Account holder name")).toHaveValue("Aisyah Rahman");
  // the saved bank is selected from the first frame (the route loads the banks with the account)
  await expect(page.getByLabel("Bank")).toHaveValue("MBB");
  await expectNoAxeViolations(page, "/bank_account/edit");
  await page.goto("/bank_account/create");
  await expect(page.getByLabel("Account holder name")).toHaveValue("Aisyah Rahman");
  await expectNoAxeViolations(page, "/bank_account/create");
  await page.goto("/profile/reset_pin");
  await expect(page.getByLabel("Current PIN")).toBeVisible();
  await expectNoAxeViolations(page, "/profile/reset_pin");
  for (const channel of ["e_wallet", "bank_transfer"]) {
    await page.goto(`/deposit/${channel}`);
    await expect(page.getByRole("radio").first()).toBeVisible();
    await expectNoAxeViolations(page, `/deposit/${channel}`);
  }
  // the seeded pending transfer has no receipt yet: it can be sent from its transaction screen
  await page.goto("/transaction?status=pending&type=deposit");
  await page.locator(".list-item").last().click();
  await page.getByRole("link", { name: "Upload receipt" }).click();
  await expect(page).toHaveURL(/\/submit_payment\?id=/);
  await expect(page.getByRole("heading", { name: "Upload your transfer receipt" })).toBeVisible();
  await expectNoAxeViolations(page, "/submit_payment");
});
