import type { ElkExtendedEdge, ElkNode } from "elkjs/lib/elk-api";
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from "xstate";
import { guardName, transitionName } from "../../machines/transition-name.ts";

/**
 * A statechart as a graph for ELK (layered, top-down): compound nodes for states with children,
 * edges for transitions labelled `event [guard] / actions`, the guardless branch after guarded
 * ones as `[else]`, delays with their value, entry/exit actions and invoked actors in their
 * state's box. Pure: the visualiser's DiagramView and `npm run flows:export` both use it.
 */
export type StateBox = {
  id: string;
  key: string;
  kind: "atomic" | "compound" | "parallel" | "final" | "history";
  /** the initial child of its compound parent */
  initial: boolean;
  /** a region of a parallel state (drawn dashed) */
  region: boolean;
  history: "shallow" | "deep" | null;
  invokes: string[];
  entry: string[];
  exit: string[];
  description: string | null;
};

export type TransitionEdge = {
  id: string;
  /** transitionName(t): the edge's `data-transition` */
  name: string;
  source: string;
  target: string;
  /** targetless or back to its own state: drawn as a loop on the box */
  self: boolean;
  /** the event in words: `withdraw.review`, `done: createWithdraw`, `after 60 s`, `always` (empty for a guarded eventless one) */
  event: string;
  guard: string | null;
  /** the guardless branch after guarded ones of the same event */
  isElse: boolean;
  actions: string[];
  /** `sessionFreshness = 5 min`, `60 s`, or a function delay's name */
  delay: string | null;
  description: string | null;
  /** first label line: `event [guard]` */
  label: string;
  /** second label line: `/ actions`, or "" */
  actionsLabel: string;
  /** the label as drawn: event, guard and actions wrapped to short lines (narrow labels, narrow layers) */
  lines: { text: string; actions: boolean }[];
};

export type GraphInfo = {
  graph: ElkNode;
  machineId: string;
  boxes: Map<string, StateBox>;
  edges: Map<string, TransitionEdge>;
};

export const charWidth = 6.1;
export const lineHeight = 15;
const boxPadding = 12;
const headerHeight = 26;

/** 60000 → "60 s", 300000 → "5 min", 250 → "250 ms". */
export function formatDelay(ms: number): string {
  if (ms >= 120_000 && ms % 60_000 === 0) return `${ms / 60_000} min`;
  if (ms >= 1000 && ms % 1000 === 0) return `${ms / 1000} s`;
  if (ms >= 1000) return `${(ms / 1000).toFixed(1)} s`;
  return `${ms} ms`;
}

/** An action's name: `assign` for xstate.assign, `raise` for xstate.raise, `inline` for an anonymous function. */
function actionName(action: unknown): string {
  const type =
    typeof action === "string"
      ? action
      : action && (typeof action === "object" || typeof action === "function") && "type" in action
        ? String((action as { type: unknown }).type)
        : "inline";
  return type.startsWith("xstate.") ? type.slice("xstate.".length) : type;
}

/** The raise/cancel pairs XState adds to schedule `after` transitions: not the author's actions. */
function isDelaySchedule(action: unknown): boolean {
  if (!action || (typeof action !== "object" && typeof action !== "function")) return false;
  const { id, sendId } = action as { id?: unknown; sendId?: unknown };
  return [id, sendId].some((value) => typeof value === "string" && value.startsWith("xstate.after."));
}

const actionNames = (actions: readonly unknown[]) =>
  actions.filter((action) => !isDelaySchedule(action)).map(actionName);

function delayOf(machine: AnyStateMachine, transition: AnyTransitionDefinition): string | null {
  const delay = (transition as { delay?: unknown }).delay;
  if (typeof delay === "number") return formatDelay(delay);
  if (typeof delay !== "string") return null;
  if (/^\d+$/.test(delay)) return formatDelay(Number(delay));
  const value = (machine.implementations.delays as Record<string, unknown> | undefined)?.[delay];
  return typeof value === "number" ? formatDelay(value) : delay;
}

function eventWords(machine: AnyStateMachine, transition: AnyTransitionDefinition): string {
  const type = transition.eventType;
  if (type.startsWith("xstate.after.")) return `after ${delayOf(machine, transition) ?? type.split(".")[2]}`;
  if (type.startsWith("xstate.done.actor.")) return `done: ${type.slice("xstate.done.actor.".length)}`;
  if (type.startsWith("xstate.error.actor.")) return `error: ${type.slice("xstate.error.actor.".length)}`;
  if (type.startsWith("xstate.done.state.")) return "done";
  if (type === "") return "always";
  return type;
}

function boxOf(node: AnyStateNode): StateBox {
  const parent = node.parent;
  return {
    id: node.id,
    key: node.key,
    kind: node.type,
    initial: Boolean(parent && parent.type === "compound" && parent.initial?.target?.[0] === node),
    region: parent?.type === "parallel",
    history: node.type === "history" ? (node.history === "deep" ? "deep" : "shallow") : null,
    invokes: node.invoke.map((invoke) => (typeof invoke.src === "string" ? invoke.src : invoke.id)),
    entry: actionNames(node.entry),
    exit: actionNames(node.exit),
    description: node.description ?? null,
  };
}

/** The lines of a state's box: its name, then `entry / …`, `exit / …`, `invoke: …`. */
export function boxLines(box: StateBox): string[] {
  if (box.kind === "history") return [box.history === "deep" ? "H*" : "H"];
  const lines = [box.key];
  if (box.entry.length > 0) lines.push(`entry / ${box.entry.join(", ")}`);
  if (box.exit.length > 0) lines.push(`exit / ${box.exit.join(", ")}`);
  for (const src of box.invokes) lines.push(`invoke: ${src}`);
  return lines;
}

/** The transitions a state node declares, event by event, eventless ones last, in document order. */
function transitionGroups(node: AnyStateNode): AnyTransitionDefinition[][] {
  const groups = [...node.transitions.values()] as AnyTransitionDefinition[][];
  if (node.always?.length) groups.push(node.always as AnyTransitionDefinition[]);
  return groups;
}

/** The sibling of `child` (or its ancestor) among `parent`'s children. */
function childOf(parent: AnyStateNode, node: AnyStateNode): AnyStateNode | null {
  let current: AnyStateNode | undefined = node;
  while (current && current.parent !== parent) current = current.parent;
  return current ?? null;
}

/**
 * A compound state's children in the order a reader follows them: the initial one first, then
 * breadth-first along the transitions between them; ELK breaks cycles by this order, so the flow
 * runs top-down from the initial state and only the way back points up.
 */
function flowOrder(node: AnyStateNode): AnyStateNode[] {
  const children = Object.values(node.states) as AnyStateNode[];
  const initial = node.type === "compound" ? (node.initial?.target?.[0] as AnyStateNode | undefined) : undefined;
  const start = initial ? childOf(node, initial) : null;
  const order: AnyStateNode[] = [];
  const queue = start ? [start] : [];
  const seen = new Set(queue);
  const next = (from: AnyStateNode): AnyStateNode[] => {
    const within = [from, ...getDescendants(from)];
    return within
      .flatMap((inner) => transitionGroups(inner).flat())
      .flatMap((transition) => (transition.target ?? []) as AnyStateNode[])
      .map((target) => childOf(node, target))
      .filter((target): target is AnyStateNode => target !== null);
  };
  while (queue.length > 0 || order.length < children.length) {
    const current = queue.shift() ?? children.find((child) => !seen.has(child));
    if (!current) break;
    seen.add(current);
    order.push(current);
    for (const target of next(current)) {
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return order;
}

function getDescendants(node: AnyStateNode): AnyStateNode[] {
  return (Object.values(node.states) as AnyStateNode[]).flatMap((child) => [child, ...getDescendants(child)]);
}

const wrapAt = 26;

/** Words joined into lines of at most `wrapAt` characters (a longer word keeps its own line). */
function wrapWords(words: string[], separator: string): string[] {
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last}${separator}${word}`.length <= wrapAt)
      lines[lines.length - 1] = `${last}${separator}${word}`;
    else lines.push(word);
  }
  return lines;
}

/** `event [guard]` on one line when it fits, else the guard below; then `/ actions`, wrapped. */
function labelLines(event: string, condition: string, actions: string[]): TransitionEdge["lines"] {
  const head = [event, condition].filter(Boolean);
  const first = head.join(" ").length <= wrapAt ? [head.join(" ")] : head;
  const rest = actions.length > 0 ? wrapWords([`/ ${actions[0]}`, ...actions.slice(1)], ", ") : [];
  return [
    ...first.filter(Boolean).map((text) => ({ text, actions: false })),
    ...rest.map((text, index) => ({ text: index < rest.length - 1 ? `${text},` : text, actions: true })),
  ];
}

const textWidth = (text: string, size = 11) => Math.ceil(text.length * charWidth * (size / 11));

/**
 * ELK's layered options, on every level (nested graphs do not inherit them): top-down, cycles
 * broken depth-first from the first child (the initial state, see flowOrder), compact spacing.
 */
const layered: Record<string, string> = {
  "elk.algorithm": "layered",
  "elk.direction": "DOWN",
  "elk.layered.cycleBreaking.strategy": "DEPTH_FIRST",
  "elk.layered.spacing.nodeNodeBetweenLayers": "20",
  "elk.spacing.nodeNode": "22",
  "elk.layered.spacing.edgeNodeBetweenLayers": "6",
  "elk.spacing.edgeLabel": "2",
  "elk.spacing.edgeEdge": "8",
  "elk.edgeLabels.inline": "false",
  "elk.layered.nodePlacement.strategy": "NETWORK_SIMPLEX",
};

/** Builds the ELK graph of a machine (not laid out yet) with what the renderer needs to draw it. */
export function statechartGraph(machine: AnyStateMachine): GraphInfo {
  const boxes = new Map<string, StateBox>();
  const edgeInfo = new Map<string, TransitionEdge>();
  const edges: ElkExtendedEdge[] = [];

  const addEdges = (node: AnyStateNode) => {
    for (const group of transitionGroups(node)) {
      group.forEach((transition, index) => {
        const guard = guardName(transition);
        const isElse = !guard && group.slice(0, index).some((earlier) => guardName(earlier));
        const words = eventWords(machine, transition);
        const eventless = transition.eventType === "";
        const event = eventless && (guard || isElse) ? "" : words;
        const condition = guard ? `[${guard}]` : isElse ? "[else]" : "";
        const label = [event, condition].filter(Boolean).join(" ");
        const actions = actionNames(transition.actions);
        const actionsLabel = actions.length > 0 ? `/ ${actions.join(", ")}` : "";
        const targets = transition.target?.length ? transition.target : [node];
        const lines = labelLines(event, condition, actions);
        for (const target of targets as AnyStateNode[]) {
          const id = `e${edgeInfo.size}`;
          edgeInfo.set(id, {
            id,
            name: transitionName(transition),
            source: node.id,
            target: target.id,
            self: target === node,
            event,
            guard,
            isElse,
            actions,
            delay: transition.eventType.startsWith("xstate.after.") ? delayOf(machine, transition) : null,
            description: transition.description ?? null,
            label,
            actionsLabel,
            lines,
          });
          edges.push({
            id,
            sources: [node.id],
            targets: [target.id],
            labels: [
              {
                id: `${id}-label`,
                text: label,
                width: Math.max(...lines.map((line) => textWidth(line.text))) + 10,
                height: lines.length * lineHeight + 4,
              },
            ],
          });
        }
      });
    }
  };

  const toElk = (node: AnyStateNode): ElkNode => {
    const box = boxOf(node);
    boxes.set(node.id, box);
    addEdges(node);
    const lines = boxLines(box);
    const header = headerHeight + (lines.length - 1) * lineHeight;
    const width = Math.max(
      box.kind === "history" ? 36 : 96,
      Math.ceil((lines[0] ?? "").length * 7.9) + 2 * boxPadding,
      ...lines.slice(1).map((line) => textWidth(line) + 2 * boxPadding),
    );
    const children = flowOrder(node);
    const elk: ElkNode = { id: node.id };
    if (children.length > 0) {
      elk.children = children.map(toElk);
      elk.layoutOptions = {
        ...layered,
        "elk.padding": `[top=${header + 14},left=14,bottom=14,right=14]`,
        "elk.nodeSize.minimum": `(${width}, ${header + 40})`,
        "elk.nodeSize.constraints": "MINIMUM_SIZE",
      };
    } else {
      elk.width = width;
      elk.height = box.kind === "history" ? 36 : header + (lines.length > 1 ? 8 : 4);
    }
    return elk;
  };

  // the machine itself is the outer box (its own events, entry actions and invokes show on it)
  const root = machine.root as AnyStateNode;
  const graph: ElkNode = {
    id: "__root",
    layoutOptions: {
      ...layered,
      "elk.hierarchyHandling": "INCLUDE_CHILDREN",
      // every edge is listed on the root: have ELK give all edge coordinates relative to it
      "elk.json.edgeCoords": "ROOT",
    },
    children: [toElk(root)],
    edges,
  };
  return { graph, machineId: machine.id, boxes, edges: edgeInfo };
}

/** The graph with every description passed through `translate` (the visualiser's translation of them). */
export function describedGraph(info: GraphInfo, translate: (text: string) => string): GraphInfo {
  const boxes = new Map(
    [...info.boxes].map(([id, box]) => [id, { ...box, description: box.description && translate(box.description) }]),
  );
  const edges = new Map(
    [...info.edges].map(([id, edge]) => [
      id,
      { ...edge, description: edge.description && translate(edge.description) },
    ]),
  );
  return { ...info, boxes, edges };
}
