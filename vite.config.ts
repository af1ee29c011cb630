import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [
    // The route tree is generated for the app; Vitest does not need it regenerated.
    process.env.VITEST ? null : tanstackRouter({ target: "react", autoCodeSplitting: true }),
    react(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    lingui(),
  ],
  server: {
    // `npm run dev`: the reference API runs beside Vite and is reached through this proxy.
    proxy: {
      "/api": "http://127.0.0.1:3001",
      "/uploads": "http://127.0.0.1:3001",
      "/tenant-assets": "http://127.0.0.1:3001",
      "/sandbox": "http://127.0.0.1:3001",
    },
  },
  build: {
    target: "es2022",
    reportCompressedSize: false,
    manifest: true,
    rolldownOptions: {
      // the players' app, and the statechart visualiser for product owners (served at /flows)
      input: { app: "index.html", flows: "src/visualiser/index.html" },
      output: {
        advancedChunks: {
          groups: [
            // Route definitions (not their lazily split screens) all load with the route tree:
            // one chunk instead of a small chunk per route on the first screen.
            { name: "route-tree", test: /src[\\/]routes[\\/](?!.*-components)[^?]*\.tsx$/ },
          ],
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "jsdom",
          include: ["tests/unit/**/*.test.{ts,tsx}", "tests/machines/**/*.test.ts"],
          setupFiles: ["tests/support/setup-dom.ts"],
        },
      },
      {
        test: {
          name: "server",
          environment: "node",
          include: ["tests/server/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
