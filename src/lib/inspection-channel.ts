/**
 * What the running app tells the statechart visualiser (another tab of the same origin) about
 * its actors: the channel's name and the message. Both sides import it from here.
 */
export const inspectionChannel = "player-app-inspector";

export type InspectionMessage = { machine: string; nodes: string[]; value: unknown; at: number };
