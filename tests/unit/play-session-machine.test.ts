// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { heartbeatMs, playSessionMachine } from "../../machines/play-session.machine.ts";
import {
  selectEndsOnLeave,
  selectHasOpenSession,
  selectIsGameClosed,
  selectPlaySessionStep,
  selectRealityCheckBusy,
} from "../../machines/play-session.selectors.ts";
import type { PlaySession, PlaySessionBody } from "../../src/api/contract/responsible.ts";
import { formatPlayedTime } from "../../src/lib/played-time.ts";

const clock: PlaySession = {
  started_at: "2026-11-28T06:00:00.000Z",
  played_seconds: 60,
  net: 0,
  currency: "MYR",
  reality_check_due: false,
  session_left_seconds: null,
  ended_by_limit: false,
};

/** A machine whose heartbeat answers the given clocks in turn (the last one again after them). */
function running(answers: PlaySession[], extra: { stopPlaying?: () => Promise<{ ok: true }> } = {}) {
  const bodies: PlaySessionBody[] = [];
  const heartbeat = vi.fn(async ({ input }: { input: PlaySessionBody }) => {
    bodies.push(input);
    return answers.length > 1 ? (answers.shift() as PlaySession) : (answers[0] as PlaySession);
  });
  const stopPlaying = vi.fn(extra.stopPlaying ?? (async () => ({ ok: true as const })));
  const actor = createActor(
    playSessionMachine.provide({
      actors: {
        heartbeat: fromPromise(heartbeat),
        keepPlaying: fromPromise(async () => ({ ...clock, played_seconds: 15 * 60 })),
        stopPlaying: fromPromise(stopPlaying),
      },
    }),
    { input: { providerCode: "DRG" } },
  ).start();
  return { actor, heartbeat, stopPlaying, bodies };
}

describe("the play-session machine", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("asks nothing until the game is launched, then beats at once and every 60 s with the provider's code", async () => {
    const { actor, heartbeat, bodies } = running([clock]);
    await vi.advanceTimersByTimeAsync(5 * heartbeatMs);
    expect(heartbeat).not.toHaveBeenCalled();
    expect(selectHasOpenSession(actor.getSnapshot())).toBe(false);

    actor.send({ type: "playSession.start" });
    await vi.advanceTimersByTimeAsync(0);
    expect(heartbeat).toHaveBeenCalledTimes(1);
    expect(selectPlaySessionStep(actor.getSnapshot())).toBe("playing");
    await vi.advanceTimersByTimeAsync(heartbeatMs - 1);
    expect(heartbeat).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(heartbeat).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3 * heartbeatMs);
    expect(heartbeat).toHaveBeenCalledTimes(5);
    expect(bodies.every((body) => body.provider_code === "DRG")).toBe(true);
    expect(selectHasOpenSession(actor.getSnapshot())).toBe(true);
    actor.stop();
  });

  it("beats sooner when the day's play time limit ends within the minute, and closes the game when it has", async () => {
    const { actor, heartbeat } = running([
      { ...clock, session_left_seconds: 20 },
      { ...clock, session_left_seconds: 0, ended_by_limit: true },
    ]);
    actor.send({ type: "playSession.start" });
    await vi.advanceTimersByTimeAsync(0);
    expect(heartbeat).toHaveBeenCalledTimes(1);
    // 20 s left and a second's margin: not a whole minute
    await vi.advanceTimersByTimeAsync(20_999);
    expect(heartbeat).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(heartbeat).toHaveBeenCalledTimes(2);
    expect(selectPlaySessionStep(actor.getSnapshot())).toBe("limitReached");
    expect(selectIsGameClosed(actor.getSnapshot())).toBe(true);
    // the server ended it: nothing to tell it on leaving
    expect(selectEndsOnLeave(actor.getSnapshot())).toBe(false);
    // the game is closed: no more beats
    await vi.advanceTimersByTimeAsync(5 * heartbeatMs);
    expect(heartbeat).toHaveBeenCalledTimes(2);
  });

  it("stops beating while the reality check waits, and beats a minute after Keep playing", async () => {
    const { actor, heartbeat } = running([{ ...clock, reality_check_due: true }, clock]);
    actor.send({ type: "playSession.start" });
    await vi.advanceTimersByTimeAsync(0);
    expect(selectPlaySessionStep(actor.getSnapshot())).toBe("realityCheck");
    await vi.advanceTimersByTimeAsync(10 * heartbeatMs);
    expect(heartbeat).toHaveBeenCalledTimes(1);
    actor.send({ type: "playSession.keep" });
    expect(selectRealityCheckBusy(actor.getSnapshot())).toBe("keep");
    await vi.advanceTimersByTimeAsync(0);
    expect(selectPlaySessionStep(actor.getSnapshot())).toBe("playing");
    expect(actor.getSnapshot().context.session?.played_seconds).toBe(15 * 60);
    await vi.advanceTimersByTimeAsync(heartbeatMs);
    expect(heartbeat).toHaveBeenCalledTimes(2);
    actor.stop();
  });

  it("Set limits ends the session first, and closes the game even when the stop gets no answer", async () => {
    const { actor, stopPlaying } = running([{ ...clock, reality_check_due: true }], {
      stopPlaying: async () => {
        throw { status: 0, messageKey: "Error Encountered" };
      },
    });
    actor.send({ type: "playSession.start" });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: "playSession.setLimits" });
    expect(selectRealityCheckBusy(actor.getSnapshot())).toBe("setLimits");
    await vi.advanceTimersByTimeAsync(0);
    expect(stopPlaying).toHaveBeenCalledTimes(1);
    expect(selectPlaySessionStep(actor.getSnapshot())).toBe("stoppedForLimits");
    expect(selectHasOpenSession(actor.getSnapshot())).toBe(false);
    // the stop got no answer: leaving the screen tells the server again
    expect(selectEndsOnLeave(actor.getSnapshot())).toBe(true);
  });
});

describe("formatPlayedTime", () => {
  it("says hours and minutes in whole minutes, minutes only under an hour", () => {
    expect(formatPlayedTime(59, "en-US")).toBe("0 min");
    expect(formatPlayedTime(15 * 60 + 59, "en-US")).toBe("15 min");
    expect(formatPlayedTime(65 * 60, "en-US")).toBe("1 hr 5 min");
    expect(formatPlayedTime(2 * 3600, "en-US")).toBe("2 hr 0 min");
    expect(formatPlayedTime(65 * 60, "zh-CN")).toBe("1小时5分钟");
    expect(formatPlayedTime(65 * 60, "ms-MY")).toBe("1 j 5 min");
  });
});
