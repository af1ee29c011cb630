import { assign, fromPromise, setup } from "xstate";
import type { ReceiverFormIn } from "../src/api/contract/gift-redeem.ts";
import type { RedeemAnswer, Redemption } from "../src/api/contract/gifts.ts";
import type { ApiErrorMessage } from "../src/api/contract/messages.ts";
import { errorCode, type FlowError, isUnknownOutcome } from "./errors.ts";
import { keyOnSubmitting, reviewDraft } from "./idempotency.ts";

/** What the flow reads before the form: the gift's price and stock now, and the player's points. */
export type GiftStanding = { price: number; stock: number; points: number };

/** The receiver as the player typed it (the server checks and formats it again, the phone included). */
export type ReceiverDraft = ReceiverFormIn;

/** What the redeem actor sends. */
export type GiftRedeemRequest = ReceiverDraft & { gift_id: string; idempotency_key: string };

export type GiftRedemptionInput = { giftId: string };

export type GiftRedemptionContext = {
  giftId: string;
  standing: GiftStanding | null;
  /** What the player typed: kept through the review, a refusal and a retry. */
  draft: ReceiverDraft | null;
  /** Made on entering `redeeming` and kept for every retry of the same draft: a gift is never redeemed twice. */
  idempotencyKey: string | null;
  redemption: Redemption | null;
  /** The player's points after the redemption. */
  pointsLeft: number | null;
  error: FlowError | null;
};

export type GiftRedemptionEvent =
  | { type: "giftRedemption.review"; draft: ReceiverDraft }
  | { type: "giftRedemption.edit" }
  | { type: "giftRedemption.confirm" }
  | { type: "giftRedemption.retry" }
  | { type: "giftRedemption.recheck" };

/** Refusals about the gift or the points, not the form: shown as a refusal, the form kept behind it. */
const giftRefusals = new Set<FlowError>([
  "Insufficient point to redeem gift",
  "Gift is out of stock",
  "Gift not found",
] satisfies ApiErrorMessage[]);

/**
 * Redeeming one gift with points. It starts by reading the gift's price and stock and the player's points
 * (`loadGiftStanding`): a gift out of stock or beyond the player's points is a state of its own, not a form
 * that fails later. The form (receiver name, phone, address) leads to a review; confirming sends the request
 * (`redeemGift`) under an idempotency key made when `redeeming` is entered and kept for retries of the same
 * draft. The server's refusals about the gift or the points (out of stock, too few points, gone) land on
 * `refused`, the typed values kept; a refusal of a field goes back to the form with its message; an answer
 * that does not say whether the gift was redeemed offers the same request again.
 */
export const giftRedemptionMachine = setup({
  types: {
    context: {} as GiftRedemptionContext,
    events: {} as GiftRedemptionEvent,
    input: {} as GiftRedemptionInput,
    children: {} as { loadGiftStanding: "loadGiftStanding"; redeemGift: "redeemGift" },
  },
  actors: {
    loadGiftStanding: fromPromise<GiftStanding, GiftRedemptionInput>(async () => {
      throw new Error("loadGiftStanding not provided");
    }),
    redeemGift: fromPromise<RedeemAnswer, GiftRedeemRequest>(async () => {
      throw new Error("redeemGift not provided");
    }),
  },
  guards: {
    isOutOfStock: ({ context }) => (context.standing?.stock ?? 0) <= 0,
    isShortOfPoints: ({ context }) => context.standing !== null && context.standing.points < context.standing.price,
    isGiftRefusal: ({ event }) => "error" in event && giftRefusals.has(errorCode(event.error)),
    isUnknownOutcome: ({ event }) => "error" in event && isUnknownOutcome(event.error),
  },
  actions: {
    /** The catalogue, the history and the points are server state: tell the query cache they changed. */
    refreshGifts: () => {},
  },
}).createMachine({
  id: "giftRedemption",
  description:
    "Redeeming a gift with points: price, stock and points are checked first; the player gives a receiver, reviews and confirms; sent once only.",
  context: ({ input }) => ({
    giftId: input.giftId,
    standing: null,
    draft: null,
    idempotencyKey: null,
    redemption: null,
    pointsLeft: null,
    error: null,
  }),
  initial: "loading",
  states: {
    loading: {
      description: "Reads the gift's price and stock and the player's points; a skeleton shows meanwhile.",
      invoke: {
        id: "loadGiftStanding",
        src: "loadGiftStanding",
        input: ({ context }) => ({ giftId: context.giftId }),
        onDone: {
          target: "routing",
          description: "The server answers with the gift's price and stock and the player's points.",
          actions: assign({ standing: ({ event }) => event.output }),
        },
        onError: {
          target: "loadFailed",
          description:
            'The gift or the points cannot be read (server error, no network, gift gone): "Failed to load" shows.',
          actions: assign({ error: ({ event }) => errorCode(event.error) }),
        },
      },
    },
    routing: {
      description: "Decides at once whether the gift can be redeemed: in stock and within the player's points.",
      always: [
        { guard: "isOutOfStock", target: "outOfStock", description: 'No stock left: "Out of stock" shows.' },
        {
          guard: "isShortOfPoints",
          target: "shortOfPoints",
          description: 'In stock, but the player\'s points are below the price: "Not enough points" shows.',
        },
        { target: "editing", description: "Otherwise the gift can be redeemed: the receiver form shows." },
      ],
    },
    loadFailed: {
      description: 'The gift or the points could not be read: "Failed to load" with a "Try again" button.',
      on: {
        "giftRedemption.recheck": {
          target: "loading",
          description: 'The player taps "Try again": the gift and points are read again.',
          actions: assign({ error: null }),
        },
      },
    },
    outOfStock: {
      description: "None left: nothing to fill in. Read again (the operator may restock, a redemption be rejected).",
      on: {
        "giftRedemption.recheck": {
          target: "loading",
          description: 'The player taps "Check again": the stock and points are read again.',
        },
      },
    },
    shortOfPoints: {
      description: "The player's points are below the price: nothing to fill in. Read again after earning more.",
      on: {
        "giftRedemption.recheck": {
          target: "loading",
          description: 'The player taps "Check again": the stock and points are read again.',
        },
      },
    },
    editing: {
      description: "The form: receiver name, phone and address (checked by the contract's schema before review).",
      on: {
        "giftRedemption.review": {
          target: "reviewing",
          description: 'The player taps "Review redemption" with the receiver filled in validly: the review shows.',
          // another receiver is another redemption: it gets its own key when it is sent
          actions: assign(({ context, event }) => ({ ...reviewDraft(context, event.draft), error: null })),
        },
      },
    },
    reviewing: {
      description: "The review: the gift, its price, the points left after it and the receiver; the player confirms.",
      on: {
        "giftRedemption.edit": {
          target: "editing",
          description: 'The player taps "Change details": back to the form as typed.',
        },
        "giftRedemption.confirm": {
          target: "redeeming",
          description: 'The player taps "Confirm redemption": the redemption is sent.',
          actions: assign({ error: null }),
        },
      },
    },
    redeeming: {
      description: "The redemption is on its way to the server under its idempotency key; the button is busy.",
      entry: assign(({ context }) => keyOnSubmitting(context)),
      invoke: {
        id: "redeemGift",
        src: "redeemGift",
        input: ({ context }) => ({
          ...(context.draft as ReceiverDraft),
          gift_id: context.giftId,
          idempotency_key: context.idempotencyKey ?? "",
        }),
        onDone: {
          target: "redeemed",
          description:
            "The server takes the points and records the redemption: the catalogue, history and points are read again.",
          actions: [
            assign({
              redemption: ({ event }) => event.output.redemption,
              pointsLeft: ({ event }) => event.output.point,
            }),
            "refreshGifts",
          ],
        },
        onError: [
          {
            guard: "isUnknownOutcome",
            description:
              "The network fails or the server faults without saying whether it was redeemed: the same request may be sent again.",
            target: "failed",
            actions: assign({ error: ({ event }) => errorCode(event.error) }),
          },
          {
            guard: "isGiftRefusal",
            description:
              "The server refuses: out of stock, too few points, or the gift is gone. Said plainly, the typed values kept.",
            target: "refused",
            actions: [assign({ error: ({ event }) => errorCode(event.error) }), "refreshGifts"],
          },
          {
            description: "Otherwise the server refuses a field: back to the form as typed, with the message.",
            target: "editing",
            actions: assign({ error: ({ event }) => errorCode(event.error) }),
          },
        ],
      },
    },
    failed: {
      description:
        "“We could not confirm the redemption”: the player can send it again (same key) or change the details.",
      on: {
        "giftRedemption.retry": {
          target: "redeeming",
          description:
            'The player taps "Try again": the same request is sent under the same key, so points are never spent twice.',
          actions: assign({ error: null }),
        },
        "giftRedemption.edit": {
          target: "editing",
          description: 'The player taps "Change details": back to the form as typed.',
          actions: assign({ error: null }),
        },
      },
    },
    refused: {
      description: "“The gift could not be redeemed”: the reason, no points taken; the form keeps what was typed.",
      on: {
        "giftRedemption.edit": {
          target: "editing",
          description: 'The player taps "Change details": back to the form as typed.',
        },
        "giftRedemption.recheck": {
          target: "loading",
          description: 'The player taps "Check again": the stock and points are read again.',
          actions: assign({ error: null }),
        },
      },
    },
    redeemed: {
      type: "final",
      description:
        "“Gift redeemed”: the points are spent and the redemption waits for the operator to approve and deliver it.",
    },
  },
});
