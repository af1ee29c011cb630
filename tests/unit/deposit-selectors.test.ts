// @vitest-environment node
import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { depositMachine } from "../../machines/deposit.machine.ts";
import {
  type DepositSnapshot,
  selectDepositStep,
  selectError,
  selectIsBusy,
  selectIsSubmitted,
  selectNeedsReceipt,
  selectTransaction,
} from "../../machines/deposit.selectors.ts";
import { aDeposit } from "../../machines/model-fixtures.ts";
import type { Transaction } from "../../src/api/contract/wallet.ts";

const pending = aDeposit as unknown as Transaction;
const draft = { amount: 10000, method: "MBB" };

/** The machine with actors whose answers the test settles by hand. */
function deposit(input: { channel: "bank_transfer" | "instant_deposit" | "telco"; transaction?: Transaction }) {
  const settle: { create?: (answer: Transaction | Error) => void; upload?: (answer: Transaction | Error) => void } = {};
  const held = (key: "create" | "upload") =>
    new Promise<Transaction>((resolve, reject) => {
      settle[key] = (answer) => (answer instanceof Error ? reject(answer) : resolve(answer));
    });
  const actor = createActor(
    depositMachine.provide({
      actors: {
        createDeposit: fromPromise(() => held("create")),
        uploadReceipt: fromPromise(() => held("upload")),
      },
    }),
    { input },
  ).start();
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, settle, settled, snapshot: (): DepositSnapshot => actor.getSnapshot() };
}

const view = (snapshot: DepositSnapshot) => ({
  step: selectDepositStep(snapshot),
  busy: selectIsBusy(snapshot),
  needsReceipt: selectNeedsReceipt(snapshot),
  submitted: selectIsSubmitted(snapshot),
});

describe("deposit selectors", () => {
  it("a new deposit: editing, submitting (busy), then the receipt of a bank transfer, uploading, submitted", async () => {
    const flow = deposit({ channel: "bank_transfer" });
    expect(view(flow.snapshot())).toEqual({ step: "editing", busy: false, needsReceipt: false, submitted: false });
    flow.actor.send({ type: "deposit.submit", draft });
    expect(view(flow.snapshot())).toEqual({ step: "submitting", busy: true, needsReceipt: false, submitted: false });
    flow.settle.create?.(pending);
    await flow.settled();
    expect(view(flow.snapshot())).toEqual({
      step: "awaitingReceipt",
      busy: false,
      needsReceipt: true,
      submitted: false,
    });
    expect(selectTransaction(flow.snapshot())).toEqual(pending);
    flow.actor.send({ type: "deposit.uploadReceipt", file: new File(["x"], "receipt.png") });
    expect(view(flow.snapshot())).toEqual({ step: "uploading", busy: true, needsReceipt: true, submitted: false });
    flow.settle.upload?.({ ...pending, receipt_url: "/uploads/r.png" });
    await flow.settled();
    expect(view(flow.snapshot())).toEqual({ step: "submitted", busy: false, needsReceipt: false, submitted: true });
  });

  it("a refused deposit goes back to editing with the server's message key", async () => {
    const flow = deposit({ channel: "telco" });
    flow.actor.send({ type: "deposit.submit", draft });
    flow.settle.create?.(
      Object.assign(new Error("refused"), { status: 400, messageKey: "Amount is below the minimum" }),
    );
    await flow.settled();
    expect(selectDepositStep(flow.snapshot())).toBe("editing");
    expect(selectError(flow.snapshot())).toBe("Amount is below the minimum");
  });

  it("a deposit with a payment page stays busy while the app leaves for it", async () => {
    const flow = deposit({ channel: "instant_deposit" });
    flow.actor.send({ type: "deposit.submit", draft });
    flow.settle.create?.({ ...pending, channel: "instant_deposit", payment_url: "/sandbox/gateway/1" });
    await flow.settled();
    expect(view(flow.snapshot())).toEqual({ step: "redirecting", busy: true, needsReceipt: false, submitted: false });
  });

  it("started with a pending transfer (from /submit_payment) it asks for the receipt at once", () => {
    const flow = deposit({ channel: "bank_transfer", transaction: pending });
    expect(view(flow.snapshot())).toEqual({
      step: "awaitingReceipt",
      busy: false,
      needsReceipt: true,
      submitted: false,
    });
  });
});
