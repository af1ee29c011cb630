import { assign, fromPromise, setup } from "xstate";
import { type WithdrawRefusal, withdrawRefusal } from "../src/api/contract/money.ts";
import type { CreateWithdrawBody, Transaction, WithdrawInfo } from "../src/api/contract/wallet.ts";
import { bankAccountMachine } from "./bank-account.machine.ts";
import { errorCode, type FlowError } from "./errors.ts";
import { newIdempotencyKey } from "./idempotency.ts";
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
 * A withdrawal. Its preconditions are states: without a bank account or a PIN
 * the player adds one right here (the invoked bankAccount / pin machine) and,
 * once it is saved, the preconditions are checked again. A draft over the balance
 * or what is left of today's limit or count is refused before the PIN is asked
 * for. The charge is shown before confirming with the PIN; one idempotency key
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
  },
  actions: {
    refreshWallet: () => {},
  },
}).createMachine({
  id: "withdraw",
  context: { info: null, draft: null, idempotencyKey: null, transaction: null, error: null },
  initial: "checkingPreconditions",
  states: {
    checkingPreconditions: {
      description: "Reads what a withdrawal needs: a bank account, a PIN, the limits and this month's charge.",
      invoke: {
        id: "loadWithdrawInfo",
        src: "loadWithdrawInfo",
        onDone: { target: "routing", actions: assign({ info: ({ event }) => event.output, error: null }) },
        onError: { target: "failed", actions: assign({ error: ({ event }) => errorCode(event.error) }) },
      },
    },
    routing: {
      always: [{ guard: { type: "hasBankAccount" }, target: "checkingPin" }, { target: "needsBankAccount" }],
    },
    checkingPin: {
      always: [{ guard: "hasPin", target: "editing" }, { target: "needsPin" }],
    },
    needsBankAccount: {
      description: "No bank account yet: the player adds one here (the bankAccount machine), then it is checked again.",
      invoke: { id: "bankAccount", src: "bankAccount", input: { account: null }, onDone: "checkingPreconditions" },
    },
    needsPin: {
      description: "No PIN yet: the player sets one here (the pin machine), then it is checked again.",
      invoke: { id: "pin", src: "pin", onDone: "checkingPreconditions" },
    },
    failed: {
      description: "The preconditions could not be read; the player can try again.",
      on: { "withdraw.recheck": "checkingPreconditions" },
    },
    editing: {
      description: "The form: currency, destination and amount within the limits.",
      on: {
        "withdraw.review": [
          {
            guard: "isDraftRefused",
            description:
              "More than the balance, or than what is left of today's limit or count: refused here, before any PIN.",
            actions: assign({
              error: ({ context, event }) => draftRefusal(context.info, event.draft),
            }),
          },
          {
            target: "confirming",
            actions: assign(({ context, event }) => ({
              idempotencyKey:
                context.idempotencyKey && JSON.stringify(context.draft) === JSON.stringify(event.draft)
                  ? context.idempotencyKey
                  : newIdempotencyKey(),
              draft: event.draft,
              error: null,
            })),
          },
        ],
      },
    },
    confirming: {
      description: "The review: amount, charge and what arrives; the player confirms with the PIN.",
      on: {
        "withdraw.edit": { target: "editing", actions: assign({ error: null }) },
        "withdraw.confirm": { target: "submitting", actions: assign({ error: null }) },
      },
    },
    submitting: {
      invoke: {
        id: "createWithdraw",
        src: "createWithdraw",
        input: ({ context, event }) => ({
          ...(context.draft as WithdrawDraft),
          pin: (event as Extract<WithdrawEvent, { type: "withdraw.confirm" }>).pin,
          idempotency_key: context.idempotencyKey ?? "",
        }),
        onDone: {
          target: "succeeded",
          actions: [assign({ transaction: ({ event }) => event.output }), "refreshWallet"],
        },
        onError: [
          {
            guard: "isPinProblem",
            target: "confirming",
            actions: assign({ error: ({ event }) => errorCode(event.error) }),
          },
          { target: "editing", actions: assign({ error: ({ event }) => errorCode(event.error) }) },
        ],
      },
    },
    succeeded: { type: "final", description: "Requested: the amount is on hold until an operator approves it." },
  },
});
