import { type } from "arktype";
import { defaultLocale, type Locale, localeTags } from "../../lib/locales.ts";

/**
 * Gifts: a tenant's catalogue of things a player redeems with points (`players.point`, whole points, never a
 * float). A gift has its name and description in the four languages of the app, an image, a price in points
 * and a stock; a redemption takes one from stock and the price from the player's points at once, and waits for
 * the operator (pending → approved → delivered, or rejected with the points and the stock given back).
 * The redeem request itself (receiver name, phone, address) is in gift-redeem.ts: its phone rule needs the
 * phone library, which only the redeem form and the server load.
 */

/** The app's languages (src/lib/locales.ts). */
export const giftLanguages = localeTags;
export type GiftLanguage = Locale;

const giftTextOne = "0 < string <= 200";
/** A text in each of the app's languages. */
export const GiftText = type(
  Object.fromEntries(giftLanguages.map((language) => [language, giftTextOne])) as Record<Locale, typeof giftTextOne>,
);
export type GiftText = typeof GiftText.infer;

/** The text of a language, English when the language is not one of the app's. */
export function giftTextIn(text: GiftText, locale: string): string {
  return (giftLanguages as readonly string[]).includes(locale) ? text[locale as GiftLanguage] : text[defaultLocale];
}

/** Points: whole, never negative. */
export const Points = type("0 <= number.integer <= 1000000000");

/** A gift's id: a short slug per tenant ("power-bank"). */
export const giftIdPattern = /^[a-z0-9][a-z0-9-]{0,39}$/;
export const GiftId = type(giftIdPattern);

export const Gift = type({
  _id: GiftId,
  name: GiftText,
  description: GiftText,
  /** A same-origin path to its picture (an SVG drawn by the API). */
  image: "0 < string <= 200",
  /** Its price in points. */
  point: Points,
  /** How many are left; 0 = out of stock. */
  stock: "number.integer >= 0",
});
export type Gift = typeof Gift.infer;

/** The catalogue (active gifts, in the tenant's order) and the player's points. */
export const GiftList = type({ items: Gift.array(), point: Points });
export type GiftList = typeof GiftList.infer;

export const redemptionStatuses = ["pending", "approved", "delivered", "rejected"] as const;
export const RedemptionStatus = type.enumerated(...redemptionStatuses);
export type RedemptionStatus = typeof RedemptionStatus.infer;

/** Which decisions the operator may take from each status: delivered and rejected are final. */
export const redemptionTransitions: Record<RedemptionStatus, readonly RedemptionStatus[]> = {
  pending: ["approved", "rejected"],
  approved: ["delivered", "rejected"],
  delivered: [],
  rejected: [],
};

export const Redemption = type({
  _id: "string.uuid",
  gift_id: GiftId,
  gift_name: GiftText,
  gift_image: "0 < string <= 200",
  /** The points it cost (given back when it is rejected). */
  point: Points,
  receiver_name: "0 < string <= 60",
  receiver_phone: /^[1-9]\d{7,14}$/,
  receiver_address: "0 < string <= 300",
  status: RedemptionStatus,
  created_at: "string",
  decided_at: "string | null",
});
export type Redemption = typeof Redemption.infer;

/** The answer of a redemption: it, and the player's points left. */
export const RedeemAnswer = type({ redemption: Redemption, point: Points });
export type RedeemAnswer = typeof RedeemAnswer.infer;

/** One page of the player's redemptions, newest first. */
export const RedemptionPage = type({
  items: Redemption.array(),
  page: "number.integer",
  limit: "number.integer",
  total: "number.integer",
});
export type RedemptionPage = typeof RedemptionPage.infer;

// ---------- the sandbox (operator and test support) ----------

/** The operator's decision on a redemption. */
export const SandboxRedemptionDecision = type({ status: "'approved' | 'delivered' | 'rejected'" });

/** Sets a player's points (demos and tests: give a new player points to redeem with). */
export const SandboxPointsBody = type({ username: /^[A-Za-z0-9_]{1,32}$/, point: Points });

/** Sets a gift's stock (demos and tests). */
export const SandboxStockBody = type({ gift_id: GiftId, stock: "0 <= number.integer <= 100000" });
