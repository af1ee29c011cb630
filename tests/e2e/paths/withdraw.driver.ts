import { expect } from "@playwright/test";
import { stateName } from "../../../machines/path-plan.ts";
import { withdrawModel } from "../../../machines/withdraw.model.ts";
import type { BankAccount, WithdrawInfo } from "../../../src/api/contract/wallet.ts";
import type { FundedPlayer } from "../../server/support/wallet.ts";
import { MYR, newKey } from "../../server/support/wallet.ts";
import { type DriveContext, nextStep, type UiDriver } from "./engine.ts";
import { arrangePlayer, e2eApi, expectLastServerMessage, messageOf, openSignedIn, sessionToken } from "./players.ts";

const playerOf = (ctx: DriveContext) => ctx.data.player as FundedPlayer;

let accountCounter = 0;

/**
 * The player's arranged balance, in ringgit, as the model's withdraw info says: its over-balance draft asks for
 * more, its over-threshold draft for more than a day's withdrawals without verification (RM 1,000) but less.
 */
const balance = 1500;

/**
 * Another device of the player moves the whole balance into a game (PIN 123456), so the next withdrawal finds
 * none (a withdrawal of it all would need a verified account).
 */
async function spendBalanceElsewhere(ctx: DriveContext): Promise<void> {
  const res = await e2eApi.call("POST", "/api/player/games/transfer", {
    body: { from: "wallet", to: "DRG", amount: MYR(balance), pin: "123456", idempotency_key: newKey() },
    token: await sessionToken(ctx.page),
  });
  if (res.status !== 200) throw new Error(`transfer elsewhere failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/**
 * Another device of the player withdraws RM 950 (PIN 123456): today's total is then close enough to the RM 1,000
 * a day without verification that the next withdrawal passes it.
 */
async function withdrawElsewhere(ctx: DriveContext): Promise<void> {
  const token = await sessionToken(ctx.page);
  const accounts = await e2eApi.call<BankAccount[]>("GET", "/api/player/bank/getBankAccounts", { token });
  const res = await e2eApi.call("POST", "/api/player/withdraw/createWithdraw", {
    body: {
      currency: "MYR",
      amount: MYR(950),
      bank_account_id: accounts.body[0]?._id,
      pin: "123456",
      idempotency_key: newKey(),
    },
    token,
  });
  if (res.status !== 200) throw new Error(`withdraw elsewhere failed: ${res.status} ${JSON.stringify(res.body)}`);
}

const verificationRefusal = "Verify your account to withdraw this amount";

export const withdrawDriver: UiDriver = {
  model: withdrawModel,
  machineId: "withdraw",
  requests: {
    loadWithdrawInfo: /\/api\/player\/withdraw\/getWithdrawInfo/,
    createWithdraw: /\/api\/player\/withdraw\/createWithdraw/,
  },
  undrivable(step, index, steps) {
    // What the server knows of the player so far: set by the first answer, then by what the player adds.
    if (step.event.type !== "xstate.done.actor.loadWithdrawInfo") return null;
    const has = { bank: false, pin: false };
    let known = false;
    for (const earlier of steps.slice(0, index)) {
      if (earlier.event.type === "xstate.done.actor.loadWithdrawInfo" && !known) {
        const info = earlier.event.output as WithdrawInfo;
        Object.assign(has, { bank: info.has_bank_account, pin: info.has_pin });
        known = true;
      }
      if (earlier.event.type === "xstate.done.actor.bankAccount") has.bank = true;
      if (earlier.event.type === "xstate.done.actor.pin") has.pin = true;
    }
    const info = step.event.output as WithdrawInfo;
    if (known && has.bank && !info.has_bank_account) return "the reference API keeps a bank account the player added";
    if (known && has.pin && !info.has_pin) return "the reference API keeps a PIN the player set";
    return null;
  },
  async arrange(ctx) {
    // The player is what the first answer of the path says: with or without a bank account and a PIN.
    const first = ctx.steps.find((step) => step.event.type === "xstate.done.actor.loadWithdrawInfo");
    const info = (first?.event.output ?? { has_bank_account: true, has_pin: true }) as WithdrawInfo;
    const player = await arrangePlayer({ bank: info.has_bank_account, pin: info.has_pin, myr: balance });
    ctx.data.player = player;
    await openSignedIn(ctx.page, player);
  },
  async start(ctx) {
    await ctx.page.getByRole("link", { name: "Withdraw" }).click();
  },
  events: {
    // The preconditions are met right on /withdraw: the invoked bank-account and PIN flows
    // (walked on their own by bank-account.driver.ts and pin.driver.ts) finish with a valid form.
    async "xstate.done.actor.bankAccount"(ctx) {
      const { page } = ctx;
      accountCounter += 1;
      await page.getByLabel("Bank").selectOption({ index: 1 });
      await page.getByLabel("Account holder name").fill(playerOf(ctx).fullName);
      await page.getByLabel("Account number").fill(`77${String(Date.now()).slice(-6)}${accountCounter}`);
      await page.getByRole("button", { name: "Add bank account" }).click();
    },
    async "xstate.done.actor.pin"({ page }) {
      await page.getByLabel("New PIN", { exact: true }).fill("123456");
      await page.getByLabel("Confirm new PIN").fill("123456");
      await page.getByRole("button", { name: "Save PIN" }).click();
    },
    async "withdraw.recheck"({ page }) {
      await page.getByRole("button", { name: "Try again" }).click();
    },
    async "withdraw.review"(ctx, step) {
      const { page } = ctx;
      const draft = step.event.draft as { amount: number };
      await page.getByRole("group", { name: "To bank account" }).getByRole("radio").first().check();
      await page.getByLabel("Amount (MYR)").fill(String(draft.amount / 100));
      await page.getByRole("button", { name: "Review withdrawal" }).click();
    },
    async "withdraw.edit"(ctx, step) {
      // from the review, or from the verification the amount needs
      const name = stateName(step.from) === "needsVerification" ? "Change amount" : "Change details";
      await ctx.page.getByRole("button", { name }).click();
    },
    async "withdraw.confirm"(ctx) {
      // A wrong PIN when the path says the server refuses it; the balance spent meanwhile when it says there is none;
      // another withdrawal today when it says today's total now needs verification.
      const answer = messageOf(nextStep(ctx)?.event ?? {});
      if (answer === "Insufficient balance") await spendBalanceElsewhere(ctx);
      if (answer === verificationRefusal) await withdrawElsewhere(ctx);
      const refused = answer === "Incorrect PIN";
      await ctx.page.getByLabel("PIN", { exact: true }).fill(refused ? "000000" : "123456");
      await ctx.page.getByRole("button", { name: "Confirm withdrawal" }).click();
    },
  },
  states: {
    async checkingPreconditions({ page }) {
      await expect(page.getByRole("status", { name: "Loading" })).toBeVisible();
    },
    async needsBankAccount({ page }) {
      await expect(page.getByRole("heading", { name: "Add a bank account first" })).toBeVisible();
      await expect(page.getByLabel("Account holder name")).toBeVisible();
      await expect(page.getByRole("button", { name: "Add bank account" })).toBeEnabled();
    },
    async needsPin({ page }) {
      await expect(page.getByRole("heading", { name: "Set your PIN first" })).toBeVisible();
      await expect(page.getByLabel("New PIN", { exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: "Save PIN" })).toBeEnabled();
    },
    async failed(ctx) {
      await expect(ctx.page.getByText("Failed to load", { exact: true })).toBeVisible();
      await expect(ctx.page.getByRole("button", { name: "Try again" })).toBeEnabled();
    },
    async editing(ctx) {
      await expect(ctx.page.getByRole("button", { name: "Review withdrawal" })).toBeEnabled();
      // a single bank account is the destination already
      await expect(ctx.page.getByRole("group", { name: "To bank account" }).getByRole("radio").first()).toBeChecked();
      await expectLastServerMessage(ctx);
      const step = ctx.steps[ctx.index];
      if (step?.event.type === "withdraw.review") {
        // more than the balance: refused at the amount field, and no PIN asked for
        await expect(ctx.page.getByLabel("Amount (MYR)")).toHaveAccessibleDescription("Insufficient balance");
        await expect(ctx.page.getByLabel("PIN", { exact: true })).toHaveCount(0);
      }
      if (step?.event.type === "withdraw.edit" && stateName(step.from) === "needsVerification") {
        // back from the verification it needs: the amount as it was, to be changed
        const draft = ctx.steps.findLast((earlier, i) => i < ctx.index && earlier.event.type === "withdraw.review");
        const amount = (draft?.event.draft as { amount: number } | undefined)?.amount;
        if (amount !== undefined) await expect(ctx.page.getByLabel("Amount (MYR)")).toHaveValue(String(amount / 100));
      }
    },
    async needsVerification(ctx) {
      const { page } = ctx;
      await expect(page.getByRole("heading", { name: "Verify your account first" })).toBeVisible();
      await expect(page.getByText(/Withdrawals above RM\s?1,000\.00 a day need a verified account\./)).toBeVisible();
      await expect(page.getByText("Not verified yet")).toBeVisible();
      await expect(page.getByRole("link", { name: "Verify my account" })).toHaveAttribute("href", "/verification");
      await expect(page.getByRole("button", { name: "Change amount" })).toBeEnabled();
      // no PIN is asked for
      await expect(page.getByLabel("PIN", { exact: true })).toHaveCount(0);
      await expectLastServerMessage(ctx);
    },
    async confirming(ctx) {
      await expect(ctx.page.getByText("You receive")).toBeVisible();
      // where the money goes: the bank's name and the masked account number
      await expect(ctx.page.getByRole("region", { name: "Review" }).getByText(/•••• ?\d{4}/)).toBeVisible();
      await expect(ctx.page.getByRole("button", { name: "Confirm withdrawal" })).toBeEnabled();
      await expectLastServerMessage(ctx);
    },
    async submitting({ page }) {
      await expect(page.getByRole("button", { name: "Confirm withdrawal" })).toHaveAttribute("aria-busy", "true");
    },
    async succeeded({ page }) {
      await expect(page.getByRole("heading", { name: "Withdrawal requested" })).toBeVisible();
    },
  },
};
