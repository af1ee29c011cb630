import type { SnapshotFrom } from "xstate";
import type { forgotPasswordMachine } from "./forgot-password.machine.ts";

type ForgotPasswordSnapshot = Pick<SnapshotFrom<typeof forgotPasswordMachine>, "matches">;

export const selectIsPasswordChanged = (state: ForgotPasswordSnapshot) => state.matches("succeeded");
/** The phone is verified: the player chooses the new password. */
export const selectIsChoosingPassword = (state: ForgotPasswordSnapshot) => !state.matches("verifyingPhone");
export const selectIsSubmitting = (state: ForgotPasswordSnapshot) => state.matches("submitting");
