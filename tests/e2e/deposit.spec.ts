import type { Page } from "@playwright/test";
import jsQR from "jsqr";
import { deposit, getConfig, operator, TX_HASH } from "../server/support/wallet.ts";
import { arrangePlayer, e2eApi, openSignedIn } from "./paths/players.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";

/** A 1×1 PNG: a receipt as far as the server's magic-byte check goes. */
const onePixelPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

const channels = ["instant_deposit", "bank_transfer", "e_wallet", "crypto", "telco"] as const;

/** Picks a file the way a player does: the picker's button opens the file chooser. */
async function chooseReceipt(page: Page, file: { name: string; mimeType: string; buffer: Buffer }, button: RegExp) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: button }).click();
  await (await chooser).setFiles(file);
}

/** The result card as a player sees it: tone (icon colour), title, next step, actions. */
async function expectResult(
  page: Page,
  expected: { tone: "success" | "pending" | "failed"; title: string | RegExp; next: RegExp },
) {
  const card = page.locator(".move-result");
  await expect(card).toHaveClass(new RegExp(`move-result--${expected.tone}`));
  const status = card.getByRole("status");
  await expect(status.getByRole("heading", { name: expected.title })).toBeVisible();
  await expect(status.locator("svg.move-result__icon")).toBeVisible();
  await expect(card.locator(".move-result__next")).toContainText(expected.next);
  await expect(card.getByRole("button", { name: "Copy reference" })).toBeVisible();
  await expect(card.getByRole("link", { name: "View transaction" })).toBeVisible();
  await expect(card.getByRole("link", { name: "Back to home" })).toBeVisible();
  // the tone is a colour a player can tell apart: the icon is drawn in it
  const colour = await status.locator("svg.move-result__icon").evaluate((icon) => getComputedStyle(icon).color);
  const expectedColour = { success: "rgb(95, 211, 154)", pending: "rgb(255, 200, 97)", failed: "rgb(255, 138, 128)" };
  expect(colour).toBe(expectedColour[expected.tone]);
}

test("crypto: the whole address from the server, copied to the clipboard, and a QR code of exactly it", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const configured = await getConfig<{ address: string; network: string }>(e2eApi, "deposit_crypto");
  await openSignedIn(page, await arrangePlayer(), "/deposit/crypto");
  const card = page.getByRole("region", { name: "Deposit address" });
  await expect(card.getByText(configured.address, { exact: true })).toBeVisible();
  // never cut off: the address wraps inside the card
  const cut = await card
    .locator(".crypto-address__value")
    .evaluate((value) => value.scrollWidth > value.clientWidth || value.scrollHeight > value.clientHeight);
  expect(cut).toBe(false);
  await expect(card.getByText("USDT on TRC20")).toBeVisible();
  await expect(card.getByRole("note")).toHaveText(
    "Send only USDT on the TRC20 network. Coins sent on any other network are lost and cannot be recovered.",
  );

  await card.getByRole("button", { name: "Copy deposit address" }).click();
  await expect(page.getByText("Copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(configured.address);

  // the QR code, drawn as the phone shows it, read back by a QR decoder
  const qr = card.getByRole("img", { name: "QR code of the deposit address" });
  await expect(qr).toBeVisible();
  const pixels = await qr.evaluate(async (svg) => {
    const size = 336;
    const url = URL.createObjectURL(new Blob([new XMLSerializer().serializeToString(svg)], { type: "image/svg+xml" }));
    const image = new Image(size, size);
    image.src = url;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = size;
    canvas.height = size;
    const context2d = canvas.getContext("2d") as CanvasRenderingContext2D;
    context2d.drawImage(image, 0, 0, size, size);
    URL.revokeObjectURL(url);
    return { size, data: Array.from(context2d.getImageData(0, 0, size, size).data) };
  });
  const decoded = jsQR(Uint8ClampedArray.from(pixels.data), pixels.size, pixels.size);
  expect(decoded?.data).toBe(configured.address);
  await expectNoAxeViolations(page, "/deposit/crypto");
});

test("telco: the charge and what is credited follow the amount as it is typed, and the server agrees", async ({
  page,
}) => {
  await openSignedIn(page, await arrangePlayer(), "/deposit/telco");
  const preview = page.getByRole("region", { name: "Charge and amount credited" });
  await expect(preview).toHaveText(/A 30% charge applies/);
  await expect(preview.getByRole("definition")).toHaveCount(0);
  await page.getByRole("radio", { name: "Digi" }).check();
  const amount = page.getByLabel("Amount (MYR)");
  await amount.pressSequentially("1");
  await expect(preview.getByRole("definition")).toHaveText([/^RM\s?0\.30$/, /^RM\s?0\.70$/]);
  await amount.pressSequentially("00");
  await expect(preview.getByRole("definition")).toHaveText([/^RM\s?30\.00$/, /^RM\s?70\.00$/]);
  await amount.fill("257");
  await expect(preview.getByRole("definition")).toHaveText([/^RM\s?77\.10$/, /^RM\s?179\.90$/]);
  await amount.fill("25x");
  await expect(preview.getByRole("definition")).toHaveCount(0);
  await amount.fill("257");
  await page.getByLabel("Reload PIN").fill("123456789012");
  await expectNoAxeViolations(page, "/deposit/telco");
  const created = page.waitForResponse(/\/api\/player\/deposit\/createDeposit/);
  await page.getByRole("button", { name: "Deposit", exact: true }).click();
  const answer = (await (await created).json()) as { fee: number; net_amount: number };
  expect(answer).toMatchObject({ fee: 7_710, net_amount: 17_990 });
  await expect(page.locator(".move-result__figures dd")).toHaveText([/^RM\s?77\.10$/, /^RM\s?179\.90$/]);
});

test("bank transfer: the tenant's account to copy, then a receipt picker that refuses a wrong or too large file before uploading", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const bank = await getConfig<{ bank_name: string; account_holder_name: string; account_number: string }>(
    e2eApi,
    "deposit_tenant_bank",
  );
  await openSignedIn(page, await arrangePlayer(), "/deposit/bank_transfer");
  const account = page.getByRole("region", { name: "Transfer to this account" });
  await expect(account).toContainText(bank.bank_name);
  await account.getByRole("button", { name: "Copy account number" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(bank.account_number);
  await account.getByRole("button", { name: "Copy account holder name" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(bank.account_holder_name);
  await expect(page.getByText(/^Limits: RM\s?100\.00 – RM\s?30,000\.00$/)).toBeVisible();

  await page.getByRole("radio", { name: "CIMB Bank" }).check();
  await page.getByLabel("Amount (MYR)").fill("200");
  await page.getByRole("button", { name: "Deposit", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Upload your transfer receipt" })).toBeVisible();
  // the types and the largest size are said before anything is chosen
  await expect(page.getByText("An image (PNG, JPEG or WebP) or a PDF, up to 20 MB.")).toBeVisible();
  const uploads: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/deposit/uploadReceipt/")) uploads.push(request.url());
  });
  // nothing chosen yet
  await page.getByRole("button", { name: "Submit receipt" }).click();
  await expect(page.getByText("Choose the receipt to upload")).toBeVisible();

  await chooseReceipt(
    page,
    { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") },
    /Choose receipt/,
  );
  await expect(page.getByRole("alert")).toHaveText(
    "notes.txt cannot be used: choose a PNG, JPEG or WebP image or a PDF.",
  );
  await chooseReceipt(
    page,
    { name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(20 * 1024 * 1024 + 1) },
    /Choose receipt/,
  );
  await expect(page.getByRole("alert")).toHaveText("huge.png is 20.1 MB: the largest receipt we accept is 20 MB.");
  await page.getByRole("button", { name: "Submit receipt" }).click();
  expect(uploads, "a refused file is never uploaded").toEqual([]);
  // the deposit is kept as it was: its amount and reference are still there to copy
  const details = page.getByRole("region", { name: "Transfer to this account" });
  await expect(details).toContainText(/RM\s?200\.00/);
  await expect(details.getByRole("button", { name: "Copy amount" })).toBeVisible();
  await expectNoAxeViolations(page, "/deposit/bank_transfer (receipt refused)");

  await chooseReceipt(page, { name: "receipt.png", mimeType: "image/png", buffer: onePixelPng }, /Choose receipt/);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.getByRole("img", { name: "Preview of receipt.png" })).toHaveAttribute("src", /^blob:/);
  await expect(page.getByText("receipt.png")).toBeVisible();
  await page.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByRole("img", { name: "Preview of receipt.png" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Choose receipt" })).toBeFocused();
  await chooseReceipt(page, { name: "receipt.png", mimeType: "image/png", buffer: onePixelPng }, /Choose receipt/);
  await expect(page.getByRole("button", { name: "Change file" })).toBeVisible();
  await expectNoAxeViolations(page, "/deposit/bank_transfer (receipt chosen)");
  await page.getByRole("button", { name: "Submit receipt" }).click();
  await expect(page.getByRole("heading", { name: "Deposit submitted" })).toBeVisible();
  expect(uploads).toHaveLength(1);
  await expectResult(page, { tone: "pending", title: "Deposit submitted", next: /pending after 20 minutes/ });
  await expect(page.getByText(/Your receipt is in/)).toBeVisible();
  await expectNoAxeViolations(page, "deposit result (pending)");
});

test("a bank transfer without its receipt is waiting for it, never 'Payment received'; the receipt is sent from there", async ({
  page,
}) => {
  const player = await arrangePlayer();
  const pending = await deposit(e2eApi, player, { channel: "bank_transfer", method: "MBB", amount: 15_000 });
  expect(pending.status).toBe(200);
  await openSignedIn(page, player, `/transaction/result?id=${pending.body._id}`);
  await expectResult(page, {
    tone: "pending",
    title: "Waiting for your receipt",
    next: /as soon as its receipt is in/,
  });
  await expect(page.getByText(/Payment received/)).toHaveCount(0);
  await expect(page.getByText(/Nothing has been added to your wallet yet/)).toBeVisible();
  await expectNoAxeViolations(page, "/transaction/result (bank transfer, no receipt)");
  await page.locator(".move-result").getByRole("link", { name: "Upload receipt" }).click();
  await expect(page).toHaveURL(/\/submit_payment\?id=/);
  await chooseReceipt(page, { name: "receipt.png", mimeType: "image/png", buffer: onePixelPng }, /Choose receipt/);
  await page.getByRole("button", { name: "Submit receipt" }).click();
  await expectResult(page, { tone: "pending", title: "Receipt received", next: /pending after 20 minutes/ });
  await expectNoAxeViolations(page, "/submit_payment (receipt in)");
});

test("every result screen shows its icon, next step and actions: approved, pending, rejected", async ({ page }) => {
  const player = await arrangePlayer();
  await openSignedIn(page, player);

  // approved on the payment page: the money is in
  await page.goto("/deposit/instant_deposit");
  await page.getByRole("radio", { name: "Maybank" }).check();
  await page.getByLabel("Amount (MYR)").fill("150");
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/transaction\/result\?id=/);
  await expectResult(page, { tone: "success", title: "Payment successful", next: /ready to use now/ });
  await expect(page.getByText(/^RM\s?150\.00 has been added to your wallet\.$/)).toBeVisible();
  // the bank's name, not its code
  await expect(page.getByRole("region", { name: "Transaction details" })).toContainText("Instant · Maybank");
  await expect(page.getByText(/MBB/)).toHaveCount(0);
  await expectNoAxeViolations(page, "/transaction/result (approved)");

  // failed on the payment page: nothing added
  await page.goto("/deposit/e_wallet");
  await page.getByRole("radio", { name: "GrabPay" }).check();
  await page.getByLabel("Amount (MYR)").fill("100");
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await page.getByRole("button", { name: "Fail payment", exact: true }).click();
  await expectResult(page, { tone: "failed", title: "Payment failed", next: /contact support with the reference/ });
  await expect(page.getByText("Nothing was added to your wallet.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Transaction details" })).toContainText("E-wallet · GrabPay");
  await expectNoAxeViolations(page, "/transaction/result (rejected)");

  // crypto under review, then rejected by the operator: the same screen tells each
  await page.goto("/deposit/crypto");
  await page.getByLabel("Amount (USDT)").fill("100");
  await page.getByLabel("Transaction hash (TxID)").fill(TX_HASH);
  await page.getByRole("button", { name: "Deposit", exact: true }).click();
  await expectResult(page, { tone: "pending", title: "Deposit submitted", next: /pending after 20 minutes/ });
  const reference = ((await page.getByText(/^Reference: /).textContent()) ?? "").replace("Reference: ", "").trim();
  await page.getByRole("link", { name: "View transaction" }).click();
  const id = page.url().split("/").pop() ?? "";
  expect((await operator(e2eApi, id, "reject")).status).toBe(200);
  await page.goto(`/transaction/result?id=${id}`);
  await expectResult(page, { tone: "failed", title: "Deposit rejected", next: /contact support/ });
  await expect(page.getByText(`Reference: ${reference}`)).toBeVisible();
  await page.getByRole("link", { name: "Back to home" }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test("the selected channel tab is scrolled into view; the deposit button is in reach on every channel", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await openSignedIn(page, await arrangePlayer());
  for (const channel of [...channels].reverse()) {
    await page.goto(`/deposit/${channel}`);
    const tabs = page.getByRole("navigation", { name: "Deposit channels" });
    const selected = tabs.locator('[aria-current="page"]');
    await expect(selected).toBeVisible();
    const [row, tab] = [await tabs.boundingBox(), await selected.boundingBox()];
    if (!row || !tab) throw new Error("no tab row");
    expect(tab.x, `${channel} tab starts inside the row`).toBeGreaterThanOrEqual(row.x - 1);
    expect(tab.x + tab.width, `${channel} tab ends inside the row`).toBeLessThanOrEqual(row.x + row.width + 1);
    // the row scrolled, the page did not
    expect(await page.evaluate(() => [window.scrollX, window.scrollY])).toEqual([0, 0]);
  }
  await page.setViewportSize({ width: 360, height: 740 });
  for (const channel of channels) {
    await page.goto(`/deposit/${channel}`);
    const submit = page.getByRole("button", { name: /^(Deposit|Continue to payment)$/ });
    await expect(submit).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => window.scrollY), "no scrolling needed").toBe(0);
  }
});
