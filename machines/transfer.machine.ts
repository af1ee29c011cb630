import { assign, fromPromise, setup } from "xstate";
import { transferLimits } from "../src/api/contract/games.ts";
import type { ApiErrorMessage } from "../src/api/contract/messages.ts";
import { type Currency, limitProblem } from "../src/api/contract/money.ts";
import type { Transaction } from "../src/api/contract/wallet.ts";
import { errorCode, type FlowError, isUnknownOutcome } from "./errors.ts";
import { keyOnSubmitting, reviewDraft } from "./idempotency.ts";
import { pinMachine } from "./pin.machine.ts";

/**
 * One account money can move between, as the flow that runs the machine names it: the main wallet and
 * the game accounts for a game transfer, the player's wallet and a friend for a friend transfer. The
 * machine knows nothing else of it.
 */
export type TransferAccountInfo = {
  /** How the submit actor names the account ("wallet", a provider's code, a friend's id). */
  id: string;
  currency: Currency;
  /** What can leave it now, minor units; null for an account money only goes to (a friend's). */
  balance: number | null;
};

/** What a transfer needs before the form: whether the player has a PIN, and the accounts to choose between. */
export type TransferSetup = { hasPin: boolean; accounts: TransferAccountInfo[] };

/** What the player chose and typed; the amount is already minor units of the source's currency. */
export type TransferDraft = { from: string; to: string; amount: number };

/** What the submit actor sends: the draft, the PIN and the idempotency key of this draft. */
export type TransferRequest = TransferDraft & { pin: string; idempotency_key: string };

export type TransferContext = {
  hasPin: boolean;
  accounts: TransferAccountInfo[];
  draft: TransferDraft | null;
  /** The PIN of the confirmed draft, kept only until the server answers it, so a retry sends the same request. */
  pin: string | null;
  /** Made on entering `submitting` and kept for every retry of the same draft: a money move never happens twice. */
  idempotencyKey: string | null;
  transaction: Transaction | null;
  error: FlowError | null;
};

export type TransferEvent =
  | { type: "transfer.recheck" }
  | { type: "transfer.review"; draft: TransferDraft }
  | { type: "transfer.edit" }
  | { type: "transfer.confirm"; pin: string }
  | { type: "transfer.retry" };

/** Refusals of the PIN: the player types it again (or waits out the lock) on the review. */
const pinRefusals = new Set<FlowError>(["Incorrect PIN", "PIN is locked, try again later"] satisfies ApiErrorMessage[]);

/**
 * Why a draft cannot be sent, as the server would say it, or null: the two accounts must be two of the
 * ones offered (money leaves one with a balance), the amount whole units from one unit up to the source's
 * balance (the contract's `transferLimits` and `limitProblem`; the server checks the same again).
 */
export function draftRefusal(accounts: readonly TransferAccountInfo[], draft: TransferDraft): ApiErrorMessage | null {
  const source = accounts.find((account) => account.id === draft.from);
  const target = accounts.find((account) => account.id === draft.to);
  if (!source || source.balance === null || !target || source.id === target.id) return "Invalid data request";
  switch (limitProblem(draft.amount, transferLimits(source.balance, source.currency))) {
    case "integer":
      return "Amount must be a whole number";
    case "min":
      return "Amount is below the minimum";
    case "max":
      return draft.amount > source.balance ? "Insufficient balance" : "Amount is above the maximum";
    default:
      return null;
  }
}

/**
 * A transfer between two of the player's accounts (or, reused, to a friend). The accounts to choose
 * between come from the provided `loadTransferSetup`, the request goes through the provided
 * `submitTransfer`, and the amount rule is the contract's `transferLimits`: nothing in here knows
 * which accounts they are. Its precondition is a state: without a PIN the player sets one
 * here (the invoked pin machine). A draft over the source's balance is refused before the PIN is
 * asked for; the review shows from, to and amount and takes the PIN. A refusal the server names
 * lands where the player can act on it: a PIN refusal on the review, anything else (the balance,
 * a provider that cannot be reached or does not offer it) on the form with what was typed, the
 * balances read again; an answer that does not say whether the money moved offers the same
 * request again, under the same idempotency key.
 */
export const transferMachine = setup({
  types: {
    context: {} as TransferContext,
    events: {} as TransferEvent,
    children: {} as { pin: "pin"; loadTransferSetup: "loadTransferSetup"; submitTransfer: "submitTransfer" },
  },
  actors: {
    pin: pinMachine,
    loadTransferSetup: fromPromise<TransferSetup>(async () => {
      throw new Error("loadTransferSetup not provided");
    }),
    submitTransfer: fromPromise<Transaction, TransferRequest>(async () => {
      throw new Error("submitTransfer not provided");
    }),
  },
  guards: {
    hasPin: ({ context }) => context.hasPin,
    isDraftRefused: ({ context, event }) =>
      event.type === "transfer.review" && draftRefusal(context.accounts, event.draft) !== null,
    isPinRefusal: ({ event }) => "error" in event && pinRefusals.has(errorCode(event.error)),
    isUnknownOutcome: ({ event }) => "error" in event && isUnknownOutcome(event.error),
  },
  actions: {
    /** Balances and lists are server state: tell the query cache the money moved. */
    refreshBalances: () => {},
  },
}).createMachine({
  id: "transfer",
  description:
    "A transfer between the main wallet and a game account (or to a friend): from, to and amount, reviewed and confirmed with the PIN, sent once only.",
  context: {
    hasPin: false,
    accounts: [],
    draft: null,
    pin: null,
    idempotencyKey: null,
    transaction: null,
    error: null,
  },
  initial: "checkingPreconditions",
  states: {
    checkingPreconditions: {
      description: "Reads whether the player has a PIN and the accounts to choose between, with their balances.",
      invoke: {
        id: "loadTransferSetup",
        src: "loadTransferSetup",
        onDone: {
          target: "routing",
          description: "The server answers with the PIN status and the accounts with their balances.",
          actions: assign({
            hasPin: ({ event }) => event.output.hasPin,
            accounts: ({ event }) => event.output.accounts,
            error: null,
          }),
        },
        onError: {
          target: "loadFailed",
          description:
            'The PIN status or accounts cannot be read (server error or no network): "Failed to load" shows.',
          actions: assign({ error: ({ event }) => errorCode(event.error) }),
        },
      },
    },
    routing: {
      description: "Decides at once whether the player has a PIN to confirm the transfer with.",
      always: [
        { guard: "hasPin", target: "editing", description: "The player has a PIN: the transfer form shows." },
        { target: "needsPin", description: 'Otherwise "Set your PIN first": the player sets one right here.' },
      ],
    },
    needsPin: {
      description:
        "No PIN yet (SPEC §5: a PIN must exist before a transfer): the player sets one here, then it is checked again.",
      invoke: {
        id: "pin",
        src: "pin",
        onDone: { target: "checkingPreconditions", description: "The PIN is set: the preconditions are read again." },
      },
    },
    loadFailed: {
      description: 'The PIN status or the accounts could not be read: "Failed to load" with a "Try again" button.',
      on: {
        "transfer.recheck": {
          target: "checkingPreconditions",
          description: 'The player taps "Try again": the PIN status and accounts are read again.',
        },
      },
    },
    editing: {
      description: "The form: from, to and the amount, whole units up to the source's balance.",
      on: {
        "transfer.review": [
          {
            guard: "isDraftRefused",
            description:
              'The player taps "Review transfer" with the same account twice or more than the source holds: refused here, before any PIN.',
            actions: assign({
              draft: ({ event }) => event.draft,
              error: ({ context, event }) => draftRefusal(context.accounts, event.draft),
            }),
          },
          {
            target: "confirming",
            description: 'Otherwise the player taps "Review transfer" with an allowed draft: the review shows.',
            // another draft is another money move: it gets its own key when it is sent
            actions: assign(({ context, event }) => ({ ...reviewDraft(context, event.draft), error: null })),
          },
        ],
      },
    },
    confirming: {
      description: "The review: from, to and the amount; the player confirms with the PIN.",
      on: {
        "transfer.edit": {
          target: "editing",
          description: 'The player taps "Change details": back to the form with the draft kept.',
          actions: assign({ error: null }),
        },
        "transfer.confirm": {
          target: "submitting",
          description: "The player enters the 6-digit PIN and confirms: the transfer is sent.",
          actions: assign({ pin: ({ event }) => event.pin, error: null }),
        },
      },
    },
    submitting: {
      description: "The transfer is on its way to the server with the PIN and its idempotency key; the button is busy.",
      entry: assign(({ context }) => keyOnSubmitting(context)),
      invoke: {
        id: "submitTransfer",
        src: "submitTransfer",
        input: ({ context }) => ({
          ...(context.draft as TransferDraft),
          pin: context.pin ?? "",
          idempotency_key: context.idempotencyKey ?? "",
        }),
        onDone: {
          target: "succeeded",
          description: "The server moves the money: the balances and lists are read again.",
          actions: [assign({ transaction: ({ event }) => event.output, pin: null }), "refreshBalances"],
        },
        onError: [
          {
            guard: "isPinRefusal",
            description:
              "The server refuses the PIN ('Incorrect PIN' or 'PIN is locked'): back to the review with the message.",
            target: "confirming",
            actions: assign({ pin: null, error: ({ event }) => errorCode(event.error) }),
          },
          {
            guard: "isUnknownOutcome",
            description:
              "The network fails or the server answers without saying whether the money moved: the same request may be sent again.",
            target: "failed",
            actions: assign({ error: ({ event }) => errorCode(event.error) }),
          },
          {
            description:
              "Otherwise the server refuses for a reason on the form (balance, game in maintenance or without transfers): balances are read again.",
            target: "refreshing",
            actions: assign({ pin: null, error: ({ event }) => errorCode(event.error) }),
          },
        ],
      },
    },
    refreshing: {
      description: "After a refusal: the balances are read again; the form keeps what was typed and the refusal.",
      invoke: {
        id: "loadTransferSetup",
        src: "loadTransferSetup",
        onDone: {
          target: "editing",
          description: "The fresh balances arrive: the form shows them with the refusal and what was typed.",
          actions: assign({ accounts: ({ event }) => event.output.accounts }),
        },
        onError: {
          target: "editing",
          description: "The balances cannot be read again: the form shows the refusal with the balances it had.",
        },
      },
    },
    failed: {
      description:
        "The request got no answer that says whether the money moved: send it again (same key), or change it.",
      on: {
        "transfer.retry": {
          target: "submitting",
          description:
            'The player taps "Try again": the same request is sent under the same key, so money never moves twice.',
          actions: assign({ error: null }),
        },
        "transfer.edit": {
          target: "editing",
          description: 'The player taps "Change details": back to the form; the PIN is forgotten.',
          actions: assign({ pin: null, error: null }),
        },
      },
    },
    succeeded: {
      type: "final",
      description: '"Transfer complete": the money moved from one account to the other; the result shows the amount.',
    },
  },
});
