import { fileURLToPath } from "node:url";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { defineConfig } from "vitest/config";
import { firstScreenRoutes } from "./scripts/build-manifest.ts";
import { serviceWorkerOptions } from "./scripts/service-worker.ts";
import { stripMachineDescriptions } from "./scripts/strip-descriptions.ts";

/**
 * The app runs under a CSP without 'unsafe-inline' and 'unsafe-eval' (server/http/security.ts).
 * Two packages would trip it, each reported as a violation (a DevTools issue, which Lighthouse's
 * best-practices counts): sonner adds its CSS as an inline `<style>` at runtime (its styles come
 * as a file instead: src/ui/toaster.ts imports sonner/dist/styles.css), and arktype probes for
 * `new Function` on load to choose its JIT, which is refused (it then runs jitless anyway, so it
 * is told so up front). Each patch fails the build if the package changed under it.
 */
const cspPatches = [
  {
    file: /[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/,
    from: "function __insertCSS(code) {",
    to: "function __insertCSS(code) {\n  return;",
  },
  {
    file: /[\\/]node_modules[\\/]@ark[\\/]schema[\\/]out[\\/]kinds\.js$/,
    from: "jitless: envHasCsp(),",
    to: "jitless: true,",
  },
];

/**
 * The app starts with the first screens' routes and loads the generated tree, with every other route, when
 * it starts anywhere else (src/route-tree.ts). index.html, the page of every screen that is not prerendered,
 * preloads that chunk and what it imports beside the entry, so a signed-in start (/home) fetches it at once
 * instead of after the entry has run. The prerendered first screens leave these links out (scripts/prerender.ts:
 * they load the tree when the player starts to use the screen). The links carry `data-route-tree`.
 */
function preloadWholeRouteTree(): Plugin {
  return {
    name: "preload-whole-route-tree",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {}).flatMap((output) =>
          output.type === "chunk" ? [output] : [],
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const tree = chunks.find((chunk) => chunk.moduleIds.some((id) => /[\\/]src[\\/]routeTree\.gen\.ts$/.test(id)));
        if (!tree || !context.chunk) return [];
        const reach = (from: string, seen: Set<string>) => {
          if (seen.has(from)) return seen;
          seen.add(from);
          for (const file of byFile.get(from)?.imports ?? []) reach(file, seen);
          return seen;
        };
        const withEntry = reach(context.chunk.fileName, new Set());
        return [...reach(tree.fileName, new Set())]
          .filter((file) => !withEntry.has(file))
          .map((file) => ({
            tag: "link",
            attrs: { rel: "modulepreload", crossorigin: true, href: `/${file}`, "data-route-tree": true },
            injectTo: "head" as const,
          }));
      },
    },
  };
}

/**
 * The first screen's code in one chunk, the entry chunk: everything index.html's entry imports statically, and
 * the screens of /login (scripts/build-manifest.ts `firstScreenRoutes`: their lazily split components, TanStack's
 * `?tsr-split=component` modules) with everything those import statically. Left to itself, rolldown made a chunk
 * of the entry's code, one of a few hundred bytes for the entry itself, and a dozen more of a few hundred bytes
 * each (brand, text fields, form errors…) of what the login screen shares with lazy screens: 13 script requests,
 * each with its response headers, for what is now the entry chunk and the language's catalog (and rolldown's
 * runtime helpers, which it always puts in a chunk of their own once chunks are grouped by hand).
 * The set is computed once per build, from the module graph.
 */
const firstScreenRoots = [
  fileURLToPath(new URL("index.html", import.meta.url)),
  ...firstScreenRoutes.map((route) => `${fileURLToPath(new URL(route, import.meta.url))}?tsr-split=component`),
];
type ModuleGraph = { getModuleInfo: (id: string) => { importedIds: readonly string[] } | null };
function firstScreenChunk() {
  let members: Set<string> | undefined;
  return (id: string, graph: ModuleGraph) => {
    if (!members) {
      const found = new Set<string>();
      const visit = (module: string) => {
        if (found.has(module)) return;
        found.add(module);
        for (const imported of graph.getModuleInfo(module)?.importedIds ?? []) visit(imported);
      };
      for (const root of firstScreenRoots) {
        if (!graph.getModuleInfo(root)) throw new Error(`vite.config.ts: ${root} is not in the build`);
        visit(root);
      }
      members = found;
    }
    return members.has(id) ? "app" : null;
  };
}

function cspSafePackages(): Plugin {
  return {
    name: "csp-safe-packages",
    enforce: "pre",
    transform(code, id) {
      const patch = cspPatches.find((p) => p.file.test(id));
      if (!patch) return null;
      if (!code.includes(patch.from))
        this.error(`${id} changed: "${patch.from}" not found (vite.config.ts cspPatches)`);
      return { code: code.replace(patch.from, patch.to), map: null };
    },
  };
}

/** `--mode prerender`: see src/prerender.tsx. */
const prerenderBuild = {
  ssr: "src/prerender.tsx",
  outDir: "dist-prerender",
  emptyOutDir: true,
  target: "node22",
  sourcemap: false,
  reportCompressedSize: false,
};

/**
 * Two builds from one config: the players' app (`vite build` → dist/) and, with
 * `--mode flows`, the statechart visualiser for product owners (→ dist-flows/, served
 * at /flows only when the sandbox is on). The visualiser imports the path models beside
 * the machines; the players' app never does, so dist/ holds no model or test code.
 */
export default defineConfig(({ mode }) => ({
  plugins: [
    cspSafePackages(),
    // the machines' descriptions are for the visualiser (and the tests that check them), not for players
    process.env.VITEST || mode === "flows" ? null : stripMachineDescriptions(),
    // The route tree is generated for the app; Vitest and the visualiser do not need it.
    process.env.VITEST || mode === "flows" ? null : tanstackRouter({ target: "react", autoCodeSplitting: true }),
    process.env.VITEST || mode !== "production" ? null : preloadWholeRouteTree(),
    react(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    lingui(),
    // The players' service worker (dist/sw.js), only in their build: what it caches and what never is in
    // scripts/service-worker.ts. The app registers it after the player's first input (src/main.tsx) and offers a new
    // version instead of taking it (prompt); the server serves the manifest per tenant (manifest: false here).
    process.env.VITEST || mode !== "production"
      ? null
      : VitePWA({
          strategies: "generateSW",
          registerType: "prompt",
          injectRegister: false,
          manifest: false,
          filename: "sw.js",
          workbox: serviceWorkerOptions(fileURLToPath(new URL("dist", import.meta.url))),
        }),
  ],
  // the answer worker (src/api/answer.worker.ts) runs arktype too, under the same CSP
  worker: { plugins: () => [cspSafePackages()] },
  server: {
    // `npm run dev`: the reference API runs beside Vite and is reached through this proxy.
    proxy: {
      "/api": "http://127.0.0.1:3001",
      "/uploads": "http://127.0.0.1:3001",
      "/tenant-assets": "http://127.0.0.1:3001",
      "/sandbox": "http://127.0.0.1:3001",
      // the demo game provider's launch URLs, game page and rounds (server/routes/demo-game.ts)
      "/demo-provider": "http://127.0.0.1:3001",
      // the pictures of the lobby's games and of the gift catalogue
      "/game-art": "http://127.0.0.1:3001",
      "/gift-art": "http://127.0.0.1:3001",
    },
  },
  ...(mode === "flows" ? { root: "src/visualiser", base: "/flows/", publicDir: false as const } : {}),
  // `--mode prerender`: the app built for Node (src/prerender.tsx), which scripts/prerender.ts runs at
  // build time to draw the signed-out first screens to HTML; never served
  ...(mode === "prerender" ? { publicDir: false as const } : {}),
  build:
    mode === "prerender"
      ? prerenderBuild
      : {
          target: "es2022",
          reportCompressedSize: false,
          manifest: true,
          // No polyfill of `<link rel="modulepreload">` in the entry (about 0.4 KB of Brotli on the first screen): the
          // browsers of es2022 support it but Safari before 17, where a preload is then a plain module load
          modulePreload: { polyfill: false },
          // no source maps in any build that is served: the sources are not published (a test checks)
          sourcemap: false,
          // the visualiser carries ELK (about 1.5 MB): it is a tool for product owners, never on a player's phone
          ...(mode === "flows"
            ? { outDir: "../../dist-flows", emptyOutDir: true, manifest: false, chunkSizeWarningLimit: 4000 }
            : {}),
          rolldownOptions: {
            ...(mode === "flows"
              ? {
                  // the visualiser, and the live-inspection module the app loads with ?inspect (from
                  // /flows/live-inspection.js, served only while the sandbox is on; src/main.tsx)
                  input: {
                    index: fileURLToPath(new URL("src/visualiser/index.html", import.meta.url)),
                    "live-inspection": fileURLToPath(new URL("src/visualiser/live-inspection.ts", import.meta.url)),
                  } as Record<string, string>,
                  preserveEntrySignatures: "exports-only" as const,
                }
              : { input: { app: "index.html" } as Record<string, string> }),
            output:
              mode === "flows"
                ? {
                    entryFileNames: (chunk: { name: string }) =>
                      chunk.name === "live-inspection" ? "live-inspection.js" : "assets/[name]-[hash].js",
                  }
                : {
                    codeSplitting: {
                      groups: [
                        // the first screen: one chunk, the entry's (firstScreenChunk above)
                        { name: firstScreenChunk(), priority: 2, includeDependenciesRecursively: false },
                        // The rest of the route tree (src/route-tree.ts): the generated tree and the signed-in
                        // routes' definitions (not their lazily split screens) with what only they import, one
                        // chunk instead of one per route.
                        {
                          name: "route-tree",
                          priority: 1,
                          test: /src[\\/](routeTree\.gen\.ts|routes[\\/]_signedIn(\.tsx|[\\/](?!.*-components)[^?]*\.tsx))$/,
                        },
                      ],
                    },
                  },
          },
        },
  test: {
    // Vitest's default is one worker fewer than the cores: one on CI's 2 cores, with the other mostly idle
    // (a server test file waits on its server and database as much as it computes)
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "jsdom",
          include: ["tests/unit/**/*.test.{ts,tsx}", "tests/machines/**/*.test.ts"],
          setupFiles: ["tests/support/setup-dom.ts"],
          // a test that imports a lazy part of the app (the whole route tree, a screen) waits for Vite to transform
          // it: seconds on a loaded 2-core machine, where Vitest's 5 s default failed the run. No test here waits on
          // a clock (they use fake timers), so the limit only ends a test that hangs.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: "server",
          environment: "node",
          // Each file starts its own server on its own database (support/server.ts), and the server keeps no
          // state in its modules: the files of a worker share the loaded modules instead of loading the whole
          // server again for each file
          isolate: false,
          include: ["tests/server/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
}));
