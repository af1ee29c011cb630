import { assign, fromPromise, setup } from "xstate";
import type { Ok } from "../src/api/contract/common.ts";
import type { ForgotPasswordBody } from "../src/api/contract/user.ts";
import { errorCode, type FlowError } from "./errors.ts";
import { type OtpOutput, otpMachine } from "./otp.machine.ts";

export type NewPassword = Pick<ForgotPasswordBody, "new_password" | "confirm_password">;

export type ForgotPasswordContext = {
  verified: OtpOutput | null;
  password: NewPassword | null;
  error: FlowError | null;
};

export type ForgotPasswordEvent = { type: "forgot.submit"; password: NewPassword } | { type: "forgot.changePhone" };

const otpRejections = new Set(["Invalid OTP", "Invalid or expired OTP", "OTP data not found in cache"]);

/** Password recovery: verify the registered phone by OTP, then choose a new password. */
export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    children: {} as { otp: "otp"; resetPassword: "resetPassword" },
  },
  actors: {
    otp: otpMachine,
    resetPassword: fromPromise<Ok, ForgotPasswordBody>(async () => {
      throw new Error("resetPassword not provided");
    }),
  },
  guards: {
    isOtpRejected: ({ event }) => "error" in event && otpRejections.has(errorCode(event.error)),
  },
}).createMachine({
  id: "forgotPassword",
  context: { verified: null, password: null, error: null },
  initial: "verifyingPhone",
  states: {
    verifyingPhone: {
      invoke: {
        id: "otp",
        src: "otp",
        input: { purpose: "forgot_password" },
        onDone: { target: "choosingPassword", actions: assign({ verified: ({ event }) => event.output }) },
      },
    },
    choosingPassword: {
      on: {
        "forgot.submit": {
          target: "submitting",
          actions: assign({ password: ({ event }) => event.password, error: null }),
        },
        "forgot.changePhone": { target: "verifyingPhone", actions: assign({ verified: null, error: null }) },
      },
    },
    submitting: {
      invoke: {
        id: "resetPassword",
        src: "resetPassword",
        input: ({ context }) => ({
          contact_no: context.verified?.contactNo ?? "",
          otp: context.verified?.code ?? "",
          new_password: context.password?.new_password ?? "",
          confirm_password: context.password?.confirm_password ?? "",
        }),
        onDone: { target: "succeeded" },
        onError: [
          {
            guard: "isOtpRejected",
            target: "verifyingPhone",
            actions: assign({ verified: null, error: ({ event }) => errorCode(event.error) }),
          },
          { target: "choosingPassword", actions: assign({ error: ({ event }) => errorCode(event.error) }) },
        ],
      },
    },
    succeeded: { type: "final" },
  },
});
