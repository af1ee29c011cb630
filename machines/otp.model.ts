import { apiError } from "./model-fixtures.ts";
import { otpMachine } from "./otp.machine.ts";
import type { PathModel } from "./path-model.ts";

export const otpModel: PathModel = {
  name: "otp",
  machine: otpMachine,
  input: { purpose: "register" },
  contextKey: (context) => ({
    phone: context.phoneInput !== "",
    valid: context.contactNo !== null,
    code: context.code,
    resendIn: context.resendIn,
    error: context.error,
  }),
  events: {
    "otp.phoneChanged": [
      { type: "otp.phoneChanged", phoneInput: "012-345 6789", contactNo: "60123456789" },
      { type: "otp.phoneChanged", phoneInput: "12", contactNo: null },
      { type: "otp.phoneChanged", phoneInput: "", contactNo: null },
    ],
    "otp.codeChanged": [
      { type: "otp.codeChanged", code: "123456" },
      { type: "otp.codeChanged", code: "12" },
    ],
    "xstate.done.actor.requestOtp": [
      { type: "xstate.done.actor.requestOtp", output: { resend_in: 2, expires_in: 300 } },
    ],
    "xstate.error.actor.requestOtp": [
      { type: "xstate.error.actor.requestOtp", error: apiError(429, "Please wait before requesting another OTP") },
    ],
    "xstate.done.actor.verifyOtp": [{ type: "xstate.done.actor.verifyOtp", output: { verified: true } }],
    "xstate.error.actor.verifyOtp": [{ type: "xstate.error.actor.verifyOtp", error: apiError(400, "Invalid OTP") }],
  },
};
