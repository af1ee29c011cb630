import { aBankAccount, apiError, aWithdrawInfo } from "./model-fixtures.ts";
import type { PathModel } from "./path-model.ts";
import { withdrawMachine } from "./withdraw.machine.ts";

/** A new player's withdraw info (not verified: RM 1,000 a day without verification) with RM 1,500 to withdraw. */
const info = { ...aWithdrawInfo, limits: aWithdrawInfo.limits.map((limit) => ({ ...limit, available: 150000 })) };

const draft = { currency: "MYR", amount: 10000, bank_account_id: "acc-1" };
/** More than the balance (RM 1,500) though within the form limits: refused before the PIN. */
const overBalance = { ...draft, amount: 200000 };
/** Within the balance, above the verification threshold (RM 1,000) of an account not verified. */
const overThreshold = { ...draft, amount: 120000 };

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
    "withdraw.review": {
      "valid amount": { type: "withdraw.review", draft },
      "over the balance": { type: "withdraw.review", draft: overBalance },
      "over the verification threshold": { type: "withdraw.review", draft: overThreshold },
    },
    "withdraw.confirm": { PIN: { type: "withdraw.confirm", pin: "123456" } },
    "xstate.done.actor.loadWithdrawInfo": {
      "bank account and PIN": { type: "xstate.done.actor.loadWithdrawInfo", output: info },
      "no bank account": {
        type: "xstate.done.actor.loadWithdrawInfo",
        output: { ...info, has_bank_account: false },
      },
      "no PIN": { type: "xstate.done.actor.loadWithdrawInfo", output: { ...info, has_pin: false } },
    },
    "xstate.error.actor.loadWithdrawInfo": {
      "network down": { type: "xstate.error.actor.loadWithdrawInfo", error: apiError(0, "Error Encountered") },
    },
    "xstate.done.actor.bankAccount": {
      "account added": { type: "xstate.done.actor.bankAccount", output: aBankAccount },
    },
    "xstate.done.actor.pin": {
      "PIN set": { type: "xstate.done.actor.pin", output: { has_pin: true, locked_until: null } },
    },
    "xstate.done.actor.createWithdraw": {
      requested: { type: "xstate.done.actor.createWithdraw", output: { _id: "w1" } },
    },
    "xstate.error.actor.createWithdraw": {
      "wrong PIN": { type: "xstate.error.actor.createWithdraw", error: apiError(400, "Incorrect PIN") },
      "balance spent meanwhile": {
        type: "xstate.error.actor.createWithdraw",
        error: apiError(400, "Insufficient balance"),
      },
      "today's total passes the verification threshold": {
        type: "xstate.error.actor.createWithdraw",
        error: apiError(403, "Verify your account to withdraw this amount"),
      },
    },
  },
};
