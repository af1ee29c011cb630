import { assign, fromPromise, setup } from "xstate";
import type { CreateWithdrawBody, Transaction, WithdrawInfo } from "../src/api/contract/wallet.ts";
import { errorCode, type FlowError } from "./errors.ts";
import { newIdempotencyKey } from "./idempotency.ts";

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

/**
 * A withdrawal. Its preconditions are states: without a bank account or a PIN
 * the player is sent to make one and comes back to a fresh check. The charge
 * is shown before confirming with the PIN; one idempotency key per reviewed draft.
 */
export const withdrawMachine = setup({
  types: {
    context: {} as WithdrawContext,
    events: {} as WithdrawEvent,
  },
  actors: {
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
    needsBankAccount: { on: { "withdraw.recheck": "checkingPreconditions" } },
    needsPin: { on: { "withdraw.recheck": "checkingPreconditions" } },
    failed: { on: { "withdraw.recheck": "checkingPreconditions" } },
    editing: {
      on: {
        "withdraw.review": {
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
      },
    },
    confirming: {
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
    succeeded: { type: "final" },
  },
});
