import type { AnyStateMachine, AnyStateNode } from "xstate";
import { leadOf } from "./statechart-measure.ts";

/**
 * The states a simulation is in, in the reader's words: each active leaf state's description lead (translated),
 * joined by " · " when parallel regions hold several; a state without a description by its key.
 */
export function activeStatesTitle(
  machine: AnyStateMachine,
  activeIds: string[],
  translate: (text: string) => string,
): string {
  const active = new Set(activeIds);
  const leaves = activeIds
    .map((id) => {
      try {
        return machine.getStateNodeById(id) as AnyStateNode;
      } catch {
        return null;
      }
    })
    .filter((node): node is AnyStateNode => node !== null && node !== machine.root)
    .filter((node) => !Object.values(node.states).some((child) => active.has((child as AnyStateNode).id)));
  return leaves.map((node) => (node.description ? leadOf(translate(node.description)) : node.key)).join(" · ");
}
