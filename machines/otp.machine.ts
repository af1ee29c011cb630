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
      on: {
        "otp.phoneChanged": { actions: "rememberPhone" },
        "otp.request": [
          { guard: { type: "hasPhone" }, target: "checkingPhone" },
          { actions: assign({ error: "phoneRequired" }) },
        ],
      },
    },
    checkingPhone: {
      always: [
        { guard: "isPhoneValid", target: "requesting" },
        { target: "idle", actions: assign({ error: "phoneInvalid" }) },
      ],
    },
    requesting: {
      entry: assign({ error: null }),
      invoke: {
        id: "requestOtp",
        src: "requestOtp",
        input: ({ context }) => ({ contact_no: context.contactNo ?? "", purpose: context.purpose }),
        onDone: { target: "codeSent", actions: assign({ resendIn: ({ event }) => event.output.resend_in }) },
        onError: { target: "idle", actions: assign({ error: ({ event }) => errorCode(event.error) }) },
      },
    },
    codeSent: {
      type: "parallel",
      on: {
        "otp.phoneChanged": { target: "idle", actions: ["rememberPhone", assign({ code: "", resendIn: 0 })] },
      },
      states: {
        cooldown: {
          initial: "coolingDown",
          states: {
            coolingDown: {
              after: {
                second: [
                  { guard: "isCooldownOver", target: "resendable", actions: "tick" },
                  { target: "coolingDown", reenter: true, actions: "tick" },
                ],
              },
            },
            resendable: {
              on: { "otp.resend": { target: "#otp.requesting", actions: assign({ code: "" }) } },
            },
          },
        },
        code: {
          initial: "entering",
          states: {
            entering: {
              on: {
                "otp.codeChanged": [
                  {
                    guard: "isCodeComplete",
                    target: "verifying",
                    description: "Six digits typed: checked at once.",
                    actions: "rememberCode",
                  },
                  { actions: "rememberCode" },
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
                onDone: { target: "#otp.verified" },
                onError: { target: "entering", actions: assign({ error: ({ event }) => errorCode(event.error) }) },
              },
            },
          },
        },
      },
    },
    verified: { type: "final" },
  },
});
