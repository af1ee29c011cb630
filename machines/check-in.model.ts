import type { CheckInClaimAnswer, CheckInStatus } from "../src/api/contract/check-in.ts";
import { checkInMachine } from "./check-in.machine.ts";
import { apiError } from "./model-fixtures.ts";
import type { PathModel } from "./path-model.ts";

/** Today unclaimed on day 3 of the default week (a streak of 2), about five hours before 00:00 GMT+8. */
const open: CheckInStatus = {
  today: "2026-11-25",
  claimed_today: false,
  streak: 2,
  cycle_day: 3,
  calendar: [
    { day: 1, reward: { kind: "point", amount: 10 }, state: "claimed", is_today: false },
    { day: 2, reward: { kind: "point", amount: 20 }, state: "claimed", is_today: false },
    { day: 3, reward: { kind: "bonus", amount: 100 }, state: "claimable", is_today: true },
    { day: 4, reward: { kind: "point", amount: 30 }, state: "upcoming", is_today: false },
  ],
  bonus_currency: "MYR",
  next_reset_at: "2026-11-25T16:00:00.000Z",
  ms_to_reset: 5 * 60 * 60 * 1000,
};

/** The same day once claimed: a streak of 3, the bonus won. */
const claimed: CheckInStatus = {
  ...open,
  claimed_today: true,
  streak: 3,
  calendar: open.calendar.map((d) => (d.day === 3 ? { ...d, state: "claimed" } : d)),
};

const won: CheckInClaimAnswer = {
  claim: {
    day: "2026-11-25",
    streak: 3,
    cycle_day: 3,
    reward: { kind: "bonus", amount: 100 },
    transaction_id: "0b9e6c1e-0000-4000-8000-000000000077",
  },
  status: claimed,
};

/**
 * A player opens /daily_check_in: today is open or already claimed; a claim is won, refused (another device was
 * first) or lost to the network; the day turns at 00:00 GMT+8 while the screen is open.
 */
export const checkInModel: PathModel = {
  name: "check-in",
  machine: checkInMachine,
  contextKey: (context) => ({
    claimed: (context.status as CheckInStatus | null)?.claimed_today ?? null,
    keyed: context.idempotencyKey !== null,
  }),
  events: {
    "xstate.done.actor.loadCheckIn": {
      "today open": { type: "xstate.done.actor.loadCheckIn", output: open },
      "today claimed": { type: "xstate.done.actor.loadCheckIn", output: claimed },
    },
    "xstate.error.actor.loadCheckIn": {
      "network down": { type: "xstate.error.actor.loadCheckIn", error: apiError(0, "Error Encountered") },
    },
    "xstate.done.actor.claimCheckIn": { "bonus won": { type: "xstate.done.actor.claimCheckIn", output: won } },
    "xstate.error.actor.claimCheckIn": {
      "another device was first": {
        type: "xstate.error.actor.claimCheckIn",
        error: apiError(409, "Already checked in today"),
      },
      "network down": { type: "xstate.error.actor.claimCheckIn", error: apiError(0, "Error Encountered") },
    },
  },
};
