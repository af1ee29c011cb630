import { assign, fromPromise, setup } from "xstate";
import type { RegisterBody, User } from "../src/api/contract/user.ts";
import { errorCode, type FlowError } from "./errors.ts";
import { type OtpOutput, otpMachine } from "./otp.machine.ts";

/** The register form's own fields; phone and code come from the OTP step. */
export type RegisterDetails = Omit<RegisterBody, "contact_no" | "otp">;

export type RegisterContext = {
  verified: OtpOutput | null;
  details: RegisterDetails | null;
  error: FlowError | "otpRequired" | null;
};

export type RegisterEvent = { type: "register.submit"; details: RegisterDetails };

const otpRejections = new Set(["Invalid OTP", "Invalid or expired OTP", "OTP data not found in cache"]);

/**
 * Registration: the player fills the form while the invoked OTP machine verifies
 * the phone (a code is checked as its sixth digit is typed); the screen submits
 * the form as soon as the phone is verified, so registering needs no further
 * press. Submit is refused until the phone is verified; a code the server no
 * longer accepts sends the player back to verify the phone again.
 */
export const registerMachine = setup({
  types: {
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
    children: {} as { otp: "otp"; register: "register" },
  },
  actors: {
    otp: otpMachine,
    register: fromPromise<User, RegisterBody>(async () => {
      throw new Error("register not provided");
    }),
  },
  actions: {
    /** Hand the new player to the session. */
    signIn: (_, _params: { user: User }) => {},
  },
  guards: {
    isPhoneVerified: ({ context }) => context.verified !== null,
    isOtpRejected: ({ event }) => "error" in event && otpRejections.has(errorCode(event.error)),
  },
}).createMachine({
  id: "register",
  context: { verified: null, details: null, error: null },
  initial: "form",
  states: {
    form: {
      initial: "editing",
      invoke: {
        id: "otp",
        src: "otp",
        input: { purpose: "register" },
        onDone: { actions: assign({ verified: ({ event }) => event.output, error: null }) },
      },
      states: {
        editing: {
          on: {
            "register.submit": [
              {
                guard: "isPhoneVerified",
                target: "submitting",
                actions: assign({ details: ({ event }) => event.details, error: null }),
              },
              { actions: assign({ details: ({ event }) => event.details, error: "otpRequired" }) },
            ],
          },
        },
        submitting: {
          invoke: {
            id: "register",
            src: "register",
            input: ({ context }) => ({
              ...(context.details as RegisterDetails),
              contact_no: context.verified?.contactNo ?? "",
              otp: context.verified?.code ?? "",
            }),
            onDone: {
              target: "#register.succeeded",
              actions: [assign({ error: null }), { type: "signIn", params: ({ event }) => ({ user: event.output }) }],
            },
            onError: [
              {
                guard: "isOtpRejected",
                target: "#register.form",
                reenter: true,
                actions: assign({ verified: null, error: ({ event }) => errorCode(event.error) }),
              },
              { target: "editing", actions: assign({ error: ({ event }) => errorCode(event.error) }) },
            ],
          },
        },
      },
    },
    succeeded: { type: "final" },
  },
});
