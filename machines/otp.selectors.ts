import type { SnapshotFrom } from "xstate";
import type { otpMachine } from "./otp.machine.ts";

type OtpSnapshot = Pick<SnapshotFrom<typeof otpMachine>, "matches">;

/** Named reads of the OTP machine for the phone-and-code field. */
export const selectIsRequesting = (state: OtpSnapshot) => state.matches("requesting");
export const selectIsCodeSent = (state: OtpSnapshot) => state.matches("codeSent");
export const selectIsVerifying = (state: OtpSnapshot) => state.matches({ codeSent: { code: "verifying" } });
export const selectCanResend = (state: OtpSnapshot) => state.matches({ codeSent: { cooldown: "resendable" } });
