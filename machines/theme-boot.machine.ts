import { assign, fromPromise, setup } from "xstate";
import type { Theme } from "../src/api/contract/tenant.ts";
import { errorCode, type FlowError } from "./errors.ts";

/** Loads the tenant theme before any screen shows; a failure offers a retry, never a blank page. */
export const themeBootMachine = setup({
  types: {
    context: {} as { theme: Theme | null; error: FlowError | null },
    events: {} as { type: "themeBoot.retry" },
  },
  actors: {
    loadTheme: fromPromise<Theme>(async () => {
      throw new Error("loadTheme not provided");
    }),
  },
  actions: {
    applyTheme: (_, _params: { theme: Theme }) => {},
  },
}).createMachine({
  id: "themeBoot",
  context: { theme: null, error: null },
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "loadTheme",
        src: "loadTheme",
        onDone: {
          target: "ready",
          actions: [
            assign({ theme: ({ event }) => event.output, error: null }),
            { type: "applyTheme", params: ({ event }) => ({ theme: event.output }) },
          ],
        },
        onError: { target: "failed", actions: assign({ error: ({ event }) => errorCode(event.error) }) },
      },
    },
    failed: {
      on: { "themeBoot.retry": "loading" },
    },
    ready: { type: "final" },
  },
});
