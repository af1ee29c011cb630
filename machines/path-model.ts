import type { AnyStateMachine, EventObject } from "xstate";
import { getStateNodes } from "xstate/graph";

/**
 * What drives a machine in a path test or the visualiser's simulation: the event
 * variants to try (named payloads, and the done, error and delay events of its
 * actors and timers), its input, and the part of context that decides guards.
 * One `<flow>.model.ts` beside each machine; `path-models.ts` lists them all.
 */
export type PathModel = {
  name: string;
  machine: AnyStateMachine;
  input?: unknown;
  /**
   * Event variants to try, by event type. Types not listed are sent as `{ type }`.
   * Done, error and delay events of the machine's actors and timers are listed here too
   * (`xstate.done.actor.<id>`, `xstate.error.actor.<id>`, `xstate.after.<delay>.<state id>`).
   */
  events: Record<string, Array<EventObject & Record<string, unknown>>>;
  /** The part of context that matters for which transitions are enabled (guards). */
  contextKey?: (context: Record<string, unknown>) => unknown;
};

/** Every event type any state node of the machine reacts to. */
export function eventTypesOf(machine: AnyStateMachine): string[] {
  const types = new Set<string>();
  for (const node of getStateNodes(machine.root)) {
    for (const type of node.transitions.keys()) types.add(type);
  }
  return [...types].sort();
}
