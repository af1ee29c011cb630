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
  description:
    "Loads and applies the tenant's theme (colours, logo, name) before any screen shows; if it cannot load, the player can retry.",
  context: ({ input }) => ({ theme: input.theme, error: null }),
  initial: "starting",
  states: {
    starting: {
      description: "Decides at once: the theme injected into the page, else load it from the API.",
      always: [
        {
          guard: "hasInjectedTheme",
          target: "ready",
          description: "The page came with the tenant's theme in it: it is applied and the first screen shows at once.",
          actions: { type: "applyTheme", params: ({ context }) => ({ theme: context.theme as Theme }) },
        },
        {
          target: "loading",
          description: "Otherwise the page has no theme in it: it is loaded from the API.",
        },
      ],
    },
    loading: {
      description: "A loading spinner shows while the tenant's theme is fetched from the API; no screen shows yet.",
      invoke: {
        id: "loadTheme",
        src: "loadTheme",
        onDone: {
          target: "ready",
          description: "The API answers with the theme: it is applied and the app's screens show.",
          actions: [
            assign({ theme: ({ event }) => event.output, error: null }),
            { type: "applyTheme", params: ({ event }) => ({ theme: event.output }) },
          ],
        },
        onError: {
          target: "failed",
          description: "The API refuses or the network fails: the error page with a retry button shows.",
          actions: assign({ error: ({ event }) => errorCode(event.error) }),
        },
      },
    },
    failed: {
      description: 'The theme could not load: the page says "Failed to load" with the reason and a "Try again" button.',
      on: {
        "themeBoot.retry": {
          target: "loading",
          description: 'The player taps "Try again": the theme is fetched again.',
        },
      },
    },
    ready: {
      type: "final",
      description: "The tenant's theme is applied: the app's screens show in its colours.",
    },
  },
});
