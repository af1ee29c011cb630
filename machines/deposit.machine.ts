import { assertEvent, assign, fromPromise, setup } from "xstate";
import {
  type CreateDepositBody,
  type DepositChannel,
  type Transaction,
  takesReceipt,
} from "../src/api/contract/wallet.ts";
import { errorCode, type FlowError } from "./errors.ts";
import { sendDraft } from "./idempotency.ts";

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
    needsReceipt: ({ context }) => takesReceipt(context.channel) && !context.transaction?.receipt_url,
  },
  actions: {
    /** Leave for the payment page (instant deposit, e-wallet). */
    openPaymentPage: (_, _params: { url: string }) => {},
    /** Balances and lists are server state: tell the query cache they moved. */
    refreshWallet: () => {},
  },
}).createMachine({
  id: "deposit",
  description:
    "A deposit through one channel: instant and e-wallet go on to the payment page, a bank transfer waits for its receipt, crypto and telco go to review.",
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
      description:
        "Decides at once where to begin: at the receipt for a pending deposit (from Submit payment), else at the form.",
      always: [
        {
          guard: "hasPendingTransaction",
          target: "awaitingReceipt",
          description: "Started with a pending deposit (the Submit payment page): its receipt is asked for.",
        },
        { target: "editing", description: "Otherwise a new deposit starts at the form." },
      ],
    },
    editing: {
      description:
        "The deposit form of the chosen channel: amount within its limits, plus bank, network, hash or reload PIN as the channel needs.",
      on: {
        "deposit.submit": {
          target: "submitting",
          description:
            'The player taps "Deposit" or "Continue to payment" with a valid form; the same form sent again keeps its idempotency key.',
          actions: assign(({ context, event }) => ({ ...sendDraft(context, event.draft), error: null })),
        },
      },
    },
    submitting: {
      description: "The deposit is on its way to the server; the button is busy.",
      invoke: {
        id: "createDeposit",
        src: "createDeposit",
        input: ({ context }) => ({
          ...(context.draft as DepositDraft),
          channel: context.channel,
          idempotency_key: context.idempotencyKey ?? "",
        }),
        onDone: {
          target: "created",
          description: "The server records the pending deposit: the wallet and lists are read again.",
          actions: [assign({ transaction: ({ event }) => event.output }), "refreshWallet"],
        },
        onError: {
          target: "editing",
          description:
            "The server refuses (e.g. outside the limits, too many pending deposits) or the network fails: the message shows.",
          actions: assign({ error: ({ event }) => errorCode(event.error) }),
        },
      },
    },
    created: {
      description: "Decides at once what the new deposit needs next: a payment page, a receipt, or nothing more.",
      always: [
        {
          guard: "hasPaymentPage",
          target: "redirecting",
          description: "The deposit has a payment page (instant deposit, e-wallet): the player is sent there.",
        },
        {
          guard: "needsReceipt",
          target: "awaitingReceipt",
          description: "A bank transfer without a receipt yet: the receipt is asked for.",
        },
        { target: "submitted", description: "Otherwise (crypto, telco) the deposit goes straight to review." },
      ],
    },
    redirecting: {
      type: "final",
      description: "The player leaves for the payment provider's page to pay; the deposit is credited once it is paid.",
      entry: { type: "openPaymentPage", params: ({ context }) => ({ url: context.transaction?.payment_url ?? "" }) },
    },
    awaitingReceipt: {
      description:
        '"Upload your transfer receipt": the tenant\'s bank account to transfer to, and a picker for the receipt image.',
      on: {
        "deposit.uploadReceipt": {
          target: "uploading",
          description: 'The player picks the receipt and taps "Submit receipt": it is uploaded.',
          actions: assign({ error: null }),
        },
      },
    },
    uploading: {
      description: "The receipt is being uploaded to the server; the button is busy.",
      invoke: {
        id: "uploadReceipt",
        src: "uploadReceipt",
        input: ({ context, event }) => {
          assertEvent(event, "deposit.uploadReceipt");
          return { id: context.transaction?._id ?? "", file: event.file };
        },
        onDone: {
          target: "submitted",
          description:
            "The server stores the receipt: the deposit goes to review and the wallet and lists are read again.",
          actions: [assign({ transaction: ({ event }) => event.output }), "refreshWallet"],
        },
        onError: {
          target: "awaitingReceipt",
          description:
            "The server refuses the file (e.g. wrong type, too large) or the network fails: the message shows.",
          actions: assign({ error: ({ event }) => errorCode(event.error) }),
        },
      },
    },
    submitted: {
      type: "final",
      description: '"Deposit submitted": the deposit is pending review; the balance rises as soon as it is approved.',
    },
  },
});
