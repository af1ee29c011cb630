import { depositMachine } from "./deposit.machine.ts";
import { aDeposit, apiError } from "./model-fixtures.ts";
import type { PathModel } from "./path-model.ts";

const draft = { amount: 10000, method: "MBB" };

const events: PathModel["events"] = {
  "deposit.submit": { "RM 100 by Maybank": { type: "deposit.submit", draft } },
  "deposit.uploadReceipt": { "receipt.png": { type: "deposit.uploadReceipt", file: { name: "receipt.png" } } },
  "xstate.done.actor.createDeposit": {
    "bank transfer, receipt needed": { type: "xstate.done.actor.createDeposit", output: aDeposit },
    "payment page": {
      type: "xstate.done.actor.createDeposit",
      output: { ...aDeposit, payment_url: "/sandbox/gateway/1" },
    },
    "receipt already sent": {
      type: "xstate.done.actor.createDeposit",
      output: { ...aDeposit, receipt_url: "/uploads/r.png" },
    },
  },
  "xstate.error.actor.createDeposit": {
    "below the minimum": {
      type: "xstate.error.actor.createDeposit",
      error: apiError(400, "Amount is below the minimum"),
    },
  },
  "xstate.done.actor.uploadReceipt": {
    "receipt saved": {
      type: "xstate.done.actor.uploadReceipt",
      output: { ...aDeposit, receipt_url: "/uploads/r.png" },
    },
  },
  "xstate.error.actor.uploadReceipt": {
    // the server decides the type by the file's bytes, whatever its name says
    "not an image": { type: "xstate.error.actor.uploadReceipt", error: apiError(415, "Unsupported file type") },
  },
};

const contextKey: PathModel["contextKey"] = (context) => ({
  transaction: context.transaction
    ? {
        pay: Boolean((context.transaction as { payment_url: unknown }).payment_url),
        receipt: Boolean((context.transaction as { receipt_url: unknown }).receipt_url),
      }
    : null,
  error: context.error,
});

export const depositModel: PathModel = {
  name: "deposit",
  machine: depositMachine,
  input: { channel: "bank_transfer" },
  contextKey,
  events,
};

/** /submit_payment: the machine starts at the receipt of a pending bank transfer. */
export const depositReceiptModel: PathModel = {
  ...depositModel,
  name: "deposit (receipt of a pending transfer)",
  input: { channel: "bank_transfer", transaction: aDeposit },
};
