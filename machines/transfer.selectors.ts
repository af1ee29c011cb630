import type { SnapshotFrom } from "xstate";
import type { transferMachine } from "./transfer.machine.ts";

type TransferSnapshot = SnapshotFrom<typeof transferMachine>;

/** What a transfer screen shows: one step per group of states. */
export type TransferStep = "loading" | "loadFailed" | "needsPin" | "editing" | "reviewing" | "failed" | "succeeded";

export function selectTransferStep(snapshot: TransferSnapshot): TransferStep {
  if (snapshot.matches("loadFailed")) return "loadFailed";
  if (snapshot.matches("needsPin")) return "needsPin";
  if (snapshot.matches("editing") || snapshot.matches("refreshing")) return "editing";
  if (snapshot.matches("confirming") || snapshot.matches("submitting")) return "reviewing";
  if (snapshot.matches("failed")) return "failed";
  if (snapshot.matches("succeeded")) return "succeeded";
  return "loading";
}

/** The confirmed transfer is on its way to the server. */
export const selectIsSubmitting = (snapshot: TransferSnapshot): boolean => snapshot.matches("submitting");

/** After a refusal the balances are read again; the form waits for them. */
export const selectIsRefreshing = (snapshot: TransferSnapshot): boolean => snapshot.matches("refreshing");

/** The invoked PIN flow, while the player has no PIN. */
export const selectPinFlow = (snapshot: TransferSnapshot) => snapshot.children.pin;
