import { assertEvent, assign, fromPromise, setup } from "xstate";
import type { Currency } from "../src/api/contract/money.ts";
import {
  limitChange,
  limitValueProblem,
  type PlayLimit,
  type SetLimitAnswer,
  type SetLimitBody,
} from "../src/api/contract/responsible.ts";
import { errorCode, type FlowError } from "./errors.ts";

/**
 * Why a new value is not sent: the contract's refusal (`integer`: not a whole amount, `range`: under the
 * smallest or over the largest), or `same`: the limit in force already.
 */
export type LimitProblem = "integer" | "range" | "same";

export type LimitsInput = {
  /** The limit as the play-responsibly view shows it. */
  limit: PlayLimit;
  /** The player's wallet currency: money limits are in its minor units. */
  currency: Currency;
};

export type LimitsContext = LimitsInput & {
  /** The value the player reviewed (minor units or minutes; null removes the limit), once reviewed. */
  draft: { value: number | null } | null;
  /** Why the last value the player reviewed is refused here, before anything is sent. */
  problem: LimitProblem | null;
  /** What the server did with the change. */
  outcome: SetLimitAnswer["outcome"] | null;
  error: FlowError | null;
};

export type LimitsEvent =
  | { type: "limits.review"; value: number | null }
  | { type: "limits.edit" }
  | { type: "limits.confirm" }
  | { type: "limits.retry" };

/** Why `value` cannot be sent as the new value of `limit`, or null when it can. */
export function limitDraftProblem(limit: PlayLimit, value: number | null, currency: Currency): LimitProblem | null {
  if (value !== null) {
    const problem = limitValueProblem(limit.key, value, currency);
    if (problem) return problem;
  }
  return limitChange(limit.value, value) === "same" ? "same" : null;
}

/**
 * Changing one of the player's limits (a deposit or loss limit per day, week or month, or the daily session
 * time). The player types the new value (or removes the limit) and reviews it: a value the contract refuses
 * stays in the form with the reason. The review says whether it applies now (a new or lower limit) or in 24
 * hours (a raise or a removal, RTS 12). Confirmed, it is sent; the server answers applied, pending (with the
 * time it starts) or unchanged, or refuses it, and the player may retry or edit.
 */
export const limitsMachine = setup({
  types: {
    context: {} as LimitsContext,
    events: {} as LimitsEvent,
    input: {} as LimitsInput,
    children: {} as { setLimit: "setLimit" },
  },
  actors: {
    setLimit: fromPromise<SetLimitAnswer, SetLimitBody>(async () => {
      throw new Error("setLimit not provided");
    }),
  },
  guards: {
    isValueRefused: ({ context, event }) =>
      event.type === "limits.review" && limitDraftProblem(context.limit, event.value, context.currency) !== null,
    isPendingIncrease: ({ event }) =>
      "output" in event && (event.output as SetLimitAnswer | undefined)?.outcome === "pending",
  },
  actions: {
    /** The play-responsibly view (every limit, what is left, what waits) is read again. */
    refreshResponsible: () => {},
  },
}).createMachine({
  id: "limits",
  description:
    "Changing one play limit: a new or lower limit applies at once; a raise or a removal waits 24 hours (RTS 12). The server decides.",
  context: ({ input }) => ({ ...input, draft: null, problem: null, outcome: null, error: null }),
  initial: "editing",
  states: {
    editing: {
      description:
        'The limit\'s form: the amount (whole RM; minutes for the session limit) and "Remove limit". Shows why the last value was refused.',
      on: {
        "limits.review": [
          {
            guard: "isValueRefused",
            description:
              'The player taps "Review" with a value the rules refuse (not whole, too small or large, or the limit as it is): the form says why.',
            actions: assign({
              problem: ({ context, event }) => limitDraftProblem(context.limit, event.value, context.currency),
            }),
          },
          {
            target: "confirming",
            description:
              'Otherwise the player taps "Review" (or "Remove limit"): the review says whether it applies now or in 24 hours.',
            actions: assign({ draft: ({ event }) => ({ value: event.value }), problem: null, error: null }),
          },
        ],
      },
    },
    confirming: {
      description:
        "The review: the new value, and whether it applies at once (new or lower) or from a time 24 hours away (a raise or a removal).",
      on: {
        "limits.edit": {
          target: "editing",
          description: 'The player taps "Change": back to the form with the value kept.',
        },
        "limits.confirm": {
          target: "saving",
          description: 'The player taps "Confirm": the change is sent to the server.',
        },
      },
    },
    saving: {
      description: "The change is on its way to the server; the confirm button is busy.",
      invoke: {
        id: "setLimit",
        src: "setLimit",
        input: ({ context, event }) => {
          assertEvent(event, ["limits.confirm", "limits.retry"]);
          return { key: context.limit.key, value: context.draft?.value ?? null };
        },
        onDone: [
          {
            guard: "isPendingIncrease",
            target: "pendingIncrease",
            description:
              'The server keeps the raise or removal waiting 24 hours: "RM 500.00 from 28 Nov 14:05" shows; the limits are read again.',
            actions: [
              assign(({ event }) => ({ limit: event.output.limit, outcome: event.output.outcome, error: null })),
              "refreshResponsible",
            ],
          },
          {
            target: "saved",
            description:
              "Otherwise the server applies the new or lower limit at once (or it was so already): it shows; the limits are read again.",
            actions: [
              assign(({ event }) => ({ limit: event.output.limit, outcome: event.output.outcome, error: null })),
              "refreshResponsible",
            ],
          },
        ],
        onError: {
          target: "refused",
          description:
            'The server refuses the change or the network fails: the message shows with "Try again" and "Change".',
          actions: assign({ error: ({ event }) => errorCode(event.error) }),
        },
      },
    },
    saved: {
      type: "final",
      description: "The limit in force now shows, with what is left this period; the player closes the sheet.",
    },
    pendingIncrease: {
      type: "final",
      description:
        "The raise or removal waits: the limit in force stays, and the new value shows with the time it starts.",
    },
    refused: {
      description: 'The change was not saved: the server\'s message with "Try again" and "Change".',
      on: {
        "limits.retry": {
          target: "saving",
          description:
            'The player taps "Try again": the same change is sent again (setting a limit twice is harmless).',
          actions: assign({ error: null }),
        },
        "limits.edit": {
          target: "editing",
          description: 'The player taps "Change": back to the form with the value kept.',
          actions: assign({ error: null }),
        },
      },
    },
  },
});
