import { transformAsync } from "@babel/core";
import type { Plugin } from "vite";

/**
 * Every state and transition of machines/*.machine.ts carries a `description` for product owners
 * (about 300 sentences). Only the visualiser shows them; in the players' build they would be dead
 * weight on every screen that runs a flow (the session machine alone is on the first screen). This
 * plugin drops each `description:` property of a machine file before the players' bundle is made;
 * the visualiser's build and Vitest keep them. The machines' behaviour is untouched: a description
 * is data XState only stores.
 */
export const machineFile = /[\\/]machines[\\/][^\\/]+\.machine\.ts$/;

/** A machine file's source without its `description` properties (TypeScript in, TypeScript out). */
export async function stripDescriptions(code: string, filename: string): Promise<string> {
  const result = await transformAsync(code, {
    filename,
    babelrc: false,
    configFile: false,
    sourceMaps: false,
    parserOpts: { plugins: ["typescript"] },
    plugins: [
      () => ({
        visitor: {
          ObjectProperty(path: {
            node: { computed: boolean; key: { type: string; name?: string; value?: string } };
            remove: () => void;
          }) {
            const { key, computed } = path.node;
            const name = key.type === "Identifier" ? key.name : key.type === "StringLiteral" ? key.value : null;
            if (!computed && name === "description") path.remove();
          },
        },
      }),
    ],
  });
  if (!result?.code) throw new Error(`${filename}: could not strip its descriptions`);
  return result.code;
}

export function stripMachineDescriptions(): Plugin {
  return {
    name: "strip-machine-descriptions",
    enforce: "pre",
    async transform(code, id) {
      if (!machineFile.test(id.split("?")[0] ?? "")) return null;
      return { code: await stripDescriptions(code, id), map: null };
    },
  };
}
