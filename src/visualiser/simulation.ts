import { type AnyStateMachine, createActor, type EventObject, fromPromise } from "xstate";
import { getStateNodes } from "xstate/graph";
import { eventTypesOf } from "../../machines/path-model.ts";
import { pathModels } from "../../machines/path-models.ts";

export type GuardChoice = "auto" | "true" | "false";

/** The machine with its actors idle (the simulation sends their done/error events) and guards overridable. */
export function simulatedMachine(machine: AnyStateMachine, guards: Record<string, GuardChoice>): AnyStateMachine {
  const actors: Record<string, ReturnType<typeof fromPromise>> = {};
  for (const node of getStateNodes(machine.root)) {
    for (const invoke of node.invoke) {
      const impl = (machine.implementations.actors as Record<string, unknown>)[String(invoke.src)];
      if (typeof invoke.src === "string" && !(typeof impl === "object" && impl !== null && "root" in impl)) {
        actors[invoke.src] = fromPromise<unknown>(() => new Promise(() => {}));
      }
    }
  }
  const original = machine.implementations.guards as Record<string, (...args: unknown[]) => boolean>;
  const overridden: Record<string, (...args: unknown[]) => boolean> = {};
  for (const [name, impl] of Object.entries(original)) {
    overridden[name] = (...args) => {
      const choice = guards[name] ?? "auto";
      return choice === "auto" ? impl(...args) : choice === "true";
    };
  }
  return machine.provide({ actors, guards: overridden as never });
}

/** Events to offer: the variants the path models know (with payloads), else the bare event type. */
export function eventChoices(machine: AnyStateMachine): EventObject[] {
  const variants = Object.assign(
    {},
    ...pathModels.filter((m) => m.machine.id === machine.id).map((m) => m.events),
  ) as Record<string, EventObject[]>;
  return eventTypesOf(machine).flatMap((type) => variants[type] ?? [{ type }]);
}

export function inputFor(machine: AnyStateMachine): unknown {
  return pathModels.find((model) => model.machine.id === machine.id)?.input;
}

export function startSimulation(machine: AnyStateMachine, guards: Record<string, GuardChoice>) {
  const actor = createActor(simulatedMachine(machine, guards), { input: inputFor(machine) as never });
  actor.start();
  return actor;
}
