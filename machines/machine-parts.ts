/** A machine's parts as the path plan and the visualiser read them: its transitions, its state ids, readable state names, models by machine. */
import type { AnyStateMachine, AnyTransitionDefinition } from "xstate";
import { getStateNodes } from "xstate/graph";
import type { PathModel } from "./path-model.ts";

// ————— the machine's parts —————

/** Every transition the machine defines, each an object of the machine's own definition. */
export function transitionsOf(machine: AnyStateMachine): AnyTransitionDefinition[] {
  const all: AnyTransitionDefinition[] = [];
  for (const node of getStateNodes(machine.root)) {
    for (const list of node.transitions.values()) all.push(...list);
    if (node.always) all.push(...node.always);
  }
  return all;
}

/** State node ids of the machine, without the root. */
export function stateIdsOf(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root)
    .filter((node) => node !== machine.root)
    .map((node) => node.id);
}

/** A readable name for a state value: `signedIn.fresh`, `codeSent.{cooldown.resendable, code.entering}`. */
export function stateName(value: unknown): string {
  if (typeof value === "string") return value;
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 1) {
    const [key, child] = entries[0] as [string, unknown];
    return `${key}.${stateName(child)}`;
  }
  return `{${entries.map(([key, child]) => `${key}.${stateName(child)}`).join(", ")}}`;
}

/** The models of machines/ by machine id, in the order of the list. */
export function modelsByMachine(models: PathModel[]): Map<string, PathModel[]> {
  const byMachine = new Map<string, PathModel[]>();
  for (const model of models) byMachine.set(model.machine.id, [...(byMachine.get(model.machine.id) ?? []), model]);
  return byMachine;
}
