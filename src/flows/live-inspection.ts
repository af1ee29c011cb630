import type { InspectionEvent } from "xstate";
import { type InspectionMessage, inspectionChannel } from "../lib/inspection-channel.ts";
import { inspector } from "./use-flow.ts";

/** Forwards every machine snapshot of the app to the visualiser. Loaded only on request. */
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
