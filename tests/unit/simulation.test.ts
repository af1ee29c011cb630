// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { EventObject } from "xstate";
import { otpMachine } from "../../machines/otp.machine.ts";
import { stateName } from "../../machines/path-plan.ts";
import { withdrawMachine } from "../../machines/withdraw.machine.ts";
import {
  contextDiff,
  decodeSteps,
  type EventChoice,
  encodeSteps,
  ManualClock,
  modelsOf,
  replay,
  type SimStep,
} from "../../src/visualiser/simulation.ts";

/** The first enabled choice of a type whose payload passes `pick`. */
function choose(frames: ReturnType<typeof replay>, type: string, pick: (event: Record<string, unknown>) => boolean) {
  const frame = frames.at(-1);
  const choice = frame?.enabled.find((c) => c.type === type && pick(c.event as Record<string, unknown>));
  if (!choice) throw new Error(`${type} is not enabled in ${stateName(frame?.value)}`);
  return { kind: "event", ...choice } as SimStep & EventChoice;
}

describe("the visualiser's simulation", () => {
  const [model] = modelsOf(withdrawMachine);

  it("replays steps to success, with the transitions taken and what changed in the context", () => {
    const steps: SimStep[] = [];
    let frames = replay(withdrawMachine, model, steps);
    expect(frames[0]?.value).toBe("checkingPreconditions");
    steps.push(
      choose(frames, "xstate.done.actor.loadWithdrawInfo", (e) => {
        const output = e.output as { has_bank_account: boolean; has_pin: boolean };
        return output.has_bank_account && output.has_pin;
      }),
    );
    frames = replay(withdrawMachine, model, steps);
    expect(frames.at(-1)?.value).toBe("editing");
    // the eventless routing states are taken in the same step
    expect(frames.at(-1)?.transitions).toContain("withdraw.routing -- [hasBankAccount]--> withdraw.checkingPin");
    steps.push(choose(frames, "withdraw.review", (e) => (e.draft as { amount: number }).amount === 10000));
    frames = replay(withdrawMachine, model, steps);
    expect(frames.at(-1)?.value).toBe("confirming");
    const changes = contextDiff(frames.at(-2)?.context, frames.at(-1)?.context).map((c) => c.path);
    expect(changes).toContain("draft");
    expect(changes).toContain("idempotencyKey");
    steps.push(choose(frames, "withdraw.confirm", () => true));
    frames = replay(withdrawMachine, model, steps);
    steps.push(choose(frames, "xstate.done.actor.createWithdraw", () => true));
    frames = replay(withdrawMachine, model, steps);
    expect(frames.at(-1)).toMatchObject({ value: "succeeded", status: "done", enabled: [] });
  });

  it("a guard forced by hand applies from the next step, without going back to the start", () => {
    const loaded = replay(withdrawMachine, model, []);
    const steps: SimStep[] = [
      choose(loaded, "xstate.done.actor.loadWithdrawInfo", (e) => (e.output as { has_pin: boolean }).has_pin),
    ];
    steps.push({ kind: "guard", guard: "isDraftRefused", choice: "true" });
    let frames = replay(withdrawMachine, model, steps);
    expect(frames.at(-1)?.value).toBe("editing");
    expect(frames.at(-1)?.guards).toEqual({ isDraftRefused: "true" });
    steps.push(choose(frames, "withdraw.review", (e) => (e.draft as { amount: number }).amount === 10000));
    frames = replay(withdrawMachine, model, steps);
    expect(frames.at(-1)?.value).toBe("editing");
    expect(frames.at(-1)?.context.error).toBeNull();
  });

  it("an event the machine does not take where it comes is marked, not dropped", () => {
    const frames = replay(withdrawMachine, model, [
      {
        kind: "event",
        type: "withdraw.confirm",
        variant: null,
        event: { type: "withdraw.confirm", pin: "1" } as EventObject,
      },
    ]);
    expect(frames[1]).toMatchObject({ value: "checkingPreconditions", ignored: true });
  });

  it("delays run on the manual clock: nothing fires until the product owner advances it", () => {
    const [otp] = modelsOf(otpMachine);
    const first = replay(otpMachine, otp, []);
    const steps: SimStep[] = [];
    let frames = first;
    const go = (type: string, pick: (e: Record<string, unknown>) => boolean = () => true) => {
      steps.push(choose(frames, type, pick));
      frames = replay(otpMachine, otp, steps);
    };
    go("otp.phoneChanged", (e) => e.contactNo !== null);
    go("otp.request");
    go("xstate.done.actor.requestOtp");
    expect(stateName(frames.at(-1)?.value)).toContain("cooldown.coolingDown");
    expect(frames.at(-1)?.timers).toEqual([1000]);
    steps.push({ kind: "clock", ms: 60_000 });
    frames = replay(otpMachine, otp, steps);
    expect(stateName(frames.at(-1)?.value)).toContain("cooldown.resendable");
    expect(frames.at(-1)?.clock).toBe(60_000 + 0);
  });

  it("a manual clock fires due timers in order and keeps the rest", () => {
    const clock = new ManualClock();
    const fired: string[] = [];
    clock.setTimeout(() => fired.push("b"), 2000);
    clock.setTimeout(() => fired.push("a"), 1000);
    const id = clock.setTimeout(() => fired.push("never"), 1500);
    clock.clearTimeout(id);
    clock.setTimeout(() => fired.push("later"), 5000);
    clock.advance(2500);
    expect(fired).toEqual(["a", "b"]);
    expect(clock.pending()).toEqual([2500]);
  });

  it("a shared link restores the steps by variant name; what it cannot read is counted", () => {
    const frames = replay(withdrawMachine, model, []);
    const steps: SimStep[] = [
      choose(frames, "xstate.done.actor.loadWithdrawInfo", () => true),
      { kind: "clock", ms: 60_000 },
      { kind: "guard", guard: "hasPin", choice: "false" },
      {
        kind: "event",
        type: "withdraw.confirm",
        variant: null,
        event: { type: "withdraw.confirm", pin: "999999" } as EventObject,
      },
    ];
    const text = encodeSteps(steps);
    const models = modelsOf(withdrawMachine);
    expect(decodeSteps(withdrawMachine, models, text)).toEqual({ steps, dropped: 0 });
    const tampered = JSON.stringify([...JSON.parse(text), ["g", "noSuchGuard", "true"], ["c", -5], ["x"]]);
    expect(decodeSteps(withdrawMachine, models, tampered).dropped).toBe(3);
    expect(decodeSteps(withdrawMachine, models, "{not json").dropped).toBe(1);
  });
});
