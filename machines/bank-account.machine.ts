import { assign, fromPromise, setup } from "xstate";
import type { BankAccount, BankAccountBody } from "../src/api/contract/wallet.ts";
import { errorCode, type FlowError } from "./errors.ts";

export type BankAccountContext = {
  /** The account being changed, or null when a new one is added. */
  account: BankAccount | null;
  /** What the player last sent. */
  draft: BankAccountBody | null;
  /** The account as the server saved it. */
  saved: BankAccount | null;
  error: FlowError | null;
};

export type BankAccountEvent = { type: "bankAccount.save"; body: BankAccountBody };

/** What the actor that saves receives: the account to change (null: a new one) and the form. */
export type SaveBankAccountInput = { id: string | null; body: BankAccountBody };

/**
 * Adding (or changing) the bank account withdrawals go to. The form checks the
 * shape of the fields; the server checks the rest (the holder must be the
 * registered full name, no account twice) and a refusal comes back to the form
 * with its message. Done with the saved account: withdraw invokes this machine
 * when the player has none, /bank_account runs it on its own.
 */
export const bankAccountMachine = setup({
  types: {
    context: {} as BankAccountContext,
    events: {} as BankAccountEvent,
    input: {} as { account: BankAccount | null },
    output: {} as BankAccount,
  },
  actors: {
    saveBankAccount: fromPromise<BankAccount, SaveBankAccountInput>(async () => {
      throw new Error("saveBankAccount not provided");
    }),
  },
  actions: {
    /** The lists that show bank accounts (and the withdraw preconditions) are read again. */
    refreshBankAccounts: () => {},
    /** The player is told the account is saved (added, or changed when `changed`). */
    announceSaved: (_, _params: { changed: boolean }) => {},
  },
}).createMachine({
  id: "bankAccount",
  description:
    "Adding or changing the bank account withdrawals go to; the server checks the holder name and that the account is new.",
  context: ({ input }) => ({ account: input.account, draft: null, saved: null, error: null }),
  initial: "editing",
  output: ({ context }) => context.saved as BankAccount,
  states: {
    editing: {
      description:
        "The form: bank, account holder name (starts as the registered full name) and account number (6-20 digits). " +
        "Shows the server's refusal of the last try, if any.",
      on: {
        "bankAccount.save": {
          target: "saving",
          description:
            'The player taps "Add bank account" (or "Save changes") with the fields valid: the account is sent to the server.',
          actions: assign({ draft: ({ event }) => event.body, error: null }),
        },
      },
    },
    saving: {
      description:
        "The account is on its way to the server (created, or the one being changed updated); the button is busy.",
      invoke: {
        id: "saveBankAccount",
        src: "saveBankAccount",
        input: ({ context }) => ({ id: context.account?._id ?? null, body: context.draft as BankAccountBody }),
        onDone: {
          target: "saved",
          description: "The server saves the account: the lists are read again and the player is told it is saved.",
          actions: [
            assign({ saved: ({ event }) => event.output }),
            "refreshBankAccounts",
            { type: "announceSaved", params: ({ context }) => ({ changed: context.account !== null }) },
          ],
        },
        onError: {
          target: "editing",
          description:
            "The server refuses (e.g. the holder name is not the registered full name, or the account is already added): back to the form.",
          actions: assign({ error: ({ event }) => errorCode(event.error) }),
        },
      },
    },
    saved: {
      type: "final",
      description: "The account is saved and the player is told so; a withdrawal that needed it goes on with it.",
    },
  },
});
