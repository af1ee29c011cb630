// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { limitDraftProblem, limitsMachine } from "../../machines/limits.machine.ts";
import { selectLimitChange, selectLimitsStep } from "../../machines/limits.selectors.ts";
import type { PlayLimit, SetLimitAnswer, SetLimitBody } from "../../src/api/contract/responsible.ts";

/** RM 200 a day with RM 150 deposited: RM 50 left. */
const dailyDeposit: PlayLimit = {
  key: "deposit_day",
  value: 20000,
  used: 15000,
  left: 5000,
  resets_at: "2026-11-27T16:00:00.000Z",
  pending: null,
};
const noSessionLimit: PlayLimit = { ...dailyDeposit, key: "session_day", value: null, used: 35, left: null };

function start(answer: (body: SetLimitBody) => Promise<SetLimitAnswer>, limit = dailyDeposit) {
  const setLimit = vi.fn(answer);
  const refreshResponsible = vi.fn();
  const actor = createActor(
    limitsMachine.provide({
      actors: { setLimit: fromPromise(({ input }) => setLimit(input)) },
      actions: { refreshResponsible },
    }),
    { input: { limit, currency: "MYR" } },
  ).start();
  return { actor, setLimit, refreshResponsible };
}

describe("the rules of a new value", () => {
  it("refuses what the contract refuses, and the limit as it is", () => {
    // RM 50.50: not whole ringgit
    expect(limitDraftProblem(dailyDeposit, 5050, "MYR")).toBe("integer");
    expect(limitDraftProblem(dailyDeposit, 0, "MYR")).toBe("range");
    expect(limitDraftProblem(dailyDeposit, 20000, "MYR")).toBe("same");
    expect(limitDraftProblem(dailyDeposit, 18000, "MYR")).toBeNull();
    expect(limitDraftProblem(dailyDeposit, null, "MYR")).toBeNull();
    // the session limit is minutes: 1 to 1440
    expect(limitDraftProblem(noSessionLimit, 1441, "MYR")).toBe("range");
    expect(limitDraftProblem(noSessionLimit, 90.5, "MYR")).toBe("integer");
    expect(limitDraftProblem(noSessionLimit, 90, "MYR")).toBeNull();
    // no limit to remove
    expect(limitDraftProblem(noSessionLimit, null, "MYR")).toBe("same");
  });
});

describe("the limits machine", () => {
  it("keeps a refused value in the form with its problem, and sends nothing", () => {
    const { actor, setLimit } = start(async () => {
      throw new Error("not called");
    });
    actor.send({ type: "limits.review", value: 5050 });
    expect(selectLimitsStep(actor.getSnapshot())).toBe("editing");
    expect(actor.getSnapshot().context.problem).toBe("integer");
    actor.send({ type: "limits.review", value: 18000 });
    expect(selectLimitsStep(actor.getSnapshot())).toBe("confirming");
    expect(actor.getSnapshot().context.problem).toBeNull();
    expect(setLimit).not.toHaveBeenCalled();
  });

  it("says a lower limit applies now and a raise or a removal waits", () => {
    const { actor } = start(async () => {
      throw new Error("not called");
    });
    actor.send({ type: "limits.review", value: 18000 });
    expect(selectLimitChange(actor.getSnapshot())).toBe("decrease");
    actor.send({ type: "limits.edit" });
    actor.send({ type: "limits.review", value: 50000 });
    expect(selectLimitChange(actor.getSnapshot())).toBe("increase");
    actor.send({ type: "limits.edit" });
    actor.send({ type: "limits.review", value: null });
    expect(selectLimitChange(actor.getSnapshot())).toBe("increase");
  });

  it("sends the confirmed value; a pending answer ends in pendingIncrease with the waiting value, and the view is read again", async () => {
    const pending: SetLimitAnswer = {
      outcome: "pending",
      limit: { ...dailyDeposit, pending: { value: 50000, from: "2026-11-28T06:05:00.000Z" } },
    };
    const { actor, setLimit, refreshResponsible } = start(async () => pending);
    actor.send({ type: "limits.review", value: 50000 });
    actor.send({ type: "limits.confirm" });
    await waitFor(actor, (snapshot) => snapshot.status === "done");
    expect(setLimit).toHaveBeenCalledWith({ key: "deposit_day", value: 50000 });
    expect(selectLimitsStep(actor.getSnapshot())).toBe("pendingIncrease");
    expect(actor.getSnapshot().context.limit.pending).toEqual({ value: 50000, from: "2026-11-28T06:05:00.000Z" });
    expect(refreshResponsible).toHaveBeenCalledTimes(1);
  });

  it("keeps a refusal as its error code; a retry sends the same change again and may succeed", async () => {
    let calls = 0;
    const { actor, setLimit } = start(async (body) => {
      calls += 1;
      if (calls === 1) throw { status: 0, messageKey: "Error Encountered" };
      return { outcome: "applied", limit: { ...dailyDeposit, value: body.value, left: 3000 } };
    });
    actor.send({ type: "limits.review", value: 18000 });
    actor.send({ type: "limits.confirm" });
    await waitFor(actor, (snapshot) => snapshot.matches("refused"));
    expect(actor.getSnapshot().context.error).toBe("Error Encountered");
    actor.send({ type: "limits.retry" });
    await waitFor(actor, (snapshot) => snapshot.status === "done");
    expect(setLimit.mock.calls).toEqual([
      [{ key: "deposit_day", value: 18000 }],
      [{ key: "deposit_day", value: 18000 }],
    ]);
    expect(selectLimitsStep(actor.getSnapshot())).toBe("saved");
    expect(actor.getSnapshot().context).toMatchObject({ outcome: "applied", error: null, limit: { value: 18000 } });
  });
});
