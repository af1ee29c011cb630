import { aBankAccount, apiError, aWithdrawInfo } from "./model-fixtures.ts";
import type { PathModel } from "./path-model.ts";
import { withdrawMachine } from "./withdraw.machine.ts";

const draft = { currency: "MYR", amount: 10000, bank_account_id: "acc-1" };
/** More than the fixture's balance (RM 500) though within the form limits: refused before the PIN. */
const overBalance = { ...draft, amount: 60000 };

export const withdrawModel: PathModel = {
  name: "withdraw",
  machine: withdrawMachine,
  contextKey: (context) => ({
    info: context.info
      ? {
          bank: (context.info as { has_bank_account: boolean }).has_bank_account,
          pin: (context.info as { has_pin: boolean }).has_pin,
        }
      : null,
    error: context.error,
  }),
  events: {
    "withdraw.review": [
      { type: "withdraw.review", draft },
      { type: "withdraw.review", draft: overBalance },
    ],
    "withdraw.confirm": [{ type: "withdraw.confirm", pin: "123456" }],
    "xstate.done.actor.loadWithdrawInfo": [
      { type: "xstate.done.actor.loadWithdrawInfo", output: aWithdrawInfo },
      { type: "xstate.done.actor.loadWithdrawInfo", output: { ...aWithdrawInfo, has_bank_account: false } },
      { type: "xstate.done.actor.loadWithdrawInfo", output: { ...aWithdrawInfo, has_pin: false } },
    ],
    "xstate.error.actor.loadWithdrawInfo": [
      { type: "xstate.error.actor.loadWithdrawInfo", error: apiError(0, "Error Encountered") },
    ],
    "xstate.done.actor.bankAccount": [{ type: "xstate.done.actor.bankAccount", output: aBankAccount }],
    "xstate.done.actor.pin": [{ type: "xstate.done.actor.pin", output: { has_pin: true, locked_until: null } }],
    "xstate.done.actor.createWithdraw": [{ type: "xstate.done.actor.createWithdraw", output: { _id: "w1" } }],
    "xstate.error.actor.createWithdraw": [
      { type: "xstate.error.actor.createWithdraw", error: apiError(400, "Incorrect PIN") },
      { type: "xstate.error.actor.createWithdraw", error: apiError(400, "Insufficient balance") },
    ],
  },
};
