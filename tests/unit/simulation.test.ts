// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { EventObject } from "xstate";
import { newIdempotencyKey } from "../../machines/idempotency.ts";
import { otpMachine } from "../../machines/otp.machine.ts";
import { stateName } from "../../machines/path-plan.ts";
import { withdrawMachine } from "../../machines/withdraw.machine.ts";
import {
  choicesByTransition,
  contextDiff,
  decodeSteps,
  type EventChoice,
  encodeSteps,
  ManualClock,
  modelsOf,
  replay,
  type SimStep,
} from "../../src/visualiser/simulation.ts";
import { openingView, readableScale, wheelFactor } from "../../src/visualiser/view-transform.ts";

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

describe("a simulation on the canvas", () => {
  const [model] = modelsOf(withdrawMachine);
  const loaded = (frames: ReturnType<typeof replay>) =>
    choose(frames, "xstate.done.actor.loadWithdrawInfo", (e) => {
      const output = e.output as { has_bank_account: boolean; has_pin: boolean };
      return output.has_bank_account && output.has_pin;
    });

  it("gives the same steps the same context to the byte: a simulation's idempotency keys are counted, not random", () => {
    const steps: SimStep[] = [];
    steps.push(loaded(replay(withdrawMachine, model, steps)));
    steps.push(
      choose(
        replay(withdrawMachine, model, steps),
        "withdraw.review",
        (e) => (e.draft as { amount: number }).amount === 10000,
      ),
    );
    steps.push(choose(replay(withdrawMachine, model, steps), "withdraw.confirm", () => true));
    const first = JSON.stringify(replay(withdrawMachine, model, steps).at(-1)?.context);
    const second = JSON.stringify(
      replay(withdrawMachine, model, decodeSteps(withdrawMachine, [model as never], encodeSteps(steps)).steps).at(-1)
        ?.context,
    );
    expect(first).toContain('"idempotencyKey":"00000000000000000000000000000001"');
    expect(second).toBe(first);
    // outside a replay the keys are random again
    expect(newIdempotencyKey()).not.toBe("00000000000000000000000000000001");
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{32}$/);
  });

  it("lists the arrows that can be taken now, each with the events that take it", () => {
    const start = replay(withdrawMachine, model, []).at(-1);
    if (!start) throw new Error("no start");
    const atStart = choicesByTransition(withdrawMachine, model, [], start);
    const load = atStart.get("withdraw.checkingPreconditions --xstate.done.actor.loadWithdrawInfo--> withdraw.routing");
    expect(load?.map((step) => (step.kind === "event" ? step.variant : null))).toEqual([
      "bank account and PIN",
      "no bank account",
      "no PIN",
    ]);
    expect(atStart.has("withdraw.checkingPreconditions --xstate.error.actor.loadWithdrawInfo--> withdraw.failed")).toBe(
      true,
    );
    // the form: each variant of the review under the guarded arrow it takes
    const steps: SimStep[] = [loaded(replay(withdrawMachine, model, []))];
    const editing = replay(withdrawMachine, model, steps).at(-1);
    if (!editing) throw new Error("no frame");
    const atForm = choicesByTransition(withdrawMachine, model, steps, editing);
    const variants = (name: string) => atForm.get(name)?.map((step) => (step.kind === "event" ? step.variant : null));
    expect(variants("withdraw.editing --withdraw.review--> withdraw.confirming")).toEqual(["valid amount"]);
    expect(variants("withdraw.editing --withdraw.review [isDraftRefused]--> (self)")).toEqual(["over the balance"]);
    expect(atForm.has("withdraw.confirming --withdraw.confirm--> withdraw.submitting")).toBe(false);
  });
});

describe("the diagram's opening view", () => {
  it("shows a machine whole when its labels are then 11 px or more, else at 11 px on the focused state", () => {
    const small = openingView({ width: 600, height: 400 }, { width: 1200, height: 700 });
    expect(small.reading).toBe(false);
    expect(small.view.k).toBeGreaterThanOrEqual(readableScale);
    const large = openingView(
      { width: 2800, height: 900 },
      { width: 1200, height: 700 },
      { x: 2000, y: 300, width: 100, height: 40 },
    );
    expect(large).toEqual({ reading: true, view: { k: readableScale, x: 1200 / 2 - 2050, y: 700 - 900 - 12 } });
    // the content's edge stays at the view's edge: no empty band left of a diagram that goes on to the right
    const atLeft = openingView(
      { width: 2800, height: 900 },
      { width: 1200, height: 700 },
      { x: 0, y: 0, width: 100, height: 40 },
    );
    expect(atLeft.view.x).toBe(12);
  });

  it("zooms a wheel's notch by at most 1.2×, a trackpad's small deltas by little", () => {
    expect(wheelFactor(100, 0)).toBeCloseTo(1 / 1.197, 2);
    expect(wheelFactor(-100, 0)).toBeCloseTo(1.197, 2);
    expect(wheelFactor(3, 1)).toBeCloseTo(wheelFactor(48, 0), 5);
    expect(wheelFactor(2000, 0)).toBe(wheelFactor(100, 0));
    expect(wheelFactor(4, 0)).toBeGreaterThan(0.99);
  });
});
