import type { SnapshotFrom } from "xstate";
import type { withdrawMachine } from "./withdraw.machine.ts";

type WithdrawSnapshot = SnapshotFrom<typeof withdrawMachine>;

/** What the withdraw screen shows: one step per group of states. */
export type WithdrawStep =
  | "loading"
  | "failed"
  | "needsBankAccount"
  | "needsPin"
  | "needsVerification"
  | "editing"
  | "reviewing"
  | "succeeded";

export function selectWithdrawStep(snapshot: WithdrawSnapshot): WithdrawStep {
  if (snapshot.matches("failed")) return "failed";
  if (snapshot.matches("needsBankAccount")) return "needsBankAccount";
  if (snapshot.matches("needsPin")) return "needsPin";
  if (snapshot.matches("needsVerification")) return "needsVerification";
  if (snapshot.matches("editing")) return "editing";
  if (snapshot.matches("confirming") || snapshot.matches("submitting")) return "reviewing";
  if (snapshot.matches("succeeded")) return "succeeded";
  return "loading";
}

/** The confirmed withdrawal is on its way to the server. */
export const selectIsSubmitting = (snapshot: WithdrawSnapshot): boolean => snapshot.matches("submitting");

/** The invoked bank-account flow, while the player has no bank account. */
export const selectBankAccountFlow = (snapshot: WithdrawSnapshot) => snapshot.children.bankAccount;

/** The invoked PIN flow, while the player has no PIN. */
export const selectPinFlow = (snapshot: WithdrawSnapshot) => snapshot.children.pin;

/**
 * Why the draft needs a verified account, while it does: the player's verification status and the threshold in
 * the draft's currency (minor units), which withdrawals above (one, or the day's total) need verification.
 */
export function selectVerificationNeed(snapshot: WithdrawSnapshot) {
  const { info, draft } = snapshot.context;
  if (!snapshot.matches("needsVerification") || !info || !draft) return null;
  const limit = info.limits.find((item) => item.currency === draft.currency);
  if (!limit) return null;
  return { status: info.verification_status, threshold: limit.verification_threshold, currency: draft.currency };
}
