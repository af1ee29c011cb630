/**
 * The app's background: the colour behind every screen (`--bg` in src/styles/tokens.css, and the splash's
 * `html { background }` in index.html). The web app manifest (server/services/app-manifest.ts) names it as the
 * `background_color` of the installed app's launch screen, so that screen has the colour the app then draws.
 * tests/unit/app-colors.test.ts keeps the three in step.
 */
export const appBackground = "#0b0d12";
