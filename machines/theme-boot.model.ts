import { apiError, aTheme } from "./model-fixtures.ts";
import type { PathModel } from "./path-model.ts";
import { themeBootMachine } from "./theme-boot.machine.ts";

export const themeBootModel: PathModel = {
  name: "theme-boot",
  machine: themeBootMachine,
  input: { theme: null },
  contextKey: (context) => ({ error: context.error }),
  events: {
    "xstate.done.actor.loadTheme": { "Harimau Play": { type: "xstate.done.actor.loadTheme", output: aTheme } },
    "xstate.error.actor.loadTheme": {
      "unknown tenant": { type: "xstate.error.actor.loadTheme", error: apiError(404, "Tenant not found") },
    },
  },
};

/** The page came with the tenant's theme injected by the server: ready at once. */
export const injectedThemeBootModel: PathModel = {
  ...themeBootModel,
  name: "theme-boot (injected theme)",
  input: { theme: aTheme },
};
