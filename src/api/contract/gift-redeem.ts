import { type } from "arktype";
import { toContactNo } from "../../lib/phone.ts";
import { IdempotencyKey, SafeLines, SafeText } from "./common.ts";
import { GiftId } from "./gifts.ts";

/** What the receiver fields hold at most (SPEC §5: all three required). */
export const receiverLimits = { name: 60, address: 300 } as const;

/** The phone message the form and the server agree on, as arktype words it. */
export const receiverPhoneExpected = "a valid phone number";

/**
 * A phone number as the player types it ("012-345 6789", "+60 12 345 6789"), valid for its country (Malaysia
 * when no country code is typed), turned into international form without the plus (SPEC §9).
 */
export const ReceiverPhone = type("string <= 32").pipe(
  (raw, ctx) => toContactNo(raw) ?? ctx.error(receiverPhoneExpected),
);

/** The form of /redeem_gift/{id}: whom it goes to and where. */
export const ReceiverForm = type({
  receiver_name: SafeText(1, receiverLimits.name),
  receiver_phone: ReceiverPhone,
  /** Several lines, as an address is written (line feeds kept; other controls refused). */
  receiver_address: SafeLines(1, receiverLimits.address),
});
export type ReceiverFormIn = typeof ReceiverForm.inferIn;
export type Receiver = typeof ReceiverForm.infer;

/** `POST /api/player/gift/redeem`: one of a gift to a receiver, once per idempotency key. */
export const RedeemGiftBody = ReceiverForm.merge({ gift_id: GiftId, idempotency_key: IdempotencyKey });
export type RedeemGiftBody = typeof RedeemGiftBody.infer;
