import { assertEvent, assign, fromPromise, setup } from "xstate";
import { type WithdrawRefusal, withdrawRefusal } from "../src/api/contract/money.ts";
import { needsVerification } from "../src/api/contract/verification.ts";
import type { CreateWithdrawBody, Transaction, WithdrawInfo } from "../src/api/contract/wallet.ts";
import { bankAccountMachine } from "./bank-account.machine.ts";
import { errorCode, type FlowError } from "./errors.ts";
import { sendDraft } from "./idempotency.ts";
import { pinMachine } from "./pin.machine.ts";

export type WithdrawDraft = Omit<CreateWithdrawBody, "pin" | "idempotency_key">;

export type WithdrawContext = {
  info: WithdrawInfo | null;
  draft: WithdrawDraft | null;
  idempotencyKey: string | null;
  transaction: Transaction | null;
  error: FlowError | null;
};

export type WithdrawEvent =
  | { type: "withdraw.recheck" }
  | { type: "withdraw.review"; draft: WithdrawDraft }
  | { type: "withdraw.edit" }
  | { type: "withdraw.confirm"; pin: string };

const pinErrors = new Set(["Incorrect PIN", "PIN is locked, try again later"]);

/** Why a draft cannot be withdrawn today by what the withdraw info says (balance, today's limit and count). */
export function draftRefusal(info: WithdrawInfo | null, draft: WithdrawDraft): WithdrawRefusal | null {
  const limit = info?.limits.find((item) => item.currency === draft.currency);
  if (!info || !limit) return null;
  return withdrawRefusal(draft.amount, {
    available: limit.available,
    daily_left: limit.daily_left,
    withdrawals_left: info.withdrawals_left_today,
  });
}

/**
 * Whether a draft needs a verified account first: the player is not verified and the amount, alone or with what
 * they withdrew today, is above the tenant's threshold in its currency (the withdraw info says both).
 */
export function draftNeedsVerification(info: WithdrawInfo | null, draft: WithdrawDraft): boolean {
  const limit = info?.limits.find((item) => item.currency === draft.currency);
  if (!info || !limit) return false;
  return needsVerification(info.verification_status, draft.amount, limit.daily_used, limit.verification_threshold);
}

/**
 * A withdrawal. Its preconditions are states: without a bank account or a PIN
 * the player adds one right here (the invoked bankAccount / pin machine) and,
 * once it is saved, the preconditions are checked again. A draft over the balance
 * or what is left of today's limit or count is refused before the PIN is asked
 * for; one above the verification threshold of an account not verified asks for
 * verification first (the server's refusal for it too). The charge is shown before confirming with the PIN; one idempotency key
 * per reviewed draft.
 */
export const withdrawMachine = setup({
  types: {
    context: {} as WithdrawContext,
    events: {} as WithdrawEvent,
    children: {} as {
      bankAccount: "bankAccount";
      pin: "pin";
      loadWithdrawInfo: "loadWithdrawInfo";
      createWithdraw: "createWithdraw";
    },
  },
  actors: {
    bankAccount: bankAccountMachine,
    pin: pinMachine,
    loadWithdrawInfo: fromPromise<WithdrawInfo>(async () => {
      throw new Error("loadWithdrawInfo not provided");
    }),
    createWithdraw: fromPromise<Transaction, CreateWithdrawBody>(async () => {
      throw new Error("createWithdraw not provided");
    }),
  },
  guards: {
    hasBankAccount: ({ context }) => context.info?.has_bank_account === true,
    hasPin: ({ context }) => context.info?.has_pin === true,
    isPinProblem: ({ event }) => "error" in event && pinErrors.has(errorCode(event.error)),
    isDraftRefused: ({ context, event }) =>
      event.type === "withdraw.review" && draftRefusal(context.info, event.draft) !== null,
    isVerificationNeeded: ({ context, event }) =>
      event.type === "withdraw.review" && draftNeedsVerification(context.info, event.draft),
    isVerificationRefusal: ({ event }) =>
      "error" in event && errorCode(event.error) === "Verify your account to withdraw this amount",
  },
  actions: {
    refreshWallet: () => {},
  },
}).createMachine({
  id: "withdraw",
  description:
    "A withdrawal to the player's bank account (MYR) or a TRC20 address (USDT): checked against balance and today's limits, confirmed with the PIN.",
  context: { info: null, draft: null, idempotencyKey: null, transaction: null, error: null },
  initial: "checkingPreconditions",
  states: {
    checkingPreconditions: {
      description: "Reads what a withdrawal needs: a bank account, a PIN, the limits and this month's charge.",
      invoke: {
        id: "loadWithdrawInfo",
        src: "loadWithdrawInfo",
        onDone: {
          target: "routing",
          description: "The server answers with the withdraw info (bank account, PIN, limits, balance, charge).",
          actions: assign({ info: ({ event }) => event.output, error: null }),
        },
        onError: {
          target: "failed",
          description: 'The withdraw info cannot be read (server error or no network): "Failed to load" shows.',
          actions: assign({ error: ({ event }) => errorCode(event.error) }),
        },
      },
    },
    routing: {
      description: "Decides at once whether the player has a bank account to withdraw to.",
      always: [
        {
          guard: { type: "hasBankAccount" },
          target: "checkingPin",
          description: "The player has a bank account: the PIN is checked next.",
        },
        { target: "needsBankAccount", description: "Otherwise the player is asked to add a bank account first." },
      ],
    },
    checkingPin: {
      description: "Decides at once whether the player has set a PIN.",
      always: [
        { guard: "hasPin", target: "editing", description: "The player has a PIN: the withdraw form shows." },
        { target: "needsPin", description: "Otherwise the player is asked to set a PIN first." },
      ],
    },
    needsBankAccount: {
      description:
        '"Add a bank account first": the player adds one right here (the bank account flow); then the preconditions are read again.',
      invoke: {
        id: "bankAccount",
        src: "bankAccount",
        input: { account: null },
        onDone: {
          target: "checkingPreconditions",
          description: "The bank account is saved: the preconditions are read again.",
        },
      },
    },
    needsPin: {
      description:
        '"Set your PIN first": the player sets one right here (the PIN flow); then the preconditions are read again.',
      invoke: {
        id: "pin",
        src: "pin",
        onDone: { target: "checkingPreconditions", description: "The PIN is set: the preconditions are read again." },
      },
    },
    failed: {
      description: 'The withdraw info could not be read: "Failed to load" with a "Try again" button.',
      on: {
        "withdraw.recheck": {
          target: "checkingPreconditions",
          description: 'The player taps "Try again": the withdraw info is read again.',
        },
      },
    },
    editing: {
      description: "The form: currency, destination and amount within the limits.",
      on: {
        "withdraw.review": [
          {
            guard: "isDraftRefused",
            description:
              'The player taps "Review withdrawal" for more than the balance or what is left of today\'s limit or count: refused here, before any PIN.',
            actions: assign({
              error: ({ context, event }) => draftRefusal(context.info, event.draft),
            }),
          },
          {
            guard: "isVerificationNeeded",
            target: "needsVerification",
            description:
              'The player taps "Review withdrawal" above the verification threshold (alone or with today\'s) while not verified: verification is asked for first.',
            actions: assign(({ context, event }) => ({ ...sendDraft(context, event.draft), error: null })),
          },
          {
            target: "confirming",
            description:
              'Otherwise the player taps "Review withdrawal" with an allowed amount: the review shows; a changed draft gets a new idempotency key.',
            actions: assign(({ context, event }) => ({ ...sendDraft(context, event.draft), error: null })),
          },
        ],
      },
    },
    needsVerification: {
      description:
        '"Verify your account": withdrawals above the threshold need a verified account; the status, "Verify my account" and "Change amount".',
      on: {
        "withdraw.edit": {
          target: "editing",
          description: 'The player taps "Change amount": back to the form with the draft kept.',
          actions: assign({ error: null }),
        },
      },
    },
    confirming: {
      description: "The review: amount, charge and what arrives; the player confirms with the PIN.",
      on: {
        "withdraw.edit": {
          target: "editing",
          description: 'The player taps "Change details": back to the form with the draft kept.',
          actions: assign({ error: null }),
        },
        "withdraw.confirm": {
          target: "submitting",
          description: 'The player enters the 6-digit PIN and taps "Confirm withdrawal": the withdrawal is sent.',
          actions: assign({ error: null }),
        },
      },
    },
    submitting: {
      description: "The withdrawal is on its way to the server with the PIN; the confirm button is busy.",
      invoke: {
        id: "createWithdraw",
        src: "createWithdraw",
        input: ({ context, event }) => {
          assertEvent(event, "withdraw.confirm");
          return { ...(context.draft as WithdrawDraft), pin: event.pin, idempotency_key: context.idempotencyKey ?? "" };
        },
        onDone: {
          target: "succeeded",
          description: "The server accepts: the amount leaves the balance and is on hold; the wallet is read again.",
          actions: [assign({ transaction: ({ event }) => event.output }), "refreshWallet"],
        },
        onError: [
          {
            guard: "isPinProblem",
            target: "confirming",
            description:
              "The server refuses the PIN (incorrect, or locked after too many tries): the review shows the message.",
            actions: assign({ error: ({ event }) => errorCode(event.error) }),
          },
          {
            guard: "isVerificationRefusal",
            target: "needsVerification",
            description:
              "The server refuses: today's withdrawals with this one pass the threshold of an account not verified (another device withdrew): verification is asked for.",
            actions: assign({ error: ({ event }) => errorCode(event.error) }),
          },
          {
            target: "editing",
            description:
              "Otherwise the server refuses (e.g. insufficient balance, daily limit reached) or the network fails: back to the form.",
            actions: assign({ error: ({ event }) => errorCode(event.error) }),
          },
        ],
      },
    },
    succeeded: {
      type: "final",
      description:
        '"Withdrawal requested": the amount is on hold until an operator approves it; if rejected, it returns to the wallet.',
    },
  },
});
