import { expect } from "@playwright/test";
import type { TransferDraft, TransferSetup } from "../../../machines/transfer.machine.ts";
import { transferModel } from "../../../machines/transfer.model.ts";
import { MYR, newKey } from "../../server/support/wallet.ts";
import { type DriveContext, nextStep, type Step, type UiDriver } from "./engine.ts";
import { arrangePlayer, e2eApi, expectLastServerMessage, messageOf, openSignedIn, sessionToken } from "./players.ts";

/**
 * The transfer statechart on /transfer, against the reference API: the player has RM 500 in the main
 * wallet (the model's over-balance draft asks for RM 600) and a PIN or none, as the path's first answer
 * says. The machine's reads are held at the game-accounts request (the flow reads it fresh each time),
 * its submit at /games/transfer. A refusal the path asks for is made real: a wrong PIN, or the wallet
 * spent from another device of the player just before the confirm.
 */
const balance = 500;
const providerName = { DRG: "Dragon Gaming", JK88: "Jackpot 88" } as Record<string, string>;

/** Another device of the player moves the whole wallet to another game (PIN 123456), so nothing is left. */
async function spendWalletElsewhere(ctx: DriveContext): Promise<void> {
  const token = await sessionToken(ctx.page);
  const res = await e2eApi.call("POST", "/api/player/games/transfer", {
    body: { from: "wallet", to: "JK88", amount: MYR(balance), pin: "123456", idempotency_key: newKey() },
    token,
  });
  if (res.status !== 200) throw new Error(`transfer elsewhere failed: ${res.status} ${JSON.stringify(res.body)}`);
}

const reviewButton = (ctx: DriveContext) => ctx.page.getByRole("button", { name: "Review transfer" });
const confirmButton = (ctx: DriveContext) => ctx.page.getByRole("button", { name: "Confirm transfer" });

/** The first answer of the path's setup: the player is arranged so. */
function firstSetup(steps: Step[]): TransferSetup {
  const first = steps.find((step) => step.event.type === "xstate.done.actor.loadTransferSetup");
  return (first?.event.output ?? { hasPin: true, accounts: [] }) as TransferSetup;
}

export const transferDriver: UiDriver = {
  model: transferModel,
  machineId: "transfer",
  requests: {
    loadTransferSetup: /\/api\/player\/games\/getGameAccounts(\?|$)/,
    submitTransfer: /\/api\/player\/games\/(transfer|internal_transfer)(\?|$)/,
  },
  undrivable(step, index, steps) {
    if (step.event.type !== "xstate.done.actor.loadTransferSetup") return null;
    const pinSet =
      firstSetup(steps).hasPin ||
      steps.slice(0, index).some((earlier) => earlier.event.type === "xstate.done.actor.pin");
    const known = steps.slice(0, index).some((earlier) => earlier.event.type === "xstate.done.actor.loadTransferSetup");
    if (known && pinSet && !(step.event.output as TransferSetup).hasPin)
      return "the reference API keeps a PIN the player set";
    return null;
  },
  async arrange(ctx) {
    const player = await arrangePlayer({ pin: firstSetup(ctx.steps).hasPin, myr: balance });
    ctx.data.player = player;
    await openSignedIn(ctx.page, player, null);
  },
  async start({ page }) {
    await page.goto("/transfer");
  },
  events: {
    async "xstate.done.actor.pin"({ page }) {
      await page.getByLabel("New PIN", { exact: true }).fill("123456");
      await page.getByLabel("Confirm new PIN").fill("123456");
      await page.getByRole("button", { name: "Save PIN" }).click();
    },
    async "transfer.recheck"({ page }) {
      await page.getByRole("button", { name: "Try again" }).click();
    },
    async "transfer.review"(ctx, step) {
      const { page } = ctx;
      const draft = step.event.draft as TransferDraft;
      await page.getByRole("combobox", { name: "From" }).selectOption(draft.from);
      await page.getByRole("combobox", { name: "To" }).selectOption(draft.to);
      await page.getByLabel("Amount (MYR)").fill(String(draft.amount / 100));
      await reviewButton(ctx).click();
    },
    async "transfer.edit"({ page }) {
      await page.getByRole("button", { name: "Change details" }).click();
    },
    async "transfer.confirm"(ctx) {
      const answer = messageOf(nextStep(ctx)?.event ?? {});
      if (answer === "Insufficient balance") await spendWalletElsewhere(ctx);
      await ctx.page.getByLabel("PIN", { exact: true }).fill(answer === "Incorrect PIN" ? "000000" : "123456");
      await confirmButton(ctx).click();
    },
    async "transfer.retry"({ page }) {
      await page.getByRole("button", { name: "Try again" }).click();
    },
  },
  states: {
    async checkingPreconditions({ page }) {
      await expect(page.getByRole("status", { name: "Loading" })).toBeVisible();
    },
    async needsPin({ page }) {
      await expect(page.getByRole("heading", { name: "Set your PIN first" })).toBeVisible();
      await expect(page.getByLabel("New PIN", { exact: true })).toBeVisible();
    },
    async loadFailed({ page }) {
      await expect(page.getByText("Failed to load", { exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: "Try again" })).toBeEnabled();
    },
    async editing(ctx) {
      await expect(reviewButton(ctx)).toBeEnabled();
      // every account with its balance: the wallet's RM 500 (unless spent elsewhere) and the games
      await expect(ctx.page.getByRole("combobox", { name: "From" })).toContainText("Main wallet");
      await expect(ctx.page.getByRole("combobox", { name: "To" })).toContainText(providerName.DRG as string);
      const step = ctx.steps[ctx.index];
      // refused on the form, or by the server (the balances then read again)
      const refused = step?.event.type === "transfer.review" || step?.from === "refreshing";
      if (refused) {
        // more than the wallet holds: said at the amount field, what was typed kept, no PIN asked for
        await expect(ctx.page.getByLabel("Amount (MYR)")).toHaveAccessibleDescription("Insufficient balance");
        await expect(ctx.page.getByLabel("Amount (MYR)")).not.toHaveValue("");
        await expect(ctx.page.getByLabel("PIN", { exact: true })).toHaveCount(0);
      }
    },
    async confirming(ctx) {
      const review = ctx.page.getByRole("region", { name: "Review" });
      await expect(review.getByText("Main wallet")).toBeVisible();
      await expect(review.getByText(providerName.DRG as string)).toBeVisible();
      await expect(confirmButton(ctx)).toBeEnabled();
      await expectLastServerMessage(ctx);
    },
    async submitting(ctx) {
      await expect(confirmButton(ctx)).toHaveAttribute("aria-busy", "true");
    },
    async refreshing(ctx) {
      await expect(reviewButton(ctx)).toHaveAttribute("aria-busy", "true");
      await expect(ctx.page.getByLabel("Amount (MYR)")).toHaveAccessibleDescription("Insufficient balance");
    },
    async failed({ page }) {
      await expect(page.getByRole("heading", { name: "We could not confirm the transfer" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Try again" })).toBeEnabled();
    },
    async succeeded({ page }) {
      await expect(page.getByRole("heading", { name: "Transfer complete" })).toBeVisible();
      await expect(page.getByText(/moved from Main wallet to Dragon Gaming/)).toBeVisible();
    },
  },
};
