import { assign, fromPromise, setup } from "xstate";
import type { Theme } from "../src/api/contract/tenant.ts";
import { errorCode, type FlowError } from "./errors.ts";

/**
 * Loads the tenant theme before any screen shows; a failure offers a retry, never a blank page.
 * A page served by the reference API carries the theme (injected into the HTML): the machine then
 * starts ready with it and the prerendered first screen hydrates at once, with no wait and no flash.
 */
export const themeBootMachine = setup({
  types: {
    context: {} as { theme: Theme | null; error: FlowError | null },
    events: {} as { type: "themeBoot.retry" },
    input: {} as { theme: Theme | null },
  },
  actors: {
    loadTheme: fromPromise<Theme>(async () => {
      throw new Error("loadTheme not provided");
    }),
  },
  actions: {
    applyTheme: (_, _params: { theme: Theme }) => {},
  },
  guards: {
    /** The page came with the tenant's theme in it. */
    hasInjectedTheme: ({ context }) => context.theme !== null,
  },
}).createMachine({
  id: "themeBoot",
  context: ({ input }) => ({ theme: input.theme, error: null }),
  initial: "starting",
  states: {
    starting: {
      description: "Decides at once: the theme injected into the page, else load it from the API.",
      always: [
        {
          guard: "hasInjectedTheme",
          target: "ready",
          actions: { type: "applyTheme", params: ({ context }) => ({ theme: context.theme as Theme }) },
        },
        { target: "loading" },
      ],
    },
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
