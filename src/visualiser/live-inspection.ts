import type { AnyActorRef, InspectionEvent } from "xstate";
import type { InspectionMessage } from "../api/contract/inspection.ts";
import { inspectionChannel, inspectionLimits } from "../lib/inspection-channel.ts";
import { cappedJson } from "./inspection-json.ts";

/** The app's inspection hook (src/flows/use-flow.ts `inspector`), handed over by main.tsx. */
export type InspectorHook = { inspect?: (event: InspectionEvent) => void };

/** Where the batches go: the reference API the app talks to (same origin unless built for another). */
const endpoint = `${import.meta.env.VITE_API_URL ?? ""}/api/sandbox/inspect`;
/** A batch leaves this long after its first message (a burst of steps is one request). */
const flushMs = 100;
/** The latest snapshot of every running actor is sent again this often (a restarted server, a dropped tab). */
const syncMs = 30_000;
/** A request's JSON stays under the API's 16 KB body limit. */
const maxBatchChars = 12_000;

type Snapshot = {
  machine?: { id: string };
  _nodes?: { id: string }[];
  value?: unknown;
  context?: unknown;
  status?: InspectionMessage["status"];
};

/**
 * Reports every statechart actor of the app (root flows and the machines they invoke) to the
 * visualiser: each snapshot with its tab, instance, machine, state, active nodes, context and the
 * event that caused it, and a `stopped` message when the actor ends. Every snapshot goes on the
 * BroadcastChannel (another tab of this browser; the Playwright path tests read `machine` and
 * `value` there) and, batched, to the reference API (`POST /api/sandbox/inspect`), which keeps them
 * for a visualiser opened later or on another device (`/flows`, Live).
 *
 * Not part of the players' build: it is built with the visualiser (`vite build --mode flows` →
 * dist-flows/live-inspection.js) and served at /flows/live-inspection.js only while the sandbox is
 * on; in development main.tsx imports it directly. The app loads it only when asked for (?inspect).
 */
export function startLiveInspection(hook: InspectorHook): void {
  const channel = new BroadcastChannel(inspectionChannel);
  const tab = randomTab();
  const latest = new Map<string, InspectionMessage>();
  let seq = 0;
  const nextSeq = () => {
    seq += 1;
    return seq;
  };
  let queue: InspectionMessage[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** False once the API said it has no inspection (the sandbox is off): nothing more is sent there. */
  let serverListens = true;

  /** `keepalive` lets the last batch of a page that goes away still leave (64 KB at most in flight). */
  const send = (messages: InspectionMessage[], keepalive = false) => {
    for (const batch of batches(messages)) {
      void fetch(endpoint, {
        method: "POST",
        headers: { "Content-Type": "application/json", current_domain: window.location.href },
        body: JSON.stringify({ messages: batch }),
        keepalive,
      }).then(
        (res) => {
          if (res.status === 404) serverListens = false;
        },
        () => {},
      );
    }
  };
  const flush = () => {
    timer = null;
    const messages = queue;
    queue = [];
    if (serverListens && messages.length > 0) send(messages);
  };
  const enqueue = (message: InspectionMessage) => {
    if (!serverListens) return;
    queue.push(message);
    timer ??= setTimeout(flush, flushMs);
  };

  hook.inspect = (event: InspectionEvent) => {
    if (event.type !== "@xstate.snapshot") return;
    const snapshot = event.snapshot as Snapshot;
    if (!snapshot.machine || !snapshot._nodes) return;
    const actorRef = event.actorRef as AnyActorRef & { _parent?: AnyActorRef };
    const { type, ...payload } = event.event as { type: string } & Record<string, unknown>;
    const status = snapshot.status ?? "active";
    const message: InspectionMessage = {
      kind: status === "active" ? "snapshot" : "stopped",
      tab,
      actor: actorRef.sessionId,
      parent: actorRef._parent?.sessionId ?? null,
      machine: snapshot.machine.id,
      value: cappedJson(snapshot.value, inspectionLimits.valueBytes, { secrets: false }),
      nodes: snapshot._nodes.map((node) => node.id).slice(0, inspectionLimits.nodes),
      context: cappedJson(snapshot.context ?? null, inspectionLimits.contextBytes),
      event: {
        type: type.slice(0, 120) || "?",
        ...(Object.keys(payload).length > 0 ? { payload: cappedJson(payload, inspectionLimits.payloadBytes) } : {}),
      },
      status,
      seq: nextSeq(),
      at: Date.now(),
    };
    if (message.kind === "snapshot") latest.set(message.actor, message);
    else latest.delete(message.actor);
    // every snapshot on the channel, as before (the path tests wait for final states and count snapshots)
    channel.postMessage(message);
    enqueue(message);
  };

  // the latest snapshots again from time to time, and at once when the page comes back from the back/forward cache
  const sync = () => {
    for (const message of latest.values()) enqueue({ ...message, kind: "sync", seq: nextSeq() });
  };
  setInterval(sync, syncMs);
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) sync();
  });
  // the page goes away (closed, reloaded, left): its actors end
  window.addEventListener("pagehide", () => {
    const ended = [...latest.values()].map(
      (message): InspectionMessage => ({
        ...message,
        kind: "stopped",
        status: "stopped",
        event: { type: "page.hidden" },
        seq: nextSeq(),
        at: Date.now(),
      }),
    );
    if (timer) clearTimeout(timer);
    timer = null;
    const messages = [...queue, ...ended];
    queue = [];
    if (serverListens && messages.length > 0) send(messages, true);
  });
}

/** The messages in order, in requests of at most `batch` messages and `maxBatchChars` of JSON. */
function batches(messages: InspectionMessage[]): InspectionMessage[][] {
  const out: InspectionMessage[][] = [];
  let current: InspectionMessage[] = [];
  let size = 0;
  for (const message of messages) {
    const length = JSON.stringify(message).length + 1;
    if (current.length > 0 && (current.length >= inspectionLimits.batch || size + length > maxBatchChars)) {
      out.push(current);
      current = [];
      size = 0;
    }
    current.push(message);
    size += length;
  }
  if (current.length > 0) out.push(current);
  return out;
}

function randomTab(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}
