import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from "xstate";
import { leadOf, measureText, wrapText } from "./statechart-measure.ts";
import type { StateBox, TransitionEdge } from "./statechart-model.ts";

/** The label lines' and the boxes' meta lines' height (11 px text). */
export const lineHeight = 14;
/** A state title's line height (13 px bold text). */
export const titleLineHeight = 15;
export const titleSize = 13;
export const boxPadding = 12;
export const headerHeight = 26;
/** Plain mode: a state title at most this wide (its box at most 214 px), in at most this many lines. */
export const titleWidth = 190;
export const titleMaxLines = 3;
/** Plain mode: the machine's own box (the frame) has room for a wider title, in at most two lines. */
export const rootTitleWidth = 380;
/**
 * Plain mode: an arrow's label text at most this wide, in at most this many lines. Top-down, labels sit side by side
 * between two rows of states, so narrow ones keep the rows narrow; left to right they stack, so wider ones keep the
 * columns short.
 */
export const labelWidths = { DOWN: 140, RIGHT: 160 };
export const labelMaxLines = 3;

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

/** How a box or label reads: technical (code names) or plain (the descriptions' leads, translated). */
export type TextMode = { technical: boolean; translate: (text: string) => string };

/** A state as the renderer draws it; `rootTitle` names the machine's box in plain mode when it has no description. */
export function boxOf(node: AnyStateNode, mode: TextMode = plainEnglish, rootTitle?: string): StateBox {
  const parent = node.parent;
  const description = node.description ? mode.translate(node.description) : null;
  const base: Omit<StateBox, "title" | "meta"> = {
    id: node.id,
    key: node.key,
    kind: node.type,
    initial: Boolean(parent && parent.type === "compound" && parent.initial?.target?.[0] === node),
    region: parent?.type === "parallel",
    history: node.type === "history" ? (node.history === "deep" ? "deep" : "shallow") : null,
    invokes: node.invoke.map((invoke) => (typeof invoke.src === "string" ? invoke.src : invoke.id)),
    entry: actionNames(node.entry),
    exit: actionNames(node.exit),
    description,
  };
  if (base.kind === "history") return { ...base, title: [base.history === "deep" ? "H*" : "H"], meta: [] };
  if (mode.technical) {
    const meta: string[] = [];
    if (base.entry.length > 0) meta.push(`entry / ${base.entry.join(", ")}`);
    if (base.exit.length > 0) meta.push(`exit / ${base.exit.join(", ")}`);
    for (const src of base.invokes) meta.push(`invoke: ${src}`);
    return { ...base, title: [base.key], meta };
  }
  const text = description ? leadOf(description) : !parent && rootTitle ? rootTitle : base.key;
  const wrap = parent ? { width: titleWidth, maxLines: titleMaxLines } : { width: rootTitleWidth, maxLines: 2 };
  const title = wrapText(text, { ...wrap, size: titleSize, bold: true });
  return { ...base, title, meta: [] };
}

const plainEnglish: TextMode = { technical: false, translate: (text) => text };

/** The lines of a state's box: its title, then (technical) `entry / …`, `exit / …`, `invoke: …`. */
export function boxLines(box: StateBox): string[] {
  return [...box.title, ...box.meta];
}

/** A box's size for ELK: the title's and the meta lines' widths, the header's height (what drawState draws). */
export function boxSize(box: StateBox): { width: number; header: number; height: number } {
  const header = headerHeight + (box.title.length - 1) * titleLineHeight + box.meta.length * lineHeight;
  if (box.kind === "history") return { width: 36, header, height: 36 };
  const width = Math.ceil(
    Math.max(
      96,
      ...box.title.map((line) => measureText(line, titleSize, true) + 2 * boxPadding),
      ...box.meta.map((line) => measureText(line) + 2 * boxPadding),
    ),
  );
  return { width, header, height: header + (box.meta.length > 0 ? 8 : 4) };
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

/** An arrow's label in plain mode: the lead of its description, wrapped by width (CJK between characters). */
export function plainLabelLines(lead: string, width: number): TransitionEdge["lines"] {
  return wrapText(lead, { width, maxLines: labelMaxLines }).map((text) => ({ text, actions: false }));
}

/** A label's size for ELK: its widest line plus 5 px each side, its lines plus 2 px above and below. */
export function labelSize(lines: TransitionEdge["lines"]): { width: number; height: number } {
  return {
    width: Math.ceil(Math.max(0, ...lines.map((line) => measureText(line.text))) + 10),
    height: lines.length * lineHeight + 4,
  };
}
