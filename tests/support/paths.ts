import {
  type AnyStateMachine,
  type AnyTransitionDefinition,
  createActor,
  type EventObject,
  fromPromise,
  type SnapshotFrom,
} from "xstate";
import { getAdjacencyMap, getShortestPaths, getStateNodes, type StatePath } from "xstate/graph";
import { eventTypesOf, type PathModel } from "../../machines/path-model.ts";
import { transitionName } from "../../machines/transition-name.ts";

/**
 * Model-based paths for any machine of machines/: the shortest path to every
 * reachable state of the real machine (xstate/graph), with the events an actor,
 * a delay or the player would send. Shared by the Vitest path tests, the
 * `npm run paths` printer and the Playwright path tests.
 */
export type Path = StatePath<SnapshotFrom<AnyStateMachine>, EventObject>;

/** The events to try in a snapshot: every variant the machine would react to there. */
function eventsFor(model: PathModel): (snapshot: SnapshotFrom<AnyStateMachine>) => EventObject[] {
  const all = eventTypesOf(model.machine).flatMap((type) => model.events[type] ?? [{ type }]);
  return (snapshot) => all.filter((event) => snapshot.can(event));
}

/** The steps a player or an actor takes; the graph's leading `xstate.init` step is left out. */
export function stepsOf(path: Path): Path["steps"] {
  return path.steps.filter((step) => step.event.type !== "xstate.init");
}

export function serializeSnapshot(model: PathModel, snapshot: SnapshotFrom<AnyStateMachine>): string {
  const context = model.contextKey ? model.contextKey(snapshot.context as Record<string, unknown>) : null;
  return JSON.stringify([snapshot.value, snapshot.status, context]);
}

/**
 * The shortest path to every reachable state, plus, for every edge of the state
 * graph that those paths do not take, the shortest path to its source followed
 * by that edge: together they take every transition the model can reach.
 */
export function generatePaths(model: PathModel): Path[] {
  const serialize = (snapshot: unknown) => serializeSnapshot(model, snapshot as SnapshotFrom<AnyStateMachine>);
  const serializeEvent = (event: EventObject) => JSON.stringify(event);
  const options = {
    input: model.input,
    events: eventsFor(model) as (snapshot: unknown) => EventObject[],
    serializeState: serialize,
    serializeEvent,
  };
  const shortest = getShortestPaths(model.machine, options) as Path[];
  const toState = new Map(shortest.map((path) => [serialize(path.state), path]));
  const usedEdges = new Set<string>();
  for (const path of shortest) {
    let from: unknown = null;
    for (const step of path.steps) {
      if (from !== null) usedEdges.add(`${serialize(from)}|${serializeEvent(step.event)}`);
      from = step.state;
    }
  }
  const extra: Path[] = [];
  const adjacency = getAdjacencyMap(model.machine, options);
  for (const [stateKey, vertex] of Object.entries(adjacency)) {
    const head = toState.get(stateKey);
    if (!head) continue;
    for (const edge of Object.values(vertex.transitions) as { event: EventObject; state: unknown }[]) {
      if (usedEdges.has(`${stateKey}|${serializeEvent(edge.event as EventObject)}`)) continue;
      extra.push({
        state: edge.state as Path["state"],
        steps: [...head.steps, { event: edge.event as EventObject, state: edge.state as Path["state"] }],
        weight: head.weight + 1,
      });
    }
  }
  return [...shortest, ...extra];
}

/** A readable name for a state value: `signedIn.fresh`, `codeSent.{cooldown.resendable, code.entering}`. */
export function stateName(value: unknown): string {
  if (typeof value === "string") return value;
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 1) {
    const [key, child] = entries[0] as [string, unknown];
    return `${key}.${stateName(child)}`;
  }
  return `{${entries.map(([key, child]) => `${key}.${stateName(child)}`).join(", ")}}`;
}

/** An event as a tester reads it: its type and a short look at its payload. */
export function eventLabel(event: EventObject): string {
  const { type, ...payload } = event as EventObject & Record<string, unknown>;
  if (Object.keys(payload).length === 0) return type;
  const text = JSON.stringify(payload);
  return `${type} ${text.length > 60 ? `${text.slice(0, 57)}...` : text}`;
}

export function describePath(path: Path, initial: SnapshotFrom<AnyStateMachine>): string[] {
  const lines: string[] = [`# to ${stateName(path.state.value)}`];
  let from = stateName(initial.value);
  for (const step of stepsOf(path)) {
    const to = stateName(step.state.value);
    lines.push(`${from} --${eventLabel(step.event)}--> ${to}`);
    from = to;
  }
  return lines;
}

/** Every transition the machine defines, each an object of the machine's own definition. */
export function transitionsOf(machine: AnyStateMachine): AnyTransitionDefinition[] {
  const all: AnyTransitionDefinition[] = [];
  for (const node of getStateNodes(machine.root)) {
    for (const list of node.transitions.values()) all.push(...list);
    if (node.always) all.push(...node.always);
  }
  return all;
}

/** State node ids of the machine, without the root. */
export function stateIdsOf(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root)
    .filter((node) => node !== machine.root)
    .map((node) => node.id);
}

/** Actors that never settle: a walk sends their done and error events itself. */
function idleActors(machine: AnyStateMachine): AnyStateMachine {
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

export type WalkResult = {
  /** Each step's state value as the running actor reached it. */
  reached: unknown[];
  /** Transitions taken, as describeTransition() names them. */
  taken: Set<string>;
  /** State node ids that were active or that a transition left (transient states count). */
  active: Set<string>;
};

/**
 * Walks one path on a real actor of the machine (its invoked promises never
 * settle; the path's own done/error/delay events stand in for them).
 */
export function walkPath(model: PathModel, path: Path): WalkResult {
  const taken = new Set<string>();
  const active = new Set<string>();
  // Only the machine's own actor counts, not the children it invokes.
  const isRoot = (ref: unknown) => (ref as unknown as { _parent?: unknown })._parent === undefined;
  const actor = createActor(idleActors(model.machine), {
    input: model.input,
    inspect: (event) => {
      if (event.type === "@xstate.microstep" && isRoot(event.actorRef)) {
        for (const transition of (event as unknown as { _transitions: AnyTransitionDefinition[] })._transitions) {
          taken.add(describeTransition(transition));
          active.add(transition.source.id);
        }
      }
      if (event.type === "@xstate.snapshot" && isRoot(event.actorRef)) {
        for (const node of (event.snapshot as unknown as { _nodes: { id: string }[] })._nodes) active.add(node.id);
      }
    },
  });
  actor.start();
  const reached: unknown[] = [];
  for (const step of stepsOf(path)) {
    actor.send(step.event);
    reached.push(actor.getSnapshot().value);
  }
  actor.stop();
  return { reached, taken, active };
}

export type Coverage = {
  states: { reached: number; total: number; missing: string[] };
  transitions: { reached: number; total: number; missing: string[] };
};

/** A transition's name (machines/transition-name.ts): the same name the diagram gives its edge. */
export const describeTransition = transitionName;

export function coverageOf(model: PathModel, walks: WalkResult[]): Coverage {
  const taken = new Set<string>();
  const active = new Set<string>();
  for (const walk of walks) {
    for (const transition of walk.taken) taken.add(transition);
    for (const id of walk.active) active.add(id);
  }
  const states = stateIdsOf(model.machine);
  const transitions = transitionsOf(model.machine).map(describeTransition);
  return {
    states: {
      reached: states.filter((id) => active.has(id)).length,
      total: states.length,
      missing: states.filter((id) => !active.has(id)),
    },
    transitions: {
      reached: transitions.filter((t) => taken.has(t)).length,
      total: transitions.length,
      missing: transitions.filter((t) => !taken.has(t)),
    },
  };
}
