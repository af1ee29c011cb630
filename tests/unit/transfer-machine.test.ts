// @vitest-environment node
import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { apiError, aTransfer, aTransferSetup } from "../../machines/model-fixtures.ts";
import { pinMachine } from "../../machines/pin.machine.ts";
import {
  draftRefusal,
  type TransferRequest,
  type TransferSetup,
  transferMachine,
} from "../../machines/transfer.machine.ts";
import { selectTransferStep } from "../../machines/transfer.selectors.ts";
import type { CheckPinAnswer, UpdatePinBody } from "../../src/api/contract/user.ts";
import type { Transaction } from "../../src/api/contract/wallet.ts";

/**
 * The transfer machine with `.provide()` fakes: the accounts it is given, the requests it sends
 * (their idempotency keys), and where each answer of the server lands.
 */
type Answer = { ok: true } | { ok: false; messageKey: string; status?: number };

function harness(options: { setups?: TransferSetup[]; answers?: Answer[] } = {}) {
  const setups = [...(options.setups ?? [aTransferSetup])];
  const answers = [...(options.answers ?? [{ ok: true }])];
  const sent: TransferRequest[] = [];
  let loads = 0;
  let refreshed = 0;
  const logic = transferMachine.provide({
    actors: {
      loadTransferSetup: fromPromise<TransferSetup>(async () => {
        loads += 1;
        return (setups.length > 1 ? setups.shift() : setups[0]) as TransferSetup;
      }),
      submitTransfer: fromPromise<Transaction, TransferRequest>(async ({ input }) => {
        sent.push(input);
        const answer = answers.shift() ?? { ok: true };
        if (!answer.ok) throw apiError(answer.status ?? 400, answer.messageKey);
        return { ...aTransfer, amount: input.amount, from_account: input.from, to_account: input.to };
      }),
      pin: pinMachine.provide({
        actors: {
          checkPin: fromPromise<CheckPinAnswer>(async () => ({ has_pin: false, locked_until: null })),
          updatePin: fromPromise<CheckPinAnswer, UpdatePinBody>(async () => ({ has_pin: true, locked_until: null })),
        },
      }),
    },
    actions: {
      refreshBalances: () => {
        refreshed += 1;
      },
    },
  });
  const actor = createActor(logic).start();
  return {
    actor,
    sent,
    loads: () => loads,
    refreshed: () => refreshed,
    step: () => selectTransferStep(actor.getSnapshot()),
    until: (state: string) => waitFor(actor, (snapshot) => snapshot.matches(state as never)),
  };
}

const draft = { from: "wallet", to: "DRG", amount: 10000 };

describe("transfer machine", () => {
  it("moves money: review, confirm with the PIN, one request with a key made on submitting", async () => {
    const h = harness();
    await h.until("editing");
    h.actor.send({ type: "transfer.review", draft });
    expect(h.step()).toBe("reviewing");
    expect(h.actor.getSnapshot().context.idempotencyKey).toBeNull();
    h.actor.send({ type: "transfer.confirm", pin: "123456" });
    await h.until("succeeded");
    expect(h.sent).toHaveLength(1);
    expect(h.sent[0]).toMatchObject({ ...draft, pin: "123456" });
    expect(h.sent[0]?.idempotency_key).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(h.actor.getSnapshot().context.transaction?.to_account).toBe("DRG");
    // the PIN is not kept once answered
    expect(h.actor.getSnapshot().context.pin).toBeNull();
    expect(h.refreshed()).toBe(1);
  });

  it("refuses more than the source holds on the form, before any PIN and without a request", async () => {
    const h = harness();
    await h.until("editing");
    h.actor.send({ type: "transfer.review", draft: { ...draft, amount: 50001 * 100 } });
    expect(h.actor.getSnapshot().value).toBe("editing");
    expect(h.actor.getSnapshot().context.error).toBe("Insufficient balance");
    // what was typed is kept for the form
    expect(h.actor.getSnapshot().context.draft?.amount).toBe(5000100);
    expect(h.sent).toEqual([]);
  });

  it("judges drafts by the contract's transfer rule", () => {
    const accounts = aTransferSetup.accounts;
    expect(draftRefusal(accounts, draft)).toBeNull();
    expect(draftRefusal(accounts, { ...draft, amount: 50000 })).toBeNull();
    expect(draftRefusal(accounts, { ...draft, amount: 50100 })).toBe("Insufficient balance");
    expect(draftRefusal(accounts, { ...draft, amount: 50 })).toBe("Amount must be a whole number");
    expect(draftRefusal(accounts, { ...draft, amount: 0 })).toBe("Amount is below the minimum");
    expect(draftRefusal(accounts, { from: "JK88", to: "wallet", amount: 100 })).toBe("Insufficient balance");
    expect(draftRefusal(accounts, { from: "DRG", to: "DRG", amount: 100 })).toBe("Invalid data request");
    expect(draftRefusal(accounts, { from: "wallet", to: "NOPE", amount: 100 })).toBe("Invalid data request");
    // an account money only goes to (a friend's) is no source
    const toFriend = [...accounts, { id: "friend-1", currency: "MYR" as const, balance: null }];
    expect(draftRefusal(toFriend, { from: "wallet", to: "friend-1", amount: 100 })).toBeNull();
    expect(draftRefusal(toFriend, { from: "friend-1", to: "wallet", amount: 100 })).toBe("Invalid data request");
  });

  it("a wrong PIN comes back to the review with the draft; the retry keeps the key", async () => {
    const h = harness({ answers: [{ ok: false, messageKey: "Incorrect PIN" }, { ok: true }] });
    await h.until("editing");
    h.actor.send({ type: "transfer.review", draft });
    h.actor.send({ type: "transfer.confirm", pin: "000000" });
    await h.until("confirming");
    const { context } = h.actor.getSnapshot();
    expect(context.error).toBe("Incorrect PIN");
    expect(context.draft).toEqual(draft);
    expect(context.pin).toBeNull();
    h.actor.send({ type: "transfer.confirm", pin: "123456" });
    await h.until("succeeded");
    expect(h.sent.map((request) => request.pin)).toEqual(["000000", "123456"]);
    expect(h.sent[1]?.idempotency_key).toBe(h.sent[0]?.idempotency_key);
  });

  it("no answer: the same request again under the same key, or back to the form as typed", async () => {
    const h = harness({ answers: [{ ok: false, messageKey: "Error Encountered", status: 0 }, { ok: true }] });
    await h.until("editing");
    h.actor.send({ type: "transfer.review", draft });
    h.actor.send({ type: "transfer.confirm", pin: "123456" });
    await h.until("failed");
    expect(h.step()).toBe("failed");
    h.actor.send({ type: "transfer.retry" });
    await h.until("succeeded");
    expect(h.sent).toHaveLength(2);
    expect(h.sent[1]).toEqual(h.sent[0]);
  });

  it("after no answer, the same draft keeps its key; another draft gets a new one", async () => {
    const h = harness({
      answers: [
        { ok: false, messageKey: "Error Encountered", status: 0 },
        { ok: false, messageKey: "Error Encountered", status: 0 },
        { ok: true },
      ],
    });
    await h.until("editing");
    h.actor.send({ type: "transfer.review", draft });
    h.actor.send({ type: "transfer.confirm", pin: "123456" });
    await h.until("failed");
    h.actor.send({ type: "transfer.edit" });
    expect(h.actor.getSnapshot().context.draft).toEqual(draft);
    h.actor.send({ type: "transfer.review", draft });
    h.actor.send({ type: "transfer.confirm", pin: "123456" });
    await h.until("failed");
    expect(h.sent[1]?.idempotency_key).toBe(h.sent[0]?.idempotency_key);
    h.actor.send({ type: "transfer.edit" });
    h.actor.send({ type: "transfer.review", draft: { ...draft, amount: 20000 } });
    h.actor.send({ type: "transfer.confirm", pin: "123456" });
    await h.until("succeeded");
    expect(h.sent[2]?.idempotency_key).not.toBe(h.sent[0]?.idempotency_key);
  });

  it.each(["Insufficient balance", "Fail to connect game", "Function not implemented"])(
    "'%s' lands on the form with what was typed and the balances read again",
    async (messageKey) => {
      const spent = {
        ...aTransferSetup,
        accounts: aTransferSetup.accounts.map((a) => (a.id === "wallet" ? { ...a, balance: 5000 } : a)),
      };
      const h = harness({ setups: [aTransferSetup, spent], answers: [{ ok: false, messageKey }] });
      await h.until("editing");
      h.actor.send({ type: "transfer.review", draft });
      h.actor.send({ type: "transfer.confirm", pin: "123456" });
      await h.until("refreshing");
      expect(h.step()).toBe("editing");
      await h.until("editing");
      const { context } = h.actor.getSnapshot();
      expect(context.error).toBe(messageKey);
      expect(context.draft).toEqual(draft);
      expect(h.loads()).toBe(2);
      expect(context.accounts.find((a) => a.id === "wallet")?.balance).toBe(5000);
      // the fresh balance judges the next draft
      h.actor.send({ type: "transfer.review", draft });
      expect(h.actor.getSnapshot().context.error).toBe("Insufficient balance");
    },
  );

  it("without a PIN the player sets one here first (the PIN machine), then the form", async () => {
    const h = harness({ setups: [{ ...aTransferSetup, hasPin: false }, aTransferSetup] });
    await h.until("needsPin");
    const pin = h.actor.getSnapshot().children.pin;
    expect(pin).toBeDefined();
    await waitFor(pin as NonNullable<typeof pin>, (snapshot) => snapshot.matches("setting"));
    pin?.send({ type: "pin.save", body: { new_pin: "123456", confirm_pin: "123456" } });
    await h.until("editing");
    expect(h.loads()).toBe(2);
  });

  it("a failed load can be tried again", async () => {
    let calls = 0;
    const logic = transferMachine.provide({
      actors: {
        loadTransferSetup: fromPromise<TransferSetup>(async () => {
          calls += 1;
          if (calls === 1) throw apiError(0, "Error Encountered");
          return aTransferSetup;
        }),
      },
    });
    const actor = createActor(logic).start();
    await waitFor(actor, (snapshot) => snapshot.matches("loadFailed"));
    expect(actor.getSnapshot().context.error).toBe("Error Encountered");
    actor.send({ type: "transfer.recheck" });
    await waitFor(actor, (snapshot) => snapshot.matches("editing"));
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
