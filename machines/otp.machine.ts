import { assign, fromPromise, setup } from "xstate";
import type { OtpPurpose, OtpRequestAnswer, OtpRequestBody, OtpVerifyBody } from "../src/api/contract/otp.ts";
import { errorCode, type FlowError } from "./errors.ts";

export type OtpContext = {
  purpose: OtpPurpose;
  /** What the player typed. */
  phoneInput: string;
  /** The typed phone in international form without plus, or null when it is not a valid number. */
  contactNo: string | null;
  code: string;
  /** Seconds until another code may be requested. */
  resendIn: number;
  error: FlowError | "phoneRequired" | "phoneInvalid" | null;
};

export type OtpEvent =
  | { type: "otp.phoneChanged"; phoneInput: string; contactNo: string | null }
  | { type: "otp.request" }
  | { type: "otp.resend" }
  | { type: "otp.codeChanged"; code: string };

export type OtpOutput = { contactNo: string; code: string };

/**
 * Phone verification by one-time code: a valid phone first, then a code is
 * sent with a resend countdown, then the code is verified as soon as all six
 * digits are typed (no separate press). While it is checked, further typing
 * waits; a refused code stays for the player to correct, and the corrected
 * six digits are checked again. Used by register and forgot password (and
 * later by withdraw and transfer).
 */
export const otpMachine = setup({
  types: {
    context: {} as OtpContext,
    events: {} as OtpEvent,
    input: {} as { purpose: OtpPurpose; phoneInput?: string; contactNo?: string | null },
    output: {} as OtpOutput,
  },
  actors: {
    requestOtp: fromPromise<OtpRequestAnswer, OtpRequestBody>(async () => {
      throw new Error("requestOtp not provided");
    }),
    verifyOtp: fromPromise<{ verified: true }, OtpVerifyBody>(async () => {
      throw new Error("verifyOtp not provided");
    }),
  },
  guards: {
    hasPhone: ({ context }) => context.phoneInput.trim().length > 0,
    isPhoneValid: ({ context }) => context.contactNo !== null,
    isCodeComplete: ({ event }) => event.type === "otp.codeChanged" && /^\d{6}$/.test(event.code),
    isCooldownOver: ({ context }) => context.resendIn <= 1,
  },
  actions: {
    rememberPhone: assign(({ event }) =>
      event.type === "otp.phoneChanged"
        ? { phoneInput: event.phoneInput, contactNo: event.contactNo, error: null }
        : {},
    ),
    rememberCode: assign(({ event }) => (event.type === "otp.codeChanged" ? { code: event.code, error: null } : {})),
    tick: assign({ resendIn: ({ context }) => Math.max(0, context.resendIn - 1) }),
  },
  delays: {
    /** The resend countdown ticks once a second. */
    second: 1000,
  },
}).createMachine({
  id: "otp",
  description:
    "Phone verification: the player enters a phone number, gets a 6-digit code by SMS and types it; the code is checked at once.",
  context: ({ input }) => ({
    purpose: input.purpose,
    phoneInput: input.phoneInput ?? "",
    contactNo: input.contactNo ?? null,
    code: "",
    resendIn: 0,
    error: null,
  }),
  initial: "idle",
  output: ({ context }) => ({ contactNo: context.contactNo ?? "", code: context.code }),
  states: {
    idle: {
      description:
        'The phone number field with a "Send code" button; a refusal (empty or invalid number, server error) shows below.',
      on: {
        "otp.phoneChanged": {
          description: "The player types in the phone field: the number is kept and any error cleared.",
          actions: "rememberPhone",
        },
        "otp.request": [
          {
            guard: { type: "hasPhone" },
            target: "checkingPhone",
            description: 'The player taps "Send code" with a phone number typed: its format is checked.',
          },
          {
            description: 'Otherwise the phone field is empty: "Please enter your phone number first" shows.',
            actions: assign({ error: "phoneRequired" }),
          },
        ],
      },
    },
    checkingPhone: {
      description: "Checks at once that the typed number is a valid phone number; nothing shows in between.",
      always: [
        {
          guard: "isPhoneValid",
          target: "requesting",
          description: "The number is valid: a code is requested for it.",
        },
        {
          target: "idle",
          description: 'Otherwise the number is not valid: "Please enter a valid phone number" shows.',
          actions: assign({ error: "phoneInvalid" }),
        },
      ],
    },
    requesting: {
      description: "The server is asked to send a code by SMS to the phone; the button is busy.",
      entry: assign({ error: null }),
      invoke: {
        id: "requestOtp",
        src: "requestOtp",
        input: ({ context }) => ({ contact_no: context.contactNo ?? "", purpose: context.purpose }),
        onDone: {
          target: "codeSent",
          description: "The server sends the code and says how many seconds until another may be requested.",
          actions: assign({ resendIn: ({ event }) => event.output.resend_in }),
        },
        onError: {
          target: "idle",
          description:
            "The server refuses (e.g. too many code requests, phone already or not registered) or the network fails: the message shows.",
          actions: assign({ error: ({ event }) => errorCode(event.error) }),
        },
      },
    },
    codeSent: {
      type: "parallel",
      description: "A code was sent: the code field shows while the resend countdown runs alongside.",
      on: {
        "otp.phoneChanged": {
          target: "idle",
          description: "The player changes the phone number: the sent code is dropped and a new one must be requested.",
          actions: ["rememberPhone", assign({ code: "", resendIn: 0 })],
        },
      },
      states: {
        cooldown: {
          description: "The resend countdown: another code may be requested only when it ends.",
          initial: "coolingDown",
          states: {
            coolingDown: {
              description: '"Resend code in N s" counts down once a second.',
              after: {
                second: [
                  {
                    guard: "isCooldownOver",
                    target: "resendable",
                    description: 'The last second of the countdown passes: the "Resend code" button shows.',
                    actions: "tick",
                  },
                  {
                    target: "coolingDown",
                    reenter: true,
                    description: "Otherwise a second passes: the countdown goes down by one.",
                    actions: "tick",
                  },
                ],
              },
            },
            resendable: {
              description: 'The countdown is over: a "Resend code" button shows.',
              on: {
                "otp.resend": {
                  target: "#otp.requesting",
                  description: 'The player taps "Resend code": the typed code is cleared and a new code is requested.',
                  actions: assign({ code: "" }),
                },
              },
            },
          },
        },
        code: {
          description: "The code field: the player types the 6-digit code from the SMS.",
          initial: "entering",
          states: {
            entering: {
              description:
                "The player types the code; a refused code stays with its message for the player to correct.",
              on: {
                "otp.codeChanged": [
                  {
                    guard: "isCodeComplete",
                    target: "verifying",
                    description:
                      "The player types the sixth digit: the code is checked at once, with no button to press.",
                    actions: "rememberCode",
                  },
                  {
                    description:
                      "Otherwise the player types or deletes a digit with fewer than six typed: the code is kept.",
                    actions: "rememberCode",
                  },
                ],
              },
            },
            verifying: {
              description: "The code is checked; typing waits until the answer.",
              invoke: {
                id: "verifyOtp",
                src: "verifyOtp",
                input: ({ context }) => ({
                  contact_no: context.contactNo ?? "",
                  purpose: context.purpose,
                  otp: context.code,
                }),
                onDone: {
                  target: "#otp.verified",
                  description: "The server accepts the code: the phone is verified.",
                },
                onError: {
                  target: "entering",
                  description:
                    "The server refuses the code (wrong or expired) or the network fails: the message shows.",
                  actions: assign({ error: ({ event }) => errorCode(event.error) }),
                },
              },
            },
          },
        },
      },
    },
    verified: {
      type: "final",
      description: 'The phone is verified: "Phone verified" shows and the flow that asked for it goes on.',
    },
  },
});
