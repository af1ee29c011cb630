import { queryOptions } from "@tanstack/react-query";
import { request } from "./client.ts";
import type { PlaySessionBody, RealityCheckBody, RestrictBody, SetLimitBody } from "./contract/responsible.ts";

const base = "/api/player/responsible";

/** Play responsibly: limits with what is left and when they reset, pending raises, reality check, time-out. */
export const getResponsible = () => request("ResponsibleView", base);

/** A new or lower limit applies at once; a raise or a removal waits 24 hours (the answer says which). */
export const setLimit = (body: SetLimitBody) => request("SetLimitAnswer", `${base}/limit`, { method: "POST", body });

export const setRealityCheck = (body: RealityCheckBody) =>
  request("ResponsibleView", `${base}/reality_check`, { method: "POST", body });

/** A time-out or self-exclusion: it starts at once and ends the session (the answer comes before it does). */
export const restrict = (body: RestrictBody) =>
  request("ResponsibleView", `${base}/restrict`, { method: "POST", body });

/** The open game's session clock (a heartbeat while /play_game is shown). */
export const playSession = (body: PlaySessionBody) => request("PlaySession", `${base}/play`, { method: "POST", body });

/** "Keep playing" after a reality check: the next one is due an interval later. */
export const keepPlaying = () => request("PlaySession", `${base}/play/keep`, { method: "POST", body: {} });

/** "Stop playing" or leaving the game: the session ends. */
export const stopPlaying = () => request("Ok", `${base}/play/stop`, { method: "POST", body: {} });

/** Query keys: a `responsible` event invalidates `responsibleKeys.all`. */
export const responsibleKeys = {
  all: ["responsible"] as const,
};

export const responsibleQuery = () => queryOptions({ queryKey: responsibleKeys.all, queryFn: getResponsible });
