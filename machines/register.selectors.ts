import type { SnapshotFrom } from "xstate";
import type { registerMachine } from "./register.machine.ts";

type RegisterSnapshot = Pick<SnapshotFrom<typeof registerMachine>, "matches">;

/** The account is made (the session takes over from here). */
export const selectIsRegistered = (state: RegisterSnapshot) => state.matches("succeeded");

/** The form is on its way or done: its button stays busy. */
export const selectIsSubmitting = (state: RegisterSnapshot) =>
  state.matches({ form: "submitting" }) || state.matches("succeeded");
