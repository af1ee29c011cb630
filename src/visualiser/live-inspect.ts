import type { InspectionEvent } from "xstate";
import { inspector } from "../lib/inspector.ts";

/** The channel the running app and the visualiser (another tab, same origin) share. */
export const inspectionChannel = "player-app-inspector";

export type InspectionMessage = { machine: string; nodes: string[]; value: unknown; at: number };

/** Forwards every machine snapshot of the app to the visualiser. */
export function startLiveInspection(): void {
  const channel = new BroadcastChannel(inspectionChannel);
  inspector.inspect = (event: InspectionEvent) => {
    if (event.type !== "@xstate.snapshot") return;
    const snapshot = event.snapshot as { machine?: { id: string }; _nodes?: { id: string }[]; value?: unknown };
    if (!snapshot.machine || !snapshot._nodes) return;
    const message: InspectionMessage = {
      machine: snapshot.machine.id,
      nodes: snapshot._nodes.map((node) => node.id),
      value: snapshot.value,
      at: Date.now(),
    };
    channel.postMessage(message);
  };
}
