import type { SnapshotFrom } from "xstate";
import type { pinMachine } from "./pin.machine.ts";

type PinSnapshot = SnapshotFrom<typeof pinMachine>;

/** What the PIN screen shows: the status check, its failure, the form, the lock, or the saved PIN. */
export type PinStep = "checking" | "failed" | "form" | "locked" | "saved" | "forgotCode" | "forgotPin";

export function selectPinStep(snapshot: PinSnapshot): PinStep {
  if (snapshot.matches("failed")) return "failed";
  if (snapshot.matches({ forgot: "verifyingPhone" })) return "forgotCode";
  if (snapshot.matches("forgot")) return "forgotPin";
  if (snapshot.matches("locked")) return "locked";
  if (snapshot.matches("setting") || snapshot.matches("changing") || snapshot.matches("saving")) return "form";
  if (snapshot.matches("saved")) return "saved";
  return "checking";
}

/** The player has a PIN: changing it asks for the current one. */
export const selectHasPin = (snapshot: PinSnapshot): boolean => snapshot.context.hasPin;

/** The PINs were sent and the server has not answered yet. */
export const selectIsSaving = (snapshot: PinSnapshot): boolean => snapshot.matches("saving");

/** Forgot PIN: the new PIN was sent with the verified code and the server has not answered yet. */
export const selectIsResetting = (snapshot: PinSnapshot): boolean => snapshot.matches({ forgot: "resetting" });
