import { expect } from "@playwright/test";
import { withdrawModel } from "../../../machines/withdraw.model.ts";
import type { WithdrawInfo } from "../../../src/api/contract/wallet.ts";
import type { FundedPlayer } from "../../server/support/wallet.ts";
import { type DriveContext, nextStep, type UiDriver } from "./engine.ts";
import { arrangePlayer, expectLastServerMessage, logInAs, messageOf } from "./players.ts";

const playerOf = (ctx: DriveContext) => ctx.data.player as FundedPlayer;

let accountCounter = 0;

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
    const broke = ctx.steps.some((step) => messageOf(step.event) === "Insufficient balance");
    const player = await arrangePlayer({ bank: info.has_bank_account, pin: info.has_pin, myr: broke ? 0 : 500 });
    ctx.data.player = player;
    await logInAs(ctx.page, player);
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
    async "withdraw.edit"(ctx) {
      await ctx.page.getByRole("button", { name: "Change details" }).click();
    },
    async "withdraw.confirm"(ctx) {
      // A wrong PIN when the path says the server refuses it.
      const refused = messageOf(nextStep(ctx)?.event ?? {}) === "Incorrect PIN";
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
      await expectLastServerMessage(ctx);
    },
    async confirming(ctx) {
      await expect(ctx.page.getByText("You receive")).toBeVisible();
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
