import { type } from "arktype";
import { inspectionLimits } from "../../lib/inspection-channel.ts";

/**
 * Live inspection of the app's statecharts through the reference API (sandbox only): the app opened
 * with ?inspect posts what its actors do (`POST /api/sandbox/inspect`, batched), and the visualiser
 * reads `GET /api/sandbox/inspect/stream` (Server-Sent Events): first `event: hello` with every
 * running actor of the tenant (its latest snapshot and recent events), then `event: inspect` with
 * each new message. Everything is bounded: a message's context and event payload are capped by the
 * app before sending (and checked here), a batch holds at most `inspectionLimits.batch` messages
 * (src/lib/inspection-channel.ts: the limits are there, so the app's live-inspection module needs no arktype).
 */

/** What the visualiser is told about a JSON value the app had to cut (too large, or not JSON). */
export type CutValue = { "…": string };

/** A JSON value whose text is at most `max` characters. */
function JsonOfAtMost(max: number) {
  return type("unknown").narrow((value, ctx) => {
    let text: string | undefined;
    try {
      text = JSON.stringify(value);
    } catch {
      return ctx.mustBe("JSON");
    }
    return (text !== undefined && text.length <= max) || ctx.mustBe(`JSON of at most ${max} characters`);
  });
}

/** A random id per page load of the app (hex). */
export const InspectionTab = type(/^[0-9a-f]{8,32}$/);
/** An actor's instance (XState's sessionId, e.g. "x:12"). */
export const InspectionActorId = type(/^[\w:.-]{1,64}$/);
/** A machine's id (the statechart's root id). */
export const InspectionMachineId = type(/^[A-Za-z][\w.-]{0,63}$/);

export const InspectionEventInfo = type({
  type: "0 < string <= 120",
  "payload?": JsonOfAtMost(inspectionLimits.payloadBytes),
});
export type InspectionEventInfo = typeof InspectionEventInfo.infer;

/**
 * One thing an actor did: `snapshot` after each step (the event that caused it), `stopped` when it
 * ended (stopped, done or failed), `sync` the latest snapshot again (every 30 s while the tab lives,
 * so a restarted server and a tab dropped for silence come back; it adds no event to the log).
 */
export const InspectionMessage = type({
  kind: "'snapshot' | 'stopped' | 'sync'",
  tab: InspectionTab,
  actor: InspectionActorId,
  "parent?": InspectionActorId.or("null"),
  machine: InspectionMachineId,
  value: JsonOfAtMost(inspectionLimits.valueBytes),
  nodes: type("0 < string <= 200").array().atMostLength(inspectionLimits.nodes),
  context: JsonOfAtMost(inspectionLimits.contextBytes),
  event: InspectionEventInfo,
  status: "'active' | 'done' | 'error' | 'stopped'",
  seq: "0 <= number.integer <= 1000000000",
  at: "0 <= number.integer <= 10000000000000",
});
export type InspectionMessage = typeof InspectionMessage.infer;

export const InspectionBatch = type({
  messages: InspectionMessage.array().atLeastLength(1).atMostLength(inspectionLimits.batch),
});
export type InspectionBatch = typeof InspectionBatch.infer;

/** One event of an actor's log: what happened and where it left the actor. */
export type InspectionLogEntry = { seq: number; at: number; event: InspectionEventInfo; value: unknown };

/** A running (or ended) actor as the server knows it: its latest snapshot and its recent events. */
export type InspectedActor = {
  tab: string;
  actor: string;
  parent: string | null;
  machine: string;
  latest: InspectionMessage;
  ended: boolean;
  log: InspectionLogEntry[];
};

/** The stream's first message: every actor of the tenant's inspected tabs (`event: hello`). */
export type InspectionHello = { actors: InspectedActor[] };
