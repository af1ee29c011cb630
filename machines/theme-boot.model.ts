import { apiError, aTheme } from "./model-fixtures.ts";
import type { PathModel } from "./path-model.ts";
import { themeBootMachine } from "./theme-boot.machine.ts";

export const themeBootModel: PathModel = {
  name: "theme-boot",
  machine: themeBootMachine,
  contextKey: (context) => ({ error: context.error }),
  events: {
    "xstate.done.actor.loadTheme": [{ type: "xstate.done.actor.loadTheme", output: aTheme }],
    "xstate.error.actor.loadTheme": [
      { type: "xstate.error.actor.loadTheme", error: apiError(404, "Tenant not found") },
    ],
  },
};
