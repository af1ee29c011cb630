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
  description:
    "Registration: the player fills in the form and verifies the phone by SMS code; the account is made and the player signed in.",
  context: { verified: null, details: null, error: null },
  initial: "form",
  states: {
    form: {
      description:
        "The registration form (username, password, full name, phone with its code, referral code); the phone check runs alongside.",
      initial: "editing",
      invoke: {
        id: "otp",
        src: "otp",
        input: { purpose: "register" },
        onDone: {
          description: "The OTP flow ends with the phone verified: the screen then sends the form by itself.",
          actions: assign({ verified: ({ event }) => event.output, error: null }),
        },
      },
      states: {
        editing: {
          description: "The player fills in the form; a refusal from the server shows above the button.",
          on: {
            "register.submit": [
              {
                guard: "isPhoneVerified",
                target: "submitting",
                description:
                  "The form is sent (by the player's tap or as the phone becomes verified) with a verified phone.",
                actions: assign({ details: ({ event }) => event.details, error: null }),
              },
              {
                description: "Otherwise the phone is not verified yet: the form stays and asks for the SMS code.",
                actions: assign({ details: ({ event }) => event.details, error: "otpRequired" }),
              },
            ],
          },
        },
        submitting: {
          description: "The new account is on its way to the server; the Register button is busy.",
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
              description: "The server makes the account: the new player is handed to the session and signed in.",
              actions: [assign({ error: null }), { type: "signIn", params: ({ event }) => ({ user: event.output }) }],
            },
            onError: [
              {
                guard: "isOtpRejected",
                target: "#register.form",
                description:
                  "The server no longer accepts the code (wrong or expired): the form restarts the phone check; the fields stay.",
                reenter: true,
                actions: assign({ verified: null, error: ({ event }) => errorCode(event.error) }),
              },
              {
                target: "editing",
                description:
                  "Otherwise (e.g. the username is taken, or the network fails): the message shows on the form.",
                actions: assign({ error: ({ event }) => errorCode(event.error) }),
              },
            ],
          },
        },
      },
    },
    succeeded: {
      type: "final",
      description: "The account is made and the player is signed in: the session takes over from here.",
    },
  },
});
