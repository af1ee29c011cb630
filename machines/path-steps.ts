import { stateName } from "./machine-parts.ts";
import type { ModelEvent, PathModel } from "./path-model.ts";

/** The type of the first step of a model whose start itself takes transitions (an eventless `always`). */
export const startType = "xstate.init";

export type PathStep = {
  /** The event's type (`xstate.init` for the start of a model whose start takes transitions). */
  type: string;
  /** The model's name for the event's payload, null for an event sent bare. */
  variant: string | null;
  event: ModelEvent;
  /** State values before and after the step (`from` is null for the start). */
  from: unknown;
  to: unknown;
  /** The transitions the step takes, by transitionName. */
  transitions: string[];
};

export type ListedPath = {
  /** The machine's id and the name of the model the path starts from. */
  machine: string;
  model: string;
  /** Unique across the project: `withdraw: loadWithdrawInfo done (bank account and PIN) → … ⇒ succeeded`. */
  name: string;
  /** The model's input: where the path starts. */
  input: unknown;
  steps: PathStep[];
  /** State node ids the path makes active (in order of first reach). */
  states: string[];
  /** Transitions it takes, by transitionName (in order of first take). */
  transitions: string[];
};

// ————— names —————

/**
 * An event type in short words: `review` for `withdraw.review`, `loadWithdrawInfo done` and
 * `loadWithdrawInfo failed` for an actor's done and error events, `after untilReset` for a delay.
 */
export function eventWords(type: string): string {
  if (type === startType) return "start";
  const settled = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  if (settled) return `${settled[2]} ${settled[1] === "done" ? "done" : "failed"}`;
  const after = /^xstate\.after\.([^.]+)\./.exec(type);
  if (after?.[1]) return `after ${/^\d+$/.test(after[1]) ? `${after[1]} ms` : after[1]}`;
  const dot = type.indexOf(".");
  return dot > 0 ? type.slice(dot + 1) : type;
}

/** A step as a tester reads it: `review (valid amount)`, `withdraw.recheck` sent bare reads `recheck`. */
export function stepWords(step: Pick<PathStep, "type" | "variant">): string {
  return `${eventWords(step.type)}${step.variant ? ` (${step.variant})` : ""}`;
}

/** What sets a model's start apart: `restored` of `session (restored)`, null for a machine's plain model. */
export function startVariant(model: PathModel): string | null {
  return /\((.+)\)$/.exec(model.name)?.[1] ?? null;
}

/**
 * A path's name: the model, the steps by their named variants, and the state it ends in. The
 * start step shows only when it is the whole path (`theme-boot (injected theme): start (injected theme) ⇒ ready`).
 */
export function pathName(model: PathModel, steps: PathStep[]): string {
  const shown = steps.length === 1 ? steps : steps.filter((step) => step.type !== startType);
  return `${model.name}: ${shown.map(stepWords).join(" → ")} ⇒ ${stateName(steps.at(-1)?.to)}`;
}
