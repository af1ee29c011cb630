import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from "xstate";
import type { StateBox, TransitionEdge } from "./statechart-model.ts";

export const charWidth = 6.1;
export const lineHeight = 15;
export const boxPadding = 12;
export const headerHeight = 26;

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

export const actionNames = (actions: readonly unknown[]) =>
  actions.filter((action) => !isDelaySchedule(action)).map(actionName);

export function delayOf(machine: AnyStateMachine, transition: AnyTransitionDefinition): string | null {
  const delay = (transition as { delay?: unknown }).delay;
  if (typeof delay === "number") return formatDelay(delay);
  if (typeof delay !== "string") return null;
  if (/^\d+$/.test(delay)) return formatDelay(Number(delay));
  const value = (machine.implementations.delays as Record<string, unknown> | undefined)?.[delay];
  return typeof value === "number" ? formatDelay(value) : delay;
}

export function eventWords(machine: AnyStateMachine, transition: AnyTransitionDefinition): string {
  const type = transition.eventType;
  if (type.startsWith("xstate.after.")) return `after ${delayOf(machine, transition) ?? type.split(".")[2]}`;
  if (type.startsWith("xstate.done.actor.")) return `done: ${type.slice("xstate.done.actor.".length)}`;
  if (type.startsWith("xstate.error.actor.")) return `error: ${type.slice("xstate.error.actor.".length)}`;
  if (type.startsWith("xstate.done.state.")) return "done";
  if (type === "") return "always";
  return type;
}

export function boxOf(node: AnyStateNode): StateBox {
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
export function transitionGroups(node: AnyStateNode): AnyTransitionDefinition[][] {
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
export function flowOrder(node: AnyStateNode): AnyStateNode[] {
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
export function labelLines(event: string, condition: string, actions: string[]): TransitionEdge["lines"] {
  const head = [event, condition].filter(Boolean);
  const first = head.join(" ").length <= wrapAt ? [head.join(" ")] : head;
  const rest = actions.length > 0 ? wrapWords([`/ ${actions[0]}`, ...actions.slice(1)], ", ") : [];
  return [
    ...first.filter(Boolean).map((text) => ({ text, actions: false })),
    ...rest.map((text, index) => ({ text: index < rest.length - 1 ? `${text},` : text, actions: true })),
  ];
}

export const textWidth = (text: string, size = 11) => Math.ceil(text.length * charWidth * (size / 11));
