import { expect } from "@playwright/test";
import type { GiftStanding, ReceiverDraft } from "../../../machines/gift-redemption.machine.ts";
import { giftRedemptionModel } from "../../../machines/gift-redemption.model.ts";
import { setPoints, setStock } from "../../server/support/gifts.ts";
import type { FundedPlayer } from "../../server/support/wallet.ts";
import { type DriveContext, nextStep, type UiDriver } from "./engine.ts";
import { arrangePlayer, e2eApi, expectLastServerMessage, messageOf, openSignedIn } from "./players.ts";

/**
 * The gift-redemption statechart on /redeem_gift/power-bank (1,200 points on the first demo tenant), against the
 * reference API. Before each read of the catalogue is let through, the server is made what the path's answer
 * says (the player's points and the power bank's stock, through the sandbox: the back office); a refusal the path
 * asks for is made real the same way just before the confirm (the points spent or the stock taken elsewhere).
 * Each worker has its own server, so the stock set here is this path's alone.
 */
const giftId = "power-bank";
const price = 1200;

const player = (ctx: DriveContext) => ctx.data.player as FundedPlayer;
const reviewButton = (ctx: DriveContext) => ctx.page.getByRole("button", { name: "Review redemption" });
const confirmButton = (ctx: DriveContext) => ctx.page.getByRole("button", { name: "Confirm redemption" });

/** The server as a standing says: the player's points and the gift's stock. */
async function makeStanding(ctx: DriveContext, standing: GiftStanding): Promise<void> {
  await setPoints(e2eApi, player(ctx), standing.points);
  await setStock(e2eApi, giftId, standing.stock);
}

export const giftRedemptionDriver: UiDriver = {
  model: giftRedemptionModel,
  machineId: "giftRedemption",
  requests: {
    loadGiftStanding: /\/api\/player\/gift\/getGifts(\?|$)/,
    redeemGift: /\/api\/player\/gift\/redeem(\?|$)/,
  },
  undrivable(step) {
    const answer = messageOf(step.event);
    if (step.event.type === "xstate.error.actor.redeemGift" && answer === "Invalid data request") {
      return "the form checks every field with the server's own schema: the server never refuses a field it let through";
    }
    return null;
  },
  async arrange(ctx) {
    const arranged = await arrangePlayer();
    ctx.data.player = arranged;
    await openSignedIn(ctx.page, arranged, null);
  },
  async start({ page }) {
    await page.goto(`/redeem_gift/${giftId}`);
  },
  events: {
    async "xstate.done.actor.loadGiftStanding"(ctx, step) {
      await makeStanding(ctx, step.event.output as GiftStanding);
      await ctx.release("loadGiftStanding", "continue");
    },
    async "giftRedemption.review"(ctx, step) {
      const draft = step.event.draft as ReceiverDraft;
      await ctx.page.getByLabel("Receiver name").fill(draft.receiver_name);
      await ctx.page.getByLabel("Receiver phone").fill(draft.receiver_phone);
      await ctx.page.getByLabel("Receiver address").fill(draft.receiver_address);
      await reviewButton(ctx).click();
    },
    async "giftRedemption.edit"({ page }) {
      await page.getByRole("button", { name: "Change details" }).click();
    },
    async "giftRedemption.confirm"(ctx) {
      // the answer the path asks for, made real on the server before the tap
      const answer = messageOf(nextStep(ctx)?.event ?? {});
      if (answer === "Insufficient point to redeem gift") await setPoints(e2eApi, player(ctx), price - 1);
      else if (answer === "Gift is out of stock") await setStock(e2eApi, giftId, 0);
      else await makeStanding(ctx, { price, points: price + 80, stock: 5 });
      await confirmButton(ctx).click();
    },
    async "giftRedemption.retry"({ page }) {
      await page.getByRole("button", { name: "Try again" }).click();
    },
    async "giftRedemption.recheck"(ctx) {
      const step = ctx.steps[ctx.index];
      const name = step?.from === "loadFailed" ? "Try again" : "Check again";
      await ctx.page.getByRole("button", { name }).click();
    },
  },
  states: {
    async loading({ page }) {
      await expect(page.getByRole("status", { name: "Loading" }).first()).toBeVisible();
    },
    async loadFailed({ page }) {
      await expect(page.getByText("Failed to load", { exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: "Try again" })).toBeEnabled();
    },
    async outOfStock({ page }) {
      await expect(page.getByText("This gift is all gone for now.", { exact: false })).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to gifts" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Check again" })).toBeEnabled();
    },
    async shortOfPoints({ page }) {
      await expect(page.getByText("You need 700 points more to redeem this gift.")).toBeVisible();
    },
    async editing(ctx) {
      await expect(reviewButton(ctx)).toBeEnabled();
      const step = ctx.steps[ctx.index];
      // back from the review or a refusal: what was typed is still there
      if (step?.event.type === "giftRedemption.edit") {
        await expect(ctx.page.getByLabel("Receiver name")).not.toHaveValue("");
        await expect(ctx.page.getByLabel("Receiver address")).not.toHaveValue("");
      }
    },
    async reviewing(ctx) {
      const review = ctx.page.getByRole("region", { name: "Review redemption" });
      await expect(review.getByText("1,200 points")).toBeVisible();
      await expect(confirmButton(ctx)).toBeEnabled();
    },
    async redeeming(ctx) {
      await expect(confirmButton(ctx)).toHaveAttribute("aria-busy", "true");
    },
    async refused(ctx) {
      await expect(ctx.page.getByRole("heading", { name: "The gift could not be redeemed" })).toBeVisible();
      await expectLastServerMessage(ctx);
    },
    async failed({ page }) {
      await expect(page.getByRole("heading", { name: "We could not confirm the redemption" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Try again" })).toBeEnabled();
    },
    async redeemed({ page }) {
      await expect(page.getByRole("heading", { name: "Gift redeemed" })).toBeVisible();
      await expect(page.getByText("1,200 points spent. You have 80 points left.")).toBeVisible();
    },
  },
};
