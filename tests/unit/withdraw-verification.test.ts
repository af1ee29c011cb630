// @vitest-environment node
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { aWithdrawInfo } from "../../machines/model-fixtures.ts";
import { draftNeedsVerification, withdrawMachine } from "../../machines/withdraw.machine.ts";
import { selectVerificationNeed, selectWithdrawStep } from "../../machines/withdraw.selectors.ts";
import type { WithdrawInfo } from "../../src/api/contract/wallet.ts";

/** Not verified, RM 1,000 a day without verification, RM 700 withdrawn today, RM 1,500 to withdraw. */
const info = {
  ...aWithdrawInfo,
  limits: aWithdrawInfo.limits.map((limit) => ({ ...limit, available: 150_000, daily_used: 70_000 })),
} as WithdrawInfo;
const draft = (amount: number) => ({ currency: "MYR" as const, amount, bank_account_id: "acc-1" });

describe("a withdrawal that needs a verified account", () => {
  it("is one above the threshold alone or with today's, while the account is not verified", () => {
    expect(draftNeedsVerification(info, draft(30_000))).toBe(false);
    expect(draftNeedsVerification(info, draft(30_100))).toBe(true);
    expect(draftNeedsVerification({ ...info, verification_status: "pending" }, draft(120_000))).toBe(true);
    expect(draftNeedsVerification({ ...info, verification_status: "rejected" }, draft(120_000))).toBe(true);
    expect(draftNeedsVerification({ ...info, verification_status: "verified" }, draft(120_000))).toBe(false);
    // no withdraw info, or no limit in the draft's currency: the server judges
    expect(draftNeedsVerification(null, draft(120_000))).toBe(false);
    expect(draftNeedsVerification(info, { ...draft(120_000), currency: "USDT" })).toBe(false);
  });

  it("asks for verification with the status and the threshold, and Change amount keeps the draft", () => {
    const actor = createActor(withdrawMachine).start();
    actor.send({ type: "xstate.done.actor.loadWithdrawInfo", output: info } as never);
    expect(selectWithdrawStep(actor.getSnapshot())).toBe("editing");
    actor.send({ type: "withdraw.review", draft: draft(40_000) });
    expect(selectWithdrawStep(actor.getSnapshot())).toBe("needsVerification");
    expect(selectVerificationNeed(actor.getSnapshot())).toEqual({
      status: "unverified",
      threshold: 100_000,
      currency: "MYR",
    });
    actor.send({ type: "withdraw.edit" });
    expect(selectWithdrawStep(actor.getSnapshot())).toBe("editing");
    expect(actor.getSnapshot().context.draft).toEqual(draft(40_000));
    expect(selectVerificationNeed(actor.getSnapshot())).toBeNull();
    actor.stop();
  });
});
