/** Walking a path's events on a real actor of the machine (idle actors settle by the walk's own done and error events), and replaying a listed path. */
import { type AnyStateMachine, type AnyTransitionDefinition, createActor, type EventObject, fromPromise } from "xstate";
import { getStateNodes } from "xstate/graph";
import type { NamedEvent, PathModel } from "./path-model.ts";
import { type ListedPath, type PathStep, startType } from "./path-steps.ts";
import { transitionName } from "./transition-name.ts";

// ————— walking a path on a real actor —————

/** Actors that never settle: a walk sends their done and error events itself. */
export function idleActors(machine: AnyStateMachine): AnyStateMachine {
  const actors: Record<string, ReturnType<typeof fromPromise>> = {};
  for (const node of getStateNodes(machine.root)) {
    for (const invoke of node.invoke) {
      if (typeof invoke.src === "string" && !isMachineSource(machine, invoke.src)) {
        actors[invoke.src] = fromPromise<unknown>(() => new Promise(() => {}));
      }
    }
  }
  return machine.provide({ actors });
}

function isMachineSource(machine: AnyStateMachine, src: string): boolean {
  const impl = (machine.implementations.actors as Record<string, unknown>)[src];
  return typeof impl === "object" && impl !== null && "root" in impl;
}

export type Walk = {
  /** The state value at the start and after each event. */
  start: unknown;
  reached: unknown[];
  /** Transitions taken at the start (eventless ones), and by each event. */
  startTransitions: string[];
  stepTransitions: string[][];
  /** State node ids that were active or that a transition left (transient states count), in order. */
  states: string[];
};

/**
 * Sends the events to a real actor of the model's machine (its invoked promises never settle:
 * the events stand in for their answers) and records what it does.
 */
export function walkEvents(model: PathModel, events: EventObject[]): Walk {
  const states = new Set<string>();
  let current: string[] = [];
  // Only the machine's own actor counts, not the children it invokes.
  const isRoot = (ref: unknown) => (ref as { _parent?: unknown })._parent === undefined;
  const actor = createActor(idleActors(model.machine), {
    input: model.input,
    inspect: (event) => {
      if (event.type === "@xstate.microstep" && isRoot(event.actorRef)) {
        for (const transition of (event as unknown as { _transitions: AnyTransitionDefinition[] })._transitions) {
          const name = transitionName(transition);
          if (!current.includes(name)) current.push(name);
          states.add(transition.source.id);
        }
      }
      if (event.type === "@xstate.snapshot" && isRoot(event.actorRef)) {
        for (const node of (event.snapshot as unknown as { _nodes: { id: string }[] })._nodes) states.add(node.id);
      }
    },
  });
  actor.start();
  const start = actor.getSnapshot().value;
  const startTransitions = current;
  const reached: unknown[] = [];
  const stepTransitions: string[][] = [];
  for (const event of events) {
    current = [];
    actor.send(event);
    reached.push(actor.getSnapshot().value);
    stepTransitions.push(current);
  }
  actor.stop();
  states.delete(model.machine.root.id);
  return { start, reached, startTransitions, stepTransitions, states: [...states] };
}

/** The events a listed path sends (its start step is the actor starting, not an event). */
export function eventsOf(path: ListedPath): PathStep[] {
  return path.steps.filter((step) => step.type !== startType);
}

/**
 * What the visualiser needs to replay a path step by step: the model's input to start with,
 * then each event to send with its variant's name.
 */
export function replayOf(path: ListedPath): { input: unknown; events: NamedEvent[] } {
  return {
    input: path.input,
    events: eventsOf(path).map(({ type, variant, event }) => ({ type, variant, event })),
  };
}
