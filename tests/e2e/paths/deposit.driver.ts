import { expect } from "@playwright/test";
import { depositModel, depositReceiptModel } from "../../../machines/deposit.model.ts";
import { deposit, getConfig, setConfig } from "../../server/support/wallet.ts";
import { type DriveContext, nextStep, type UiDriver } from "./engine.ts";
import { arrangePlayer, e2eApi, expectLastServerMessage, messageOf, openSignedIn } from "./players.ts";

/** A 1×1 PNG: what a phone's screenshot of a receipt is, as far as the server's magic-byte check goes. */
const onePixelPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

const submitButton = (ctx: DriveContext) =>
  ctx.page.getByRole("button", {
    name: ctx.data.channel === "instant_deposit" ? "Continue to payment" : "Deposit",
    exact: true,
  });

type ChannelConfig = { channel: string; min: number; max: number };

export const depositDriver: UiDriver = {
  model: depositModel,
  machineId: "deposit",
  requests: {
    createDeposit: /\/api\/player\/deposit\/createDeposit/,
    uploadReceipt: /\/api\/player\/deposit\/uploadReceipt\//,
  },
  async arrange(ctx) {
    // The channel is the one whose server answer the path expects: a payment page (instant deposit),
    // nothing more to do (telco), or a receipt to upload (bank transfer).
    const created = ctx.steps.find((step) => step.event.type === "xstate.done.actor.createDeposit")?.event.output as
      | { payment_url?: string; receipt_url?: string }
      | undefined;
    ctx.data.channel = created?.payment_url ? "instant_deposit" : created?.receipt_url ? "telco" : "bank_transfer";
    const player = await arrangePlayer();
    await openSignedIn(ctx.page, player, null);
  },
  async start(ctx) {
    await ctx.page.goto(`/deposit/${ctx.data.channel}`);
  },
  events: {
    async "deposit.submit"(ctx, step) {
      const { page } = ctx;
      const draft = step.event.draft as { amount: number };
      await page.getByRole("radio").first().check();
      await page.getByLabel("Amount (MYR)").fill(String(draft.amount / 100));
      if (ctx.data.channel === "telco") await page.getByLabel("Reload PIN").fill("123456789012");
      await submitButton(ctx).click();
    },
    async "xstate.error.actor.createDeposit"(ctx, step) {
      // The back office raises the channel's minimum while the request is on its way (a sandbox action).
      if (messageOf(step.event) !== "Amount is below the minimum") throw new Error("no way to make this error");
      const channels = await getConfig<ChannelConfig[]>(e2eApi, "deposit_channels");
      // (its maximum: a raised minimum must still be a valid rule, within the maximum)
      const raised = channels.map((c) => (c.channel === ctx.data.channel ? { ...c, min: c.max } : c));
      await setConfig(e2eApi, "deposit_channels", raised);
      try {
        const request = await ctx.release("createDeposit", "continue");
        await request.response();
      } finally {
        await setConfig(e2eApi, "deposit_channels", channels);
      }
    },
    async "deposit.uploadReceipt"(ctx) {
      // A file the server refuses when the path says so: a .png name over bytes that are not an image.
      const refused = messageOf(nextStep(ctx)?.event ?? {}) === "Unsupported file type";
      // picked as a player does: the picker's button opens the file chooser (a second try changes the file)
      const chooser = ctx.page.waitForEvent("filechooser");
      await ctx.page.getByRole("button", { name: /^(Choose receipt|Change file)$/ }).click();
      await (await chooser).setFiles({
        name: "receipt.png",
        mimeType: "image/png",
        buffer: refused ? Buffer.from("not really a picture") : onePixelPng,
      });
      await ctx.page.getByRole("button", { name: "Submit receipt" }).click();
    },
  },
  states: {
    async editing(ctx) {
      await expect(submitButton(ctx)).toBeEnabled();
      await expectLastServerMessage(ctx);
    },
    async submitting(ctx) {
      await expect(submitButton(ctx)).toHaveAttribute("aria-busy", "true");
    },
    async redirecting({ page }) {
      await expect(page).toHaveURL(/\/sandbox\/gateway\//);
      await expect(page.getByRole("button", { name: "Pay", exact: true })).toBeVisible();
    },
    async awaitingReceipt(ctx) {
      await expect(ctx.page.getByRole("heading", { name: "Upload your transfer receipt" })).toBeVisible();
      await expect(ctx.page.getByRole("button", { name: "Submit receipt" })).toBeEnabled();
      await expectLastServerMessage(ctx);
    },
    async uploading({ page }) {
      await expect(page.getByRole("button", { name: "Submit receipt" })).toHaveAttribute("aria-busy", "true");
    },
    async submitted({ page }) {
      await expect(page.getByRole("heading", { name: "Deposit submitted" })).toBeVisible();
      await expect(page.locator(".move-result--pending").getByRole("status")).toBeVisible();
      await expect(page.getByRole("link", { name: "View transaction" })).toBeVisible();
    },
  },
  leavesApp: ["redirecting"],
};

/** /submit_payment: the same machine started at the receipt of a bank transfer made earlier. */
export const depositReceiptDriver: UiDriver = {
  ...depositDriver,
  model: depositReceiptModel,
  async arrange(ctx) {
    ctx.data.channel = "bank_transfer";
    const player = await arrangePlayer();
    const pending = await deposit(e2eApi, player, { channel: "bank_transfer", method: "MBB", amount: 10_000 });
    if (pending.status !== 200) throw new Error(`deposit failed: ${pending.status}`);
    await openSignedIn(ctx.page, player, null);
    ctx.data.pending = pending.body._id;
  },
  async start(ctx) {
    await ctx.page.goto(`/transaction/${ctx.data.pending}`);
    await ctx.page.getByRole("link", { name: "Upload receipt" }).click();
  },
  states: {
    ...depositDriver.states,
    async submitted({ page }) {
      await expect(page.getByRole("heading", { name: "Receipt received" })).toBeVisible();
      await expect(page.getByText(/Your receipt is in/)).toBeVisible();
      await expect(page.getByRole("link", { name: "View transaction" })).toBeVisible();
    },
  },
};
