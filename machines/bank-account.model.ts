import { bankAccountMachine } from "./bank-account.machine.ts";
import { aBankAccount, apiError } from "./model-fixtures.ts";
import type { PathModel } from "./path-model.ts";

const body = { bank_code: "MBB", account_holder_name: "Aisyah Rahman", account_number: "5140001234" };

export const bankAccountModel: PathModel = {
  name: "bank-account",
  machine: bankAccountMachine,
  input: { account: null },
  contextKey: (context) => ({ error: context.error }),
  events: {
    "bankAccount.save": { "Maybank account": { type: "bankAccount.save", body } },
    "xstate.done.actor.saveBankAccount": {
      saved: { type: "xstate.done.actor.saveBankAccount", output: aBankAccount },
    },
    "xstate.error.actor.saveBankAccount": {
      "holder name is not the player's": {
        type: "xstate.error.actor.saveBankAccount",
        error: apiError(422, "Account holder name must match your registered full name"),
      },
      "account already added": {
        type: "xstate.error.actor.saveBankAccount",
        error: apiError(409, "Bank account already added"),
      },
    },
  },
};
