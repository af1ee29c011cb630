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
