/**
 * What the running app tells the statechart visualiser (another tab of the same origin) about
 * its actors: the channel's name and the message. Both sides import it from here.
 */
export const inspectionChannel = "player-app-inspector";

/**
 * Where the app finds the live-inspection module outside development: built with the visualiser
 * (dist-flows/) and served by the reference API only while the sandbox is on, so the players'
 * build holds no inspection code and a production server cannot switch it on.
 */
export const liveInspectionModule = "/flows/live-inspection.js";

/**
 * What every snapshot on the channel has (the Playwright path tests read `machine` and `value`). The
 * live-inspection module posts the whole message of the contract (src/api/contract/inspection.ts:
 * tab, actor instance, context, event, seq; every snapshot, a final one and an actor's stop too); the
 * visualiser follows the app through the reference API instead, which also serves other devices.
 */
export type InspectionMessage = { machine: string; nodes: string[]; value: unknown; at: number };

/**
 * The bounds of live inspection through the reference API (src/api/contract/inspection.ts checks them;
 * the app's live-inspection module caps what it sends by them).
 */
export const inspectionLimits = {
  /** Messages in one POST. */
  batch: 50,
  /** The JSON of a context, of a state value, of an event's payload. */
  contextBytes: 2048,
  valueBytes: 1024,
  payloadBytes: 1024,
  /** Active state node ids of one snapshot. */
  nodes: 64,
  /** Events kept per actor (the lane's log). */
  history: 50,
  /** Tabs kept per tenant, actors kept per tab. */
  tabs: 10,
  actorsPerTab: 24,
  /** Open streams per tenant. */
  streams: 20,
} as const;
