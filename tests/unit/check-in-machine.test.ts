// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { checkInMachine } from "../../machines/check-in.machine.ts";
import { selectCheckInStep } from "../../machines/check-in.selectors.ts";
import type { CheckInClaimAnswer, CheckInStatus, ClaimCheckInBody } from "../../src/api/contract/check-in.ts";

/** Today claimed, five seconds before 00:00 GMT+8; then the next day, open. */
const claimedNearMidnight: CheckInStatus = {
  today: "2026-11-25",
  claimed_today: true,
  streak: 1,
  cycle_day: 1,
  calendar: [
    { day: 1, reward: { kind: "point", amount: 10 }, state: "claimed", is_today: true },
    { day: 2, reward: { kind: "bonus", amount: 100 }, state: "upcoming", is_today: false },
  ],
  bonus_currency: "MYR",
  next_reset_at: "2026-11-25T16:00:00.000Z",
  ms_to_reset: 5_000,
};
const nextDay: CheckInStatus = {
  ...claimedNearMidnight,
  today: "2026-11-26",
  claimed_today: false,
  cycle_day: 2,
  calendar: [
    { day: 1, reward: { kind: "point", amount: 10 }, state: "claimed", is_today: false },
    { day: 2, reward: { kind: "bonus", amount: 100 }, state: "claimable", is_today: true },
  ],
  ms_to_reset: 86_400_000,
};

describe("the check-in machine", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("reads the status again when 00:00 GMT+8 passes: today's claim opens without a reload", async () => {
    const answers = [claimedNearMidnight, nextDay];
    const load = vi.fn(async () => answers.shift() ?? nextDay);
    const actor = createActor(checkInMachine.provide({ actors: { loadCheckIn: fromPromise(load) } })).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(selectCheckInStep(actor.getSnapshot())).toBe("claimed");
    // the server's five seconds, and the margin
    await vi.advanceTimersByTimeAsync(5_000);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(load).toHaveBeenCalledTimes(2);
    expect(selectCheckInStep(actor.getSnapshot())).toBe("unclaimed");
    expect(actor.getSnapshot().context.status?.today).toBe("2026-11-26");
    actor.stop();
  });

  it("retries a claim lost to the network with the same idempotency key", async () => {
    const keys: string[] = [];
    let attempts = 0;
    const claim = fromPromise<CheckInClaimAnswer, ClaimCheckInBody>(async ({ input }) => {
      keys.push(input.idempotency_key);
      attempts += 1;
      if (attempts === 1) throw { status: 0, messageKey: "Error Encountered" };
      return {
        claim: {
          day: nextDay.today,
          streak: 2,
          cycle_day: 2,
          reward: { kind: "bonus", amount: 100 },
          transaction_id: "t",
        },
        status: { ...nextDay, claimed_today: true, streak: 2 },
      };
    });
    const refreshPlayer = vi.fn();
    const actor = createActor(
      checkInMachine.provide({
        actors: { loadCheckIn: fromPromise(async () => nextDay), claimCheckIn: claim },
        actions: { refreshPlayer },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches({ ready: "unclaimed" }));
    actor.send({ type: "checkIn.claim" });
    await waitFor(actor, (s) => s.matches("failed"));
    expect(actor.getSnapshot().context.error).toBe("Error Encountered");
    actor.send({ type: "checkIn.retry" });
    await waitFor(actor, (s) => s.matches({ ready: "claimed" }));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(actor.getSnapshot().context.won?.reward).toEqual({ kind: "bonus", amount: 100 });
    expect(refreshPlayer).toHaveBeenCalledTimes(1);
    actor.stop();
  });
});
