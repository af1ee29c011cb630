import { assign, fromPromise, setup } from "xstate";
import type { CreateDepositBody, DepositChannel, Transaction } from "../src/api/contract/wallet.ts";
import { errorCode, type FlowError } from "./errors.ts";
import { newIdempotencyKey } from "./idempotency.ts";

/** What the player filled in; the amount is already in minor units. */
export type DepositDraft = Omit<CreateDepositBody, "channel" | "idempotency_key">;

export type DepositContext = {
  channel: DepositChannel;
  draft: DepositDraft | null;
  /** Made when a draft is first submitted and kept for its retries: a double tap never deposits twice. */
  idempotencyKey: string | null;
  transaction: Transaction | null;
  error: FlowError | null;
};

export type DepositEvent =
  | { type: "deposit.submit"; draft: DepositDraft }
  | { type: "deposit.uploadReceipt"; file: File }
  | { type: "deposit.retry" };

const sameDraft = (a: DepositDraft | null, b: DepositDraft) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A deposit through one channel. Instant and e-wallet deposits continue on the
 * payment page; a bank transfer waits for its receipt; crypto and telco go to
 * review. Started with a transaction (from /submit_payment) it begins at the receipt.
 */
export const depositMachine = setup({
  types: {
    context: {} as DepositContext,
    events: {} as DepositEvent,
    input: {} as { channel: DepositChannel; transaction?: Transaction | null },
  },
  actors: {
    createDeposit: fromPromise<Transaction, CreateDepositBody>(async () => {
      throw new Error("createDeposit not provided");
    }),
    uploadReceipt: fromPromise<Transaction, { id: string; file: File }>(async () => {
      throw new Error("uploadReceipt not provided");
    }),
  },
  guards: {
    hasPendingTransaction: ({ context }) => context.transaction?.status === "pending",
    hasPaymentPage: ({ context }) => Boolean(context.transaction?.payment_url),
    needsReceipt: ({ context }) => context.channel === "bank_transfer" && !context.transaction?.receipt_url,
  },
  actions: {
    /** Leave for the payment page (instant deposit, e-wallet). */
    openPaymentPage: (_, _params: { url: string }) => {},
    /** Balances and lists are server state: tell the query cache they moved. */
    refreshWallet: () => {},
  },
}).createMachine({
  id: "deposit",
  context: ({ input }) => ({
    channel: input.channel,
    draft: null,
    idempotencyKey: null,
    transaction: input.transaction ?? null,
    error: null,
  }),
  initial: "starting",
  states: {
    starting: {
      always: [{ guard: "hasPendingTransaction", target: "awaitingReceipt" }, { target: "editing" }],
    },
    editing: {
      on: {
        "deposit.submit": {
          target: "submitting",
          actions: assign(({ context, event }) => ({
            idempotencyKey:
              context.idempotencyKey && sameDraft(context.draft, event.draft)
                ? context.idempotencyKey
                : newIdempotencyKey(),
            draft: event.draft,
            error: null,
          })),
        },
      },
    },
    submitting: {
      invoke: {
        id: "createDeposit",
        src: "createDeposit",
        input: ({ context }) => ({
          ...(context.draft as DepositDraft),
          channel: context.channel,
          idempotency_key: context.idempotencyKey ?? "",
        }),
        onDone: { target: "created", actions: [assign({ transaction: ({ event }) => event.output }), "refreshWallet"] },
        onError: { target: "editing", actions: assign({ error: ({ event }) => errorCode(event.error) }) },
      },
    },
    created: {
      always: [
        { guard: "hasPaymentPage", target: "redirecting" },
        { guard: "needsReceipt", target: "awaitingReceipt" },
        { target: "submitted" },
      ],
    },
    redirecting: {
      type: "final",
      entry: { type: "openPaymentPage", params: ({ context }) => ({ url: context.transaction?.payment_url ?? "" }) },
    },
    awaitingReceipt: {
      on: { "deposit.uploadReceipt": { target: "uploading", actions: assign({ error: null }) } },
    },
    uploading: {
      invoke: {
        id: "uploadReceipt",
        src: "uploadReceipt",
        input: ({ context, event }) => ({
          id: context.transaction?._id ?? "",
          file: (event as Extract<DepositEvent, { type: "deposit.uploadReceipt" }>).file,
        }),
        onDone: {
          target: "submitted",
          actions: [assign({ transaction: ({ event }) => event.output }), "refreshWallet"],
        },
        onError: { target: "awaitingReceipt", actions: assign({ error: ({ event }) => errorCode(event.error) }) },
      },
    },
    submitted: { type: "final" },
  },
});
