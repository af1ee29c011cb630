import type { SnapshotFrom } from "xstate";
import type { giftRedemptionMachine } from "./gift-redemption.machine.ts";

type GiftRedemptionSnapshot = SnapshotFrom<typeof giftRedemptionMachine>;

/** What the gift screen shows: one step per group of states. */
export type GiftRedemptionStep =
  | "loading"
  | "loadFailed"
  | "outOfStock"
  | "shortOfPoints"
  | "editing"
  | "reviewing"
  | "failed"
  | "refused"
  | "redeemed";

export function selectGiftRedemptionStep(snapshot: GiftRedemptionSnapshot): GiftRedemptionStep {
  if (snapshot.matches("loadFailed")) return "loadFailed";
  if (snapshot.matches("outOfStock")) return "outOfStock";
  if (snapshot.matches("shortOfPoints")) return "shortOfPoints";
  if (snapshot.matches("editing")) return "editing";
  if (snapshot.matches("reviewing") || snapshot.matches("redeeming")) return "reviewing";
  if (snapshot.matches("failed")) return "failed";
  if (snapshot.matches("refused")) return "refused";
  if (snapshot.matches("redeemed")) return "redeemed";
  return "loading";
}

/** The confirmed redemption is on its way to the server. */
export const selectIsRedeeming = (snapshot: GiftRedemptionSnapshot): boolean => snapshot.matches("redeeming");
