import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";
import { firstScreenFiles } from "./scripts/first-screen-files.ts";
import { localeTags } from "./src/lib/locales.ts";

/**
 * What the signed-out first screens draw (and every part they import): their messages are a catalog of their own,
 * `first`, the only one those screens wait for; `messages` has the rest and loads after them (src/i18n/i18n.ts). A
 * message used on both sides is in both catalogs. The files are found by following the first screens' imports
 * (scripts/first-screen-files.ts), so a part a signed-in screen alone uses never weighs on the first screen. The
 * server messages' texts are the exception: only their ids are on the first screen (src/i18n/server-messages.ts);
 * the texts load with `messages`.
 */
const firstScreen = firstScreenFiles(import.meta.dirname).filter((file) => file !== "src/i18n/server-message-texts.ts");

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
      exclude: ["**/node_modules/**", "src/api/contract/**", flowDescriptions, ...firstScreen],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
