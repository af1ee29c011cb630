import type { PlayLimit, SetLimitAnswer } from "../src/api/contract/responsible.ts";
import type { LimitsInput } from "./limits.machine.ts";
import { limitsMachine } from "./limits.machine.ts";
import { apiError } from "./model-fixtures.ts";
import type { PathModel } from "./path-model.ts";

/** A daily deposit limit of RM 200 with RM 150 deposited today: RM 50 left until 00:00 GMT+8. */
const dailyDeposit: PlayLimit = {
  key: "deposit_day",
  value: 20000,
  used: 15000,
  left: 5000,
  resets_at: "2026-11-27T16:00:00.000Z",
  pending: null,
};

const lowered: SetLimitAnswer = {
  outcome: "applied",
  limit: { ...dailyDeposit, value: 18000, left: 3000 },
};

/** The raise to RM 500 waits 24 hours: from 28 Nov 14:05 (GMT+8). */
const raised: SetLimitAnswer = {
  outcome: "pending",
  limit: { ...dailyDeposit, pending: { value: 50000, from: "2026-11-28T06:05:00.000Z" } },
};

const input: LimitsInput = { limit: dailyDeposit, currency: "MYR" };

/**
 * A player taps their daily deposit limit on /play_responsibly: lowers it (at once), raises or removes it (in 24
 * hours), types an amount the rules refuse, or the change is lost to the network.
 */
export const limitsModel: PathModel = {
  name: "limits",
  machine: limitsMachine,
  input,
  // the reviewed value too: a review that lowers and one that raises lead on to different answers of the server
  contextKey: (context) => {
    const limit = context.limit as PlayLimit;
    const draft = context.draft as { value: number | null } | null;
    return { value: limit.value, pending: limit.pending?.value ?? null, draft: draft ? draft.value : "none" };
  },
  events: {
    "limits.review": {
      "RM 180, lower": { type: "limits.review", value: 18000 },
      "RM 500, a raise": { type: "limits.review", value: 50000 },
      "remove the limit": { type: "limits.review", value: null },
      "RM 50.50, not whole": { type: "limits.review", value: 5050 },
    },
    "xstate.done.actor.setLimit": {
      "applied at once": { type: "xstate.done.actor.setLimit", output: lowered },
      "waits 24 hours": { type: "xstate.done.actor.setLimit", output: raised },
    },
    "xstate.error.actor.setLimit": {
      "network down": { type: "xstate.error.actor.setLimit", error: apiError(0, "Error Encountered") },
    },
  },
};
