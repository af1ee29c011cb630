import { request } from "./client.ts";
import type { ClaimCheckInBody } from "./contract/check-in.ts";

const checkIn = "/api/player/checkin";

/** Today's check-in: claimed or not, the streak, the cycle's calendar and the time to the next 00:00 GMT+8. */
export const getCheckIn = () => request("CheckInStatus", `${checkIn}/getCheckIn`);
/** Claims today's reward: answers what was won and the status after it. */
export const claimCheckIn = (body: ClaimCheckInBody) =>
  request("CheckInClaimAnswer", `${checkIn}/claim`, { method: "POST", body });
