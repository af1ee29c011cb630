import type { SnapshotFrom } from "xstate";
import type { depositMachine } from "./deposit.machine.ts";

/** What the deposit machine's screens read: plain functions of its snapshot (DESIGN.md §3). */
export type DepositSnapshot = SnapshotFrom<typeof depositMachine>;

/**
 * Where the deposit is, as a screen shows it: the form (`editing`), the form while the deposit
 * is created (`submitting`), the receipt form (`awaitingReceipt`, `uploading`), done
 * (`submitted`), or leaving for the payment page (`redirecting`).
 */
export type DepositStep = "editing" | "submitting" | "awaitingReceipt" | "uploading" | "submitted" | "redirecting";

/** Every state of the machine, transient ones included, to the step a screen shows for it. */
const stepOf: Record<DepositSnapshot["value"], DepositStep> = {
  starting: "editing",
  editing: "editing",
  submitting: "submitting",
  created: "submitting",
  redirecting: "redirecting",
  awaitingReceipt: "awaitingReceipt",
  uploading: "uploading",
  submitted: "submitted",
};

export function selectDepositStep(snapshot: DepositSnapshot): DepositStep {
  return stepOf[snapshot.value];
}

/** The receipt of a bank transfer is asked for (or on its way). */
export function selectNeedsReceipt(snapshot: DepositSnapshot): boolean {
  const step = selectDepositStep(snapshot);
  return step === "awaitingReceipt" || step === "uploading";
}

/**
 * A request is on its way (creating the deposit, uploading the receipt) or the app is leaving for
 * the payment page: the screen's submit button shows busy.
 */
export function selectIsBusy(snapshot: DepositSnapshot): boolean {
  const step = selectDepositStep(snapshot);
  return step === "submitting" || step === "uploading" || step === "redirecting";
}

/** The deposit is in (pending review): nothing more for the player to do. */
export function selectIsSubmitted(snapshot: DepositSnapshot): boolean {
  return selectDepositStep(snapshot) === "submitted";
}

/** The deposit as the server last answered it (created, or with its receipt), if any. */
export function selectTransaction(snapshot: DepositSnapshot) {
  return snapshot.context.transaction;
}

/** The server-message key of the last failure, for the screen to translate. */
export function selectError(snapshot: DepositSnapshot) {
  return snapshot.context.error;
}
