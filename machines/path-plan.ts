import type { AnyStateMachine, EventObject, SnapshotFrom } from "xstate";
import { type AdjacencyValue, getAdjacencyMap, getShortestPaths, type StatePath } from "xstate/graph";
import { stateIdsOf, stateName, transitionsOf } from "./machine-parts.ts";
import { type CoverEdge, type CoverGraph, minimumWalkCover } from "./path-cover.ts";
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

/** A path of one model as a listed path: the events it sends, each with the state the graph says it lands in. */
function listedPathOf(
  model: PathModel,
  sent: { event: ModelEvent; to: unknown }[],
  variantOf: (event: EventObject) => string | null,
): ListedPath | null {
  const walk = walkEvents(
    model,
    sent.map((step) => step.event),
  );
  const steps: PathStep[] = [];
  if (walk.startTransitions.length > 0) {
    steps.push({
      type: startType,
      variant: startVariant(model),
      event: { type: startType },
      from: null,
      to: walk.start,
      transitions: walk.startTransitions,
    });
  }
  let from = walk.start;
  sent.forEach(({ event, to }, index) => {
    steps.push({
      type: event.type,
      variant: variantOf(event),
      event,
      from,
      to,
      transitions: walk.stepTransitions[index] ?? [],
    });
    from = to;
  });
  if (steps.length === 0) return null;
  return {
    machine: model.machine.id,
    model: model.name,
    name: pathName(model, steps),
    input: model.input,
    steps,
    states: walk.states,
    transitions: [...new Set(steps.flatMap((step) => step.transitions))],
  };
}

/** One model's candidate paths as listed paths, walked on a real actor; none is empty. */
function modelCandidates(model: PathModel): ListedPath[] {
  const { all, variantOf } = modelEvents(model);
  const candidates = new Map<string, ListedPath>();
  for (const graph of graphPaths(model, all)) {
    const sent = graph.steps
      .filter((step) => step.event.type !== startType)
      .map((step) => ({ event: step.event as ModelEvent, to: step.state.value }));
    const path = listedPathOf(model, sent, variantOf);
    if (path && !candidates.has(path.name)) candidates.set(path.name, path);
  }
  return [...candidates.values()];
}

/**
 * Every candidate path of the models of one machine: the shortest path to each state and each
 * transition (the UI path tests top up from these what an undrivable listed path would take).
 */
export function candidatePaths(models: PathModel[]): ListedPath[] {
  return models.flatMap(modelCandidates);
}

/** What a path covers: its states and transitions, as one set of keys. */
export function coverKeys(path: Pick<ListedPath, "states" | "transitions">): string[] {
  return [...path.states.map((id) => `state ${id}`), ...path.transitions.map((name) => `transition ${name}`)];
}

/**
 * Greedy set cover: the path that adds most of what is not yet covered, ties going to fewer
 * steps, then to name order; until nothing more can be added. Deterministic, not always the
 * fewest: the listed paths are the exact minimum (`pathPlan`); the UI path tests top up with this.
 */
export function greedyCover(candidates: ListedPath[], covered: Set<string> = new Set()): ListedPath[] {
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

// ————— the exact minimum —————

/** The state graph of a machine's models as one cover graph, with what each vertex, edge and key stands for. */
type MachineGraph = {
  graph: CoverGraph;
  keys: string[];
  /** Per vertex: its model (index) and its state value; per edge: the event it sends. */
  vertices: { model: number; value: unknown }[];
  events: ModelEvent[];
};

function machineGraphOf(models: PathModel[]): MachineGraph {
  const keyIds = new Map<string, number>();
  const keys: string[] = [];
  const idOf = (key: string) => {
    let id = keyIds.get(key);
    if (id === undefined) {
      id = keys.length;
      keyIds.set(key, id);
      keys.push(key);
    }
    return id;
  };
  const vertices: MachineGraph["vertices"] = [];
  const edges: CoverEdge[] = [];
  const events: ModelEvent[] = [];
  const starts: CoverGraph["starts"] = [];
  models.forEach((model, modelIndex) => {
    const machine = model.machine;
    const sourceOf = new Map(transitionsOf(machine).map((t) => [transitionName(t), t.source.id]));
    const { all } = modelEvents(model);
    const serialize = (snapshot: unknown) => serializeSnapshot(model, snapshot as SnapshotFrom<AnyStateMachine>);
    const adjacency = getAdjacencyMap(model.machine, {
      input: model.input,
      events: ((snapshot: SnapshotFrom<AnyStateMachine>) => all.filter((event) => snapshot.can(event))) as (
        snapshot: unknown,
      ) => EventObject[],
      serializeState: serialize,
      serializeEvent: (event: EventObject) => JSON.stringify(event),
    }) as unknown as Record<string, AdjacencyValue<SnapshotFrom<AnyStateMachine>, ModelEvent>>;
    const offset = vertices.length;
    const vertexKeys = Object.keys(adjacency);
    const vertexId = new Map(vertexKeys.map((key, index) => [key, offset + index]));
    for (const key of vertexKeys) vertices.push({ model: modelIndex, value: adjacency[key]?.state.value });
    // the events that reach each vertex first, breadth first from the start (the map's first vertex)
    const reach = new Map<string, ModelEvent[]>([[vertexKeys[0] as string, []]]);
    const queue = [vertexKeys[0] as string];
    for (let head = 0; head < queue.length; head++) {
      const key = queue[head] as string;
      for (const edge of Object.values(adjacency[key]?.transitions ?? {})) {
        const to = serialize(edge.state);
        if (reach.has(to)) continue;
        reach.set(to, [...(reach.get(key) ?? []), edge.event as ModelEvent]);
        queue.push(to);
      }
    }
    const start = walkEvents(model, []);
    starts.push({
      vertex: offset,
      keys: coverKeys({ states: start.states, transitions: start.startTransitions }).map(idOf),
    });
    for (const key of vertexKeys) {
      for (const edge of Object.values(adjacency[key]?.transitions ?? {})) {
        const event = edge.event as ModelEvent;
        const walk = walkEvents(model, [...(reach.get(key) ?? []), event]);
        const transitions = walk.stepTransitions.at(-1) ?? [];
        const nodes = (edge.state as unknown as { _nodes: { id: string }[] })._nodes
          .map((node) => node.id)
          .filter((id) => id !== machine.root.id);
        const states = [...transitions.map((name) => sourceOf.get(name) ?? ""), ...nodes].filter(
          (id) => id !== "" && id !== machine.root.id,
        );
        edges.push({
          from: vertexId.get(key) as number,
          to: vertexId.get(serialize(edge.state)) as number,
          keys: [...new Set(coverKeys({ states, transitions }))].map(idOf),
        });
        events.push(event);
      }
    }
  });
  return { graph: { keyCount: keys.length, vertexCount: vertices.length, edges, starts }, keys, vertices, events };
}

/** The listed paths of one machine and the proof that fewer paths cannot reach every state and take every transition. */
export type PathPlan = {
  paths: ListedPath[];
  /** States and transitions no walk takes two of: each needs a path of its own (a lower bound). */
  apart: string[];
  /** The numbers of paths below the minimum the exact search tried and found too few. */
  exhausted: number[];
  /** How many simple paths (none a part of another) it chose among. */
  shapes: number;
  /** How many walks would do if a path could pass a state again and again (one walk takes a whole loop). */
  looping: number;
};

const plans = new WeakMap<PathModel, { models: PathModel[]; plan: PathPlan }[]>();

/**
 * The fewest paths of ONE machine (all its models: a fresh and a restored session, a deposit
 * and its receipt) that together reach every state and take every transition a path can: an
 * exact minimum (machines/path-cover.ts), each path as short as the construction makes it.
 * A path is a walk from a model's start in the state graph xstate/graph explores (a vertex is
 * a snapshot's value, status and the model's context key; an edge is one of the model's events);
 * it may pass a state more than once. Each path is walked on a real actor here, and must take what
 * the graph says. Cached per list of models.
 */
export function machineGraph(models: PathModel[]) {
  return machineGraphOf(models);
}

export function pathPlan(models: PathModel[]): PathPlan {
  const first = models[0];
  if (!first) return { paths: [], apart: [], exhausted: [], shapes: 0, looping: 0 };
  const known = plans
    .get(first)
    ?.find((entry) => entry.models.length === models.length && entry.models.every((model, i) => model === models[i]));
  if (known) return known.plan;
  const { graph, keys, vertices, events } = machineGraphOf(models);
  const cover = minimumWalkCover(graph, "simple");
  const paths = cover.walks.map((walk) => {
    const model = models[walk.start] as PathModel;
    const { variantOf } = modelEvents(model);
    const sent = walk.edges.map((edge) => ({
      event: events[edge] as ModelEvent,
      to: vertices[(graph.edges[edge] as CoverEdge).to]?.value,
    }));
    const path = listedPathOf(model, sent, variantOf);
    if (!path) throw new Error(`${model.name}: an empty path in the cover`);
    const expected = [
      ...(graph.starts[walk.start]?.keys ?? []),
      ...walk.edges.flatMap((e) => graph.edges[e]?.keys ?? []),
    ];
    const takes = new Set(coverKeys(path));
    const missed = expected.map((key) => keys[key] as string).filter((key) => !takes.has(key));
    if (missed.length > 0)
      throw new Error(
        `${path.name}: on a real actor it does not take ${missed.join(", ")} (is the model's contextKey complete?)`,
      );
    return path;
  });
  paths.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const plan: PathPlan = {
    paths,
    apart: cover.proof.apart.map((key) => keys[key] as string),
    exhausted: cover.proof.exhausted,
    shapes: cover.proof.shapes,
    looping: minimumWalkCover(graph, "looping").walks.length,
  };
  plans.set(first, [...(plans.get(first) ?? []), { models: [...models], plan }]);
  return plan;
}

/**
 * The listed paths of ONE machine (all its models): the fewest that together reach every state
 * and take every transition (`pathPlan`).
 */
export function listedPaths(models: PathModel[]): ListedPath[] {
  return pathPlan(models).paths;
}

/**
 * Why the plan's number of paths is the minimum, as `npm run paths` prints it: the keys no path takes
 * two of (each needs a path of its own), and when those are fewer than the paths, the sizes the exact
 * search tried in full and found too few.
 */
export function minimumProof(plan: PathPlan): string[] {
  const count = plan.paths.length;
  const lines = [
    plan.exhausted.length === 0
      ? `minimum: ${count}, as no path takes two of these ${plan.apart.length}:`
      : `minimum: ${count}, as the exact search over ${plan.shapes} longest paths found no ${plan.exhausted
          .map(String)
          .join(" nor ")} that take everything; a lower bound: no path takes two of these ${plan.apart.length}:`,
    ...plan.apart.map((key) => `  - ${key}`),
  ];
  if (plan.looping < count)
    lines.push(`(paths free to pass a state again would need ${plan.looping}: longer walks through the loops)`);
  return lines;
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
