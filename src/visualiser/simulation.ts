import { type AnyStateMachine, type AnyTransitionDefinition, createActor, type EventObject } from "xstate";

/** The clock interface of `createActor(…, { clock })`. */
type Clock = { setTimeout(fn: () => void, timeout: number): unknown; clearTimeout(id: unknown): void };

import { withKeySource } from "../../machines/idempotency.ts";
import { eventTypesOf, type NamedEvent, namedEventsOf, type PathModel } from "../../machines/path-model.ts";
import { pathModels } from "../../machines/path-models.ts";
import { idleActors } from "../../machines/path-plan.ts";
import { transitionName } from "../../machines/transition-name.ts";

/**
 * The visualiser's simulation, without React: a simulation is a machine, the path model it starts
 * from and a list of steps (events sent by name, clock advances, guard choices). What the product owner
 * sees after any step is found by replaying the steps on a fresh actor, so undo, jumping back and a
 * shared link are the same operation: replay a prefix. Invoked promises never settle here (the steps
 * send their done and error events); delays run on a manual clock; guards read the choices in force
 * at the time they are evaluated, so changing one applies from the next step without a restart.
 */

export type GuardChoice = "auto" | "true" | "false";

export type SimStep =
  /** An event, by type and the name of the model's variant (null: sent bare, or a payload typed by hand). */
  | { kind: "event"; type: string; variant: string | null; event: EventObject }
  /** The manual clock moves on by `ms`; delays that come due fire in order. */
  | { kind: "clock"; ms: number }
  /** A guard is forced true or false, or given back to the data. */
  | { kind: "guard"; guard: string; choice: GuardChoice };

/** One event the product owner can send: its type and a named payload (the path models' named events). */
export type EventChoice = NamedEvent;

export type Frame = {
  value: unknown;
  status: string;
  output: unknown;
  context: Record<string, unknown>;
  /** State node ids active after the step. */
  active: string[];
  /** Transitions the step took, by transitionName (machines/transition-name.ts). */
  transitions: string[];
  /** Events enabled now, with every named variant the machine would take. */
  enabled: EventChoice[];
  guards: Record<string, GuardChoice>;
  /** The manual clock (ms since the start) and the timers still waiting, in ms from now. */
  clock: number;
  timers: number[];
  /** Set when the step changed nothing (an event the machine does not take here). */
  ignored: boolean;
};

/** The path models of a machine (a machine can start in more than one way, e.g. a restored session). */
export function modelsOf(machine: AnyStateMachine): PathModel[] {
  return pathModels.filter((model) => model.machine.id === machine.id);
}

/** A clock the product owner moves by hand ("advance 60 s"). */
export class ManualClock implements Clock {
  now = 0;
  private timers = new Map<number, { at: number; fn: () => void }>();
  private nextId = 1;

  setTimeout(fn: () => void, timeout: number): number {
    const id = this.nextId++;
    this.timers.set(id, { at: this.now + Math.max(0, timeout), fn });
    return id;
  }

  clearTimeout(id: unknown): void {
    this.timers.delete(id as number);
  }

  /** Moves on by `ms`, firing every timer that comes due, earliest first. */
  advance(ms: number): void {
    const end = this.now + ms;
    for (;;) {
      const due = [...this.timers.entries()].filter(([, timer]) => timer.at <= end).sort((a, b) => a[1].at - b[1].at);
      const first = due[0];
      if (!first) break;
      this.timers.delete(first[0]);
      this.now = first[1].at;
      first[1].fn();
    }
    this.now = end;
  }

  /** The waiting timers, in ms from now. */
  pending(): number[] {
    return [...this.timers.values()].map((timer) => timer.at - this.now).sort((a, b) => a - b);
  }
}

/** The machine with its invoked promises idle and its guards answering what the product owner chose. */
function simulatedMachine(machine: AnyStateMachine, guards: Record<string, GuardChoice>): AnyStateMachine {
  const original = machine.implementations.guards as Record<string, (...args: unknown[]) => boolean>;
  const overridden: Record<string, (...args: unknown[]) => boolean> = {};
  for (const [name, impl] of Object.entries(original)) {
    overridden[name] = (...args) => {
      const choice = guards[name] ?? "auto";
      return choice === "auto" ? impl(...args) : choice === "true";
    };
  }
  return idleActors(machine).provide({ guards: overridden as never });
}

/** The guards of a machine, by name. */
export function guardNamesOf(machine: AnyStateMachine): string[] {
  return Object.keys(machine.implementations.guards ?? {}).sort();
}

function plain(value: unknown): unknown {
  try {
    return JSON.parse(JSON.stringify(value ?? null));
  } catch {
    return String(value);
  }
}

/**
 * Replays a simulation: frame 0 is the start, frame i what step i-1 left. Steps that the machine does
 * not take where they come (a shared link of an older machine, a guard changed since) are marked ignored.
 */
export function replay(machine: AnyStateMachine, model: PathModel | undefined, steps: SimStep[]): Frame[] {
  let keys = 0;
  // a simulation's idempotency keys are its own, counted from 1: the same steps give the same context to the byte
  const stableKey = () => {
    keys += 1;
    return keys.toString(16).padStart(32, "0");
  };
  return withKeySource(stableKey, () => replayFrames(machine, model, steps));
}

function replayFrames(machine: AnyStateMachine, model: PathModel | undefined, steps: SimStep[]): Frame[] {
  const guards: Record<string, GuardChoice> = {};
  const clock = new ManualClock();
  const models = model ? [model, ...modelsOf(machine).filter((m) => m !== model)] : modelsOf(machine);
  const choices = namedEventsOf(models);
  let taken: string[] = [];
  const actor = createActor(simulatedMachine(machine, guards), {
    input: model?.input as never,
    clock,
    inspect: (event) => {
      const own = (event.actorRef as unknown as { _parent?: unknown })._parent === undefined;
      if (event.type === "@xstate.microstep" && own) {
        for (const transition of (event as unknown as { _transitions: AnyTransitionDefinition[] })._transitions) {
          taken.push(transitionName(transition));
        }
      }
    },
  });
  actor.start();
  const frame = (ignored: boolean): Frame => {
    const snapshot = actor.getSnapshot();
    const status = String(snapshot.status);
    return {
      value: plain(snapshot.value),
      status,
      output: plain(snapshot.output),
      context: plain(snapshot.context) as Record<string, unknown>,
      active: (snapshot as unknown as { _nodes: { id: string }[] })._nodes.map((node) => node.id),
      transitions: taken,
      enabled: status === "active" ? choices.filter((choice) => snapshot.can(choice.event)) : [],
      guards: { ...guards },
      clock: clock.now,
      timers: clock.pending(),
      ignored,
    };
  };
  const frames = [frame(false)];
  for (const step of steps) {
    taken = [];
    const before = actor.getSnapshot();
    if (step.kind === "guard") {
      guards[step.guard] = step.choice;
    } else if (step.kind === "clock") {
      clock.advance(step.ms);
    } else if (before.status === "active") {
      actor.send(step.event);
    }
    const ignored = step.kind === "event" && actor.getSnapshot() === before;
    frames.push(frame(ignored));
  }
  actor.stop();
  return frames;
}

/**
 * The arrows the product owner can click now, each with the events that take it: every enabled event is tried
 * (the steps so far and that event, replayed) and listed under the first transition it takes. Arrows of a delay
 * whose timer waits are taken by moving the clock to it.
 */
export function choicesByTransition(
  machine: AnyStateMachine,
  model: PathModel | undefined,
  steps: SimStep[],
  frame: Frame,
): Map<string, SimStep[]> {
  const byTransition = new Map<string, SimStep[]>();
  const add = (name: string | undefined, step: SimStep) => {
    if (name) byTransition.set(name, [...(byTransition.get(name) ?? []), step]);
  };
  for (const choice of frame.enabled) {
    const step: SimStep = { kind: "event", ...choice };
    const after = replay(machine, model, [...steps, step]).at(-1);
    if (after && !after.ignored) add(after.transitions[0], step);
  }
  const next = frame.timers[0];
  if (next !== undefined) {
    const step: SimStep = { kind: "clock", ms: Math.max(1, next) };
    const after = replay(machine, model, [...steps, step]).at(-1);
    for (const name of after?.transitions ?? []) if (name.includes("--xstate.after.")) add(name, step);
  }
  return byTransition;
}

export type ContextChange = { path: string; before: unknown; after: unknown };

/** What changed in the context between two frames, by dotted path (objects opened up to three levels). */
export function contextDiff(before: unknown, after: unknown, path = "", depth = 0): ContextChange[] {
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === "object" && value !== null && !Array.isArray(value);
  if (depth < 3 && isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((key) => contextDiff(before[key], after[key], path ? `${path}.${key}` : key, depth + 1));
  }
  return [{ path: path || "(context)", before, after }];
}

/** The steps of a simulation as they go in a shareable link: short arrays, variants by name. */
export function encodeSteps(steps: SimStep[]): string {
  return JSON.stringify(
    steps.map((step) => {
      if (step.kind === "clock") return ["c", step.ms];
      if (step.kind === "guard") return ["g", step.guard, step.choice];
      return step.variant === null && Object.keys(step.event).length > 1
        ? ["p", step.event]
        : step.variant === null
          ? ["e", step.type]
          : ["e", step.type, step.variant];
    }),
  );
}

const guardChoices = new Set<string>(["auto", "true", "false"]);

/**
 * Reads the steps of a shared link back. Variants are looked up by name in the machine's models, so the
 * link stays short and readable; anything it cannot read is dropped and counted.
 */
export function decodeSteps(
  machine: AnyStateMachine,
  models: PathModel[],
  text: string | null,
): { steps: SimStep[]; dropped: number } {
  if (!text) return { steps: [], dropped: 0 };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { steps: [], dropped: 1 };
  }
  if (!Array.isArray(raw)) return { steps: [], dropped: 1 };
  const types = new Set(eventTypesOf(machine));
  const guards = new Set(guardNamesOf(machine));
  const steps: SimStep[] = [];
  let dropped = 0;
  for (const item of raw.slice(0, 500)) {
    const [kind, a, b] = Array.isArray(item) ? item : [];
    if (kind === "c" && typeof a === "number" && Number.isInteger(a) && a > 0 && a <= 86_400_000) {
      steps.push({ kind: "clock", ms: a });
    } else if (kind === "g" && typeof a === "string" && guards.has(a) && typeof b === "string" && guardChoices.has(b)) {
      steps.push({ kind: "guard", guard: a, choice: b as GuardChoice });
    } else if (kind === "e" && typeof a === "string" && types.has(a)) {
      const variant = typeof b === "string" ? b : null;
      const choice = namedEventsOf(models).find((c) => c.type === a && c.variant === variant);
      if (choice) steps.push({ kind: "event", ...choice });
      else dropped += 1;
    } else if (kind === "p" && typeof a === "object" && a !== null && types.has(String((a as EventObject).type))) {
      const event = a as EventObject;
      steps.push({ kind: "event", type: event.type, variant: null, event });
    } else {
      dropped += 1;
    }
  }
  return { steps, dropped };
}

/** An event as the log and the buttons name it: its type, and its variant's name when it has one. */
export function choiceLabel(choice: { type: string; variant: string | null }): string {
  return choice.variant ? `${choice.type} · ${choice.variant}` : choice.type;
}
