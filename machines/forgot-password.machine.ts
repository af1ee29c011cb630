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
  description:
    "Password recovery: the player verifies the account's phone with a one-time code, then chooses a new password.",
  context: { verified: null, password: null, error: null },
  initial: "verifyingPhone",
  states: {
    verifyingPhone: {
      description:
        'Step 1, "Verify phone": the player enters the account\'s phone number, gets a code by SMS and types it (the OTP flow).',
      invoke: {
        id: "otp",
        src: "otp",
        input: { purpose: "forgot_password" },
        onDone: {
          target: "choosingPassword",
          description: "The OTP flow ends with the phone verified: the new password step shows.",
          actions: assign({ verified: ({ event }) => event.output }),
        },
      },
    },
    choosingPassword: {
      description:
        'Step 2, "New password": the player types the new password twice; an error from a previous try shows here.',
      on: {
        "forgot.submit": {
          target: "submitting",
          description: 'The player taps "Change password" with a valid new password: it is sent to the server.',
          actions: assign({ password: ({ event }) => event.password, error: null }),
        },
        "forgot.changePhone": {
          target: "verifyingPhone",
          description: 'The player taps "Use another phone number": back to step 1 with a fresh phone check.',
          actions: assign({ verified: null, error: null }),
        },
      },
    },
    submitting: {
      description: "The new password is on its way to the server with the verified phone and code; the button is busy.",
      invoke: {
        id: "resetPassword",
        src: "resetPassword",
        input: ({ context }) => ({
          contact_no: context.verified?.contactNo ?? "",
          otp: context.verified?.code ?? "",
          new_password: context.password?.new_password ?? "",
          confirm_password: context.password?.confirm_password ?? "",
        }),
        onDone: {
          target: "succeeded",
          description: "The server changes the password (and signs out the player's other devices).",
        },
        onError: [
          {
            guard: "isOtpRejected",
            target: "verifyingPhone",
            description:
              "The server no longer accepts the code (wrong or expired): the player verifies the phone again.",
            actions: assign({ verified: null, error: ({ event }) => errorCode(event.error) }),
          },
          {
            target: "choosingPassword",
            description:
              "Otherwise the server refuses for another reason or the network fails: the message shows on step 2.",
            actions: assign({ error: ({ event }) => errorCode(event.error) }),
          },
        ],
      },
    },
    succeeded: {
      type: "final",
      description:
        '"Password changed": the player is asked to log in with the new password; other devices are signed out.',
    },
  },
});
