import type { Redemption } from "../src/api/contract/gifts.ts";
import { giftRedemptionMachine } from "./gift-redemption.machine.ts";
import { apiError } from "./model-fixtures.ts";
import type { PathModel } from "./path-model.ts";

const draft = {
  receiver_name: "Aisyah Rahman",
  receiver_phone: "012-345 6789",
  receiver_address: "12 Jalan Ampang, 50450 Kuala Lumpur",
};
/** Another receiver: a redemption of its own (its own idempotency key). */
const otherDraft = { ...draft, receiver_name: "Tan Wei Ming" };

const aRedemption: Redemption = {
  _id: "0b9e6c1e-0000-4000-8000-000000000051",
  gift_id: "power-bank",
  gift_name: { "en-US": "10,000 mAh power bank", "zh-CN": "移动电源", "zh-TW": "行動電源", "ms-MY": "Power bank" },
  gift_image: "/gift-art/power-bank.svg",
  point: 1200,
  receiver_name: draft.receiver_name,
  receiver_phone: "60123456789",
  receiver_address: draft.receiver_address,
  status: "pending",
  created_at: "2026-11-25T03:00:00.000Z",
  decided_at: null,
};

/** The power bank (1,200 points) for a player with 1,280 points: in stock and affordable, then the other cases. */
export const giftRedemptionModel: PathModel = {
  name: "gift-redemption",
  machine: giftRedemptionMachine,
  input: { giftId: "power-bank" },
  contextKey: (context) => ({ standing: context.standing, error: context.error }),
  events: {
    "giftRedemption.review": {
      "to the player": { type: "giftRedemption.review", draft },
      "to another receiver": { type: "giftRedemption.review", draft: otherDraft },
    },
    "xstate.done.actor.loadGiftStanding": {
      "in stock, enough points": {
        type: "xstate.done.actor.loadGiftStanding",
        output: { price: 1200, stock: 40, points: 1280 },
      },
      "out of stock": { type: "xstate.done.actor.loadGiftStanding", output: { price: 1200, stock: 0, points: 1280 } },
      "too few points": {
        type: "xstate.done.actor.loadGiftStanding",
        output: { price: 1200, stock: 40, points: 500 },
      },
    },
    "xstate.error.actor.loadGiftStanding": {
      "network down": { type: "xstate.error.actor.loadGiftStanding", error: apiError(0, "Error Encountered") },
    },
    "xstate.done.actor.redeemGift": {
      redeemed: { type: "xstate.done.actor.redeemGift", output: { redemption: aRedemption, point: 80 } },
    },
    "xstate.error.actor.redeemGift": {
      "too few points": {
        type: "xstate.error.actor.redeemGift",
        error: apiError(422, "Insufficient point to redeem gift"),
      },
      "out of stock": { type: "xstate.error.actor.redeemGift", error: apiError(409, "Gift is out of stock") },
      "a field refused": { type: "xstate.error.actor.redeemGift", error: apiError(400, "Invalid data request") },
      "network down": { type: "xstate.error.actor.redeemGift", error: apiError(0, "Error Encountered") },
    },
  },
};
