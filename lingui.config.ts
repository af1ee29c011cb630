import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";
import { localeTags } from "./src/lib/locales.ts";

/**
 * What the signed-out first screens draw (and every part they use): their messages are a catalog of
 * their own, `first`, the only one those screens wait for; `messages` has the rest and loads after
 * them (src/i18n/i18n.ts). A message used on both sides is in both catalogs.
 */
const firstScreen = [
  "src/routes/_signedOut.tsx",
  "src/routes/_signedOut",
  "src/routes/-components/not-found-screen.tsx",
  "src/ui",
  "src/i18n/i18n.ts",
  "src/i18n/server-messages.ts",
  "src/flows",
  "src/forms",
  "src/lib",
  "src/app.tsx",
  "src/main.tsx",
];

/**
 * The descriptions of the statecharts' states and transitions (generated from machines/ by
 * `npm run descriptions`): only the visualiser (/flows, sandbox only) shows them, so they are a catalog
 * of their own, `flows`, which the players' app never loads (src/visualiser/describe.ts imports it).
 */
const flowDescriptions = "src/visualiser/machine-descriptions.ts";

export default defineConfig({
  sourceLocale: "en-US",
  locales: [...localeTags],
  fallbackLocales: { default: "en-US" },
  catalogs: [
    {
      path: "<rootDir>/locales/{locale}/first",
      include: firstScreen,
      exclude: ["**/node_modules/**"],
    },
    {
      path: "<rootDir>/locales/{locale}/flows",
      include: [flowDescriptions],
    },
    {
      path: "<rootDir>/locales/{locale}/messages",
      include: ["src"],
      exclude: [
        "**/node_modules/**",
        "src/api/contract/**",
        flowDescriptions,
        ...firstScreen.map((path) => (/\.tsx?$/.test(path) ? path : `${path}/**`)),
      ],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
