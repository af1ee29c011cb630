import type { InspectionEvent } from "xstate";
import { type InspectionMessage, inspectionChannel } from "../lib/inspection-channel.ts";

/** The app's inspection hook (src/flows/use-flow.ts `inspector`), handed over by main.tsx. */
export type InspectorHook = { inspect?: (event: InspectionEvent) => void };

/**
 * Forwards every machine snapshot of the app to the visualiser. Not part of the players' build:
 * it is built with the visualiser (`vite build --mode flows` → dist-flows/live-inspection.js) and
 * served at /flows/live-inspection.js only while the sandbox is on; in development main.tsx
 * imports it directly. The app loads it only when asked for (?inspect).
 */
export function startLiveInspection(hook: InspectorHook): void {
  const channel = new BroadcastChannel(inspectionChannel);
  hook.inspect = (event: InspectionEvent) => {
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
