import { apiError, aTransfer, aTransferSetup } from "./model-fixtures.ts";
import type { PathModel } from "./path-model.ts";
import { transferMachine } from "./transfer.machine.ts";

const draft = { from: "wallet", to: "DRG", amount: 10000 };
/** More than the wallet's RM 500: refused on the form, before the PIN. */
const overBalance = { ...draft, amount: 60000 };

export const transferModel: PathModel = {
  name: "transfer",
  machine: transferMachine,
  contextKey: (context) => ({ hasPin: context.hasPin, error: context.error }),
  events: {
    "transfer.review": {
      "valid amount": { type: "transfer.review", draft },
      "over the balance": { type: "transfer.review", draft: overBalance },
    },
    "transfer.confirm": { PIN: { type: "transfer.confirm", pin: "123456" } },
    "xstate.done.actor.loadTransferSetup": {
      "has a PIN": { type: "xstate.done.actor.loadTransferSetup", output: aTransferSetup },
      "no PIN": { type: "xstate.done.actor.loadTransferSetup", output: { ...aTransferSetup, hasPin: false } },
    },
    "xstate.error.actor.loadTransferSetup": {
      "network down": { type: "xstate.error.actor.loadTransferSetup", error: apiError(0, "Error Encountered") },
    },
    "xstate.done.actor.pin": {
      "PIN set": { type: "xstate.done.actor.pin", output: { has_pin: true, locked_until: null } },
    },
    "xstate.done.actor.submitTransfer": {
      transferred: { type: "xstate.done.actor.submitTransfer", output: aTransfer },
    },
    "xstate.error.actor.submitTransfer": {
      "wrong PIN": { type: "xstate.error.actor.submitTransfer", error: apiError(400, "Incorrect PIN") },
      "balance spent meanwhile": {
        type: "xstate.error.actor.submitTransfer",
        error: apiError(400, "Insufficient balance"),
      },
      "network down": { type: "xstate.error.actor.submitTransfer", error: apiError(0, "Error Encountered") },
    },
  },
};
