import type { AnyStateMachine, AnyStateNode } from "xstate";
import { getStateNodes } from "xstate/graph";
import { leadOf } from "./statechart-measure.ts";

/** The first description of a transition on `type`, in the order of the machine's states (none: null). */
function firstDescription(machine: AnyStateMachine, type: string): string | null {
  for (const node of [machine.root, ...getStateNodes(machine.root)] as AnyStateNode[]) {
    for (const transition of node.transitions.get(type) ?? []) {
      const description = transition.description?.trim();
      if (description) return description;
    }
  }
  return null;
}

/** "tokenRenewed" → "token renewed", "after.2000" → "after 2000". */
function words(code: string): string {
  return code
    .split(".")
    .flatMap((part) => part.replace(/([a-z0-9])([A-Z])/g, "$1 $2").split(/[\s_-]+/))
    .filter((word) => word !== "")
    .map((word) => (/^[A-Z0-9]+$/.test(word) ? word : word.toLowerCase()))
    .join(" ");
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * An event type in words when no transition on it has a description: the namespace dropped and the
 * rest split at dots and capitals ("withdraw.back" → "Back", "session.tokenRenewed" → "Token renewed");
 * an actor's done and error events and a timer read as what they are ("Load withdraw info done",
 * "Load withdraw info failed", "After 2000 ms").
 */
export function eventTypeWords(type: string): string {
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  if (actor?.[2]) return capitalised(`${words(actor[2])} ${actor[1] === "done" ? "done" : "failed"}`);
  const after = /^xstate\.after\.(\d+)\./.exec(type);
  if (after) return `After ${after[1]} ms`;
  const dot = type.indexOf(".");
  const rest = dot >= 0 && dot < type.length - 1 ? type.slice(dot + 1) : type;
  return capitalised(words(rest) || type);
}

/**
 * A plain-language name for an event type that has no named variant, for the simulation's buttons: the
 * lead of the description of the first transition (in the machine's state order) that handles the type
 * ('The player taps "Change amount"'), in the reader's language. `translate` turns a whole English
 * description into the reader's language (e.g. `(text) => translateDescription(i18n, text)`); the lead
 * is cut from the translated text, so it is the catalog's own wording. Without a description, the type
 * in words (`eventTypeWords`).
 */
export function eventPlainName(machine: AnyStateMachine, type: string, translate: (text: string) => string): string {
  const description = firstDescription(machine, type);
  if (description === null) return eventTypeWords(type);
  return leadOf(translate(description));
}
