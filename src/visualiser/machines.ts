import type { AnyStateMachine } from "xstate";
import { pathModels } from "../../machines/path-models.ts";

/** "themeBoot" → "Theme boot", "otp" → "OTP". */
export function machineTitle(id: string): string {
  if (id === "otp") return "OTP";
  const words = id.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Every statechart of machines/, as the visualiser and the SVG export list them: the machines
 * of the path models (every machine has one; tests/machines/paths.test.ts checks it), in order.
 */
export const machines: { machine: AnyStateMachine; title: string }[] = [
  ...new Map(pathModels.map((model) => [model.machine.id, model.machine])).values(),
].map((machine) => ({ machine, title: machineTitle(machine.id) }));
