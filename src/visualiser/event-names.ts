import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from "xstate";
import { getStateNodes } from "xstate/graph";
import { descriptionLead } from "./lead.ts";

/** An event type's plain name: the lead of the first description of a transition on it, else its words. */
export function eventPlainName(machine: AnyStateMachine, type: string, translate: (text: string) => string): string {
  for (const node of [machine.root, ...getStateNodes(machine.root)] as AnyStateNode[]) {
    for (const transition of (node.transitions.get(type) ?? []) as AnyTransitionDefinition[]) {
      if (transition.description) return descriptionLead(translate(transition.description));
    }
  }
  const last = type.split(".").at(-1) ?? type;
  return last.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
}
