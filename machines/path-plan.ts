import type { AnyStateMachine, EventObject, SnapshotFrom } from "xstate";
import { getAdjacencyMap, getShortestPaths, type StatePath } from "xstate/graph";
import { stateIdsOf, stateName, transitionsOf } from "./machine-parts.ts";
import { eventTypesOf, type ModelEvent, type PathModel } from "./path-model.ts";
import { type ListedPath, type PathStep, pathName, startType, startVariant } from "./path-steps.ts";
import { walkEvents } from "./path-walk.ts";
import { transitionName } from "./transition-name.ts";

export { modelsByMachine, stateIdsOf, stateName, transitionsOf } from "./machine-parts.ts";
export { eventWords, type ListedPath, type PathStep, startType, stepWords } from "./path-steps.ts";
export { eventsOf, idleActors, replayOf, type Walk, walkEvents } from "./path-walk.ts";

/**
 * The paths of a machine a tester runs and a product owner reads: from the real machine's
 * state graph (xstate/graph) with its models' named event variants, the minimal set of paths
 * that together reach every state and take every transition, each with a stable unique name
 * and the commands that run it. Pure (xstate only): the Vitest path tests, `npm run paths`,
 * the Playwright path tests and the visualiser (list, highlight, replay) all use it.
 */

/** A path of xstate/graph: the snapshot reached after each event. */
type GraphPath = StatePath<SnapshotFrom<AnyStateMachine>, EventObject>;

// ————— candidates and the minimal set —————

function serializeSnapshot(model: PathModel, snapshot: SnapshotFrom<AnyStateMachine>): string {
  const context = model.contextKey ? model.contextKey(snapshot.context as Record<string, unknown>) : null;
  return JSON.stringify([snapshot.value, snapshot.status, context]);
}

/** Every event the model offers, each with its variant's name (keyed by the event object and by its JSON). */
function modelEvents(model: PathModel): { all: ModelEvent[]; variantOf: (event: EventObject) => string | null } {
  const names = new Map<string, string>();
  const all = eventTypesOf(model.machine).flatMap((type): ModelEvent[] => {
    const variants = Object.entries(model.events[type] ?? {});
    if (variants.length === 0) return [{ type }];
    for (const [name, event] of variants) names.set(JSON.stringify(event), name);
    return variants.map(([, event]) => event);
  });
  return { all, variantOf: (event) => names.get(JSON.stringify(event)) ?? null };
}

/**
 * The graph's paths of one model: the shortest path to every reachable state (by state value
 * and the model's context key), plus, for every edge those paths do not take, the shortest
 * path to its source followed by that edge. Together they take every transition the model reaches.
 */
function graphPaths(model: PathModel, events: ModelEvent[]): GraphPath[] {
  const serialize = (snapshot: unknown) => serializeSnapshot(model, snapshot as SnapshotFrom<AnyStateMachine>);
  const serializeEvent = (event: EventObject) => JSON.stringify(event);
  const options = {
    input: model.input,
    events: ((snapshot: SnapshotFrom<AnyStateMachine>) => events.filter((event) => snapshot.can(event))) as (
      snapshot: unknown,
    ) => EventObject[],
    serializeState: serialize,
    serializeEvent,
  };
  const shortest = getShortestPaths(model.machine, options) as GraphPath[];
  const toState = new Map(shortest.map((path) => [serialize(path.state), path]));
  const usedEdges = new Set<string>();
  for (const path of shortest) {
    let from: unknown = null;
    for (const step of path.steps) {
      if (from !== null) usedEdges.add(`${serialize(from)}|${serializeEvent(step.event)}`);
      from = step.state;
    }
  }
  const extra: GraphPath[] = [];
  const adjacency = getAdjacencyMap(model.machine, options);
  for (const [stateKey, vertex] of Object.entries(adjacency)) {
    const head = toState.get(stateKey);
    if (!head) continue;
    for (const edge of Object.values(vertex.transitions) as { event: EventObject; state: GraphPath["state"] }[]) {
      if (usedEdges.has(`${stateKey}|${serializeEvent(edge.event)}`)) continue;
      extra.push({ state: edge.state, steps: [...head.steps, edge], weight: head.weight + 1 });
    }
  }
  return [...shortest, ...extra];
}

/** One model's candidate paths as listed paths, walked on a real actor; none is empty. */
function modelCandidates(model: PathModel): ListedPath[] {
  const { all, variantOf } = modelEvents(model);
  const candidates = new Map<string, ListedPath>();
  for (const graph of graphPaths(model, all)) {
    const sent = graph.steps.filter((step) => step.event.type !== "xstate.init");
    const walk = walkEvents(
      model,
      sent.map((step) => step.event),
    );
    const steps: PathStep[] = [];
    if (walk.startTransitions.length > 0) {
      const variant = startVariant(model);
      steps.push({
        type: startType,
        variant,
        event: { type: startType },
        from: null,
        to: walk.start,
        transitions: walk.startTransitions,
      });
    }
    let from = walk.start;
    sent.forEach((step, index) => {
      const event = step.event as ModelEvent;
      steps.push({
        type: event.type,
        variant: variantOf(event),
        event,
        from,
        to: step.state.value,
        transitions: walk.stepTransitions[index] ?? [],
      });
      from = step.state.value;
    });
    if (steps.length === 0) continue;
    const name = pathName(model, steps);
    if (candidates.has(name)) continue;
    candidates.set(name, {
      machine: model.machine.id,
      model: model.name,
      name,
      input: model.input,
      steps,
      states: walk.states,
      transitions: [...new Set(steps.flatMap((step) => step.transitions))],
    });
  }
  return [...candidates.values()];
}

/** Every candidate path of the models of one machine (the minimal set is chosen among them). */
export function candidatePaths(models: PathModel[]): ListedPath[] {
  return models.flatMap(modelCandidates);
}

/** What a path covers: its states and transitions, as one set of keys. */
function coverKeys(path: ListedPath): string[] {
  return [...path.states.map((id) => `state ${id}`), ...path.transitions.map((name) => `transition ${name}`)];
}

/**
 * Greedy set cover: the path that adds most of what is not yet covered, ties going to fewer
 * steps, then to name order; until nothing more can be added. Deterministic.
 */
export function minimalCover(candidates: ListedPath[], covered: Set<string> = new Set()): ListedPath[] {
  const chosen: ListedPath[] = [];
  const done = new Set(covered);
  for (;;) {
    let best: ListedPath | null = null;
    let bestGain = 0;
    for (const candidate of candidates) {
      const gain = coverKeys(candidate).filter((key) => !done.has(key)).length;
      if (gain === 0) continue;
      const better =
        !best ||
        gain > bestGain ||
        (gain === bestGain &&
          (candidate.steps.length < best.steps.length ||
            (candidate.steps.length === best.steps.length && candidate.name < best.name)));
      if (better) {
        best = candidate;
        bestGain = gain;
      }
    }
    if (!best) return withoutRedundant(chosen, covered);
    chosen.push(best);
    for (const key of coverKeys(best)) done.add(key);
  }
}

/** Leaves out, first picked first, every chosen path whose states and transitions the others cover too. */
function withoutRedundant(chosen: ListedPath[], covered: Set<string>): ListedPath[] {
  const kept = [...chosen];
  for (const path of chosen) {
    const others = new Set(covered);
    for (const other of kept) if (other !== path) for (const key of coverKeys(other)) others.add(key);
    if (coverKeys(path).every((key) => others.has(key))) kept.splice(kept.indexOf(path), 1);
  }
  return kept;
}

/**
 * The listed paths of ONE machine (all its models: a fresh and a restored session, a deposit
 * and its receipt): the fewest that together reach every state and take every transition.
 */
export function listedPaths(models: PathModel[]): ListedPath[] {
  return minimalCover(candidatePaths(models));
}

export type Coverage = {
  states: { reached: number; total: number; missing: string[] };
  transitions: { reached: number; total: number; missing: string[] };
};

/** The states and transitions of the machine the paths reach, and those they miss. */
export function coverageOf(machine: AnyStateMachine, paths: Pick<ListedPath, "states" | "transitions">[]): Coverage {
  const active = new Set(paths.flatMap((path) => path.states));
  const taken = new Set(paths.flatMap((path) => path.transitions));
  const states = stateIdsOf(machine);
  const transitions = transitionsOf(machine).map(transitionName);
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

// ————— listing and commands —————

/** A step as a line of a listing: `editing --withdraw.review (valid amount)--> confirming`. */
export function stepLine(step: PathStep): string {
  if (step.type === startType) return `start${step.variant ? ` (${step.variant})` : ""} --> ${stateName(step.to)}`;
  return `${stateName(step.from)} --${step.type}${step.variant ? ` (${step.variant})` : ""}--> ${stateName(step.to)}`;
}

/** The event's payload as JSON (everything but its type), null when it has none. */
export function payloadOf(step: PathStep): string | null {
  const { type: _type, ...payload } = step.event;
  return Object.keys(payload).length === 0 ? null : JSON.stringify(payload);
}

/** A path's steps as lines, each payload in full on the line after its step. */
export function stepLines(path: ListedPath): string[] {
  return path.steps.flatMap((step) => {
    const payload = payloadOf(step);
    return payload ? [stepLine(step), `  ${payload}`] : [stepLine(step)];
  });
}

/**
 * The pattern that selects a test titled by the path's name and nothing else: both runners
 * match a regular expression against the test's full title (Vitest: `describe > test`;
 * Playwright: the title path joined by spaces, case-insensitively), so the name's regex
 * characters are escaped and the end is anchored (a name that begins another selects only itself).
 */
export function titlePattern(name: string): string {
  return `${name.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}$`;
}

/** A shell word: single quotes keep every character as it is (a quote inside is closed, escaped and reopened). */
function shellWord(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** The path's Vitest walk (tests/machines/paths.test.ts titles each path by its name). */
export function vitestCommand(path: Pick<ListedPath, "name">): string {
  return `npx vitest run tests/machines/paths.test.ts -t ${shellWord(titlePattern(path.name))}`;
}

/** The path's UI test (tests/e2e/paths.spec.ts titles each by its name); it needs `npm run build` first. */
export function playwrightCommand(path: Pick<ListedPath, "name">): string {
  return `npx playwright test -g ${shellWord(titlePattern(path.name))}`;
}
