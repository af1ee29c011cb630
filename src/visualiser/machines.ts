import type { AnyStateMachine } from "xstate";
import { pathModels } from "../../machines/path-models.ts";

const acronyms: Record<string, string> = { otp: "OTP", pin: "PIN" };

/** "themeBoot" → "Theme boot", "bankAccount" → "Bank account", "otp" → "OTP". */
export function machineTitle(id: string): string {
  if (acronyms[id]) return acronyms[id];
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
