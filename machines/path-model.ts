import type { AnyStateMachine, EventObject } from "xstate";
import { getStateNodes } from "xstate/graph";

/** One event a path can send: its payload, by type. */
export type ModelEvent = EventObject & Record<string, unknown>;

/**
 * What drives a machine in a path test or the visualiser's simulation: the named event
 * variants to try (payloads, and the done, error and delay events of its actors and timers),
 * its input, and the part of context that decides guards.
 * One `<flow>.model.ts` beside each machine; `path-models.ts` lists them all.
 */
export type PathModel = {
  /** The model's name: the machine's name, with what sets this start apart in brackets ("session (restored)"). */
  name: string;
  machine: AnyStateMachine;
  input?: unknown;
  /**
   * Event variants to try, by event type, each under a short plain-English name a product owner
   * understands ("valid amount", "over the balance", "wrong PIN"): the name shows in every path's
   * name and in the visualiser. Types not listed are sent as `{ type }`, with no variant name.
   * Done, error and delay events of the machine's actors and timers are listed here too
   * (`xstate.done.actor.<id>`, `xstate.error.actor.<id>`, `xstate.after.<delay>.<state id>`).
   */
  events: Record<string, Record<string, ModelEvent>>;
  /** The part of context that matters for which transitions are enabled (guards). */
  contextKey?: (context: Record<string, unknown>) => unknown;
};

/** An event with the name of its variant (null for a type the model sends bare). */
export type NamedEvent = { type: string; variant: string | null; event: ModelEvent };

/** Every event type any state node of the machine reacts to. */
export function eventTypesOf(machine: AnyStateMachine): string[] {
  const types = new Set<string>();
  for (const node of getStateNodes(machine.root)) {
    for (const type of node.transitions.keys()) types.add(type);
  }
  return [...types].sort();
}

/**
 * Every event the models of one machine can send, by name: each type the machine reacts to,
 * with the models' named variants (the first model's variant wins a name both use), else bare.
 * The visualiser offers these as its event choices.
 */
export function namedEventsOf(models: PathModel[]): NamedEvent[] {
  const machine = models[0]?.machine;
  if (!machine) return [];
  return eventTypesOf(machine).flatMap((type): NamedEvent[] => {
    const variants = new Map<string, ModelEvent>();
    for (const model of models) {
      for (const [variant, event] of Object.entries(model.events[type] ?? {})) {
        if (!variants.has(variant)) variants.set(variant, event);
      }
    }
    if (variants.size === 0) return [{ type, variant: null, event: { type } }];
    return [...variants].map(([variant, event]) => ({ type, variant, event }));
  });
}
