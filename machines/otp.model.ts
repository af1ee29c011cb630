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
    "otp.phoneChanged": {
      "valid phone": { type: "otp.phoneChanged", phoneInput: "012-345 6789", contactNo: "60123456789" },
      "too short": { type: "otp.phoneChanged", phoneInput: "12", contactNo: null },
      cleared: { type: "otp.phoneChanged", phoneInput: "", contactNo: null },
    },
    "otp.codeChanged": {
      "six digits": { type: "otp.codeChanged", code: "123456" },
      "two digits": { type: "otp.codeChanged", code: "12" },
    },
    "xstate.done.actor.requestOtp": {
      "code sent, resend in 2 s": {
        type: "xstate.done.actor.requestOtp",
        output: { resend_in: 2, expires_in: 300 },
      },
    },
    "xstate.error.actor.requestOtp": {
      "asked too often": {
        type: "xstate.error.actor.requestOtp",
        error: apiError(429, "Please wait before requesting another OTP"),
      },
    },
    "xstate.done.actor.verifyOtp": {
      "right code": { type: "xstate.done.actor.verifyOtp", output: { verified: true } },
    },
    "xstate.error.actor.verifyOtp": {
      "wrong code": { type: "xstate.error.actor.verifyOtp", error: apiError(400, "Invalid OTP") },
    },
  },
};
