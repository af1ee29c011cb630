import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { pathModels } from "../../machines/path-models.ts";
import {
  coverageOf,
  describePath,
  generatePaths,
  stateName,
  stepsOf,
  type WalkResult,
  walkPath,
} from "../support/paths.ts";

/**
 * Model-based path tests: every shortest path of every machine is walked on a
 * real actor; each step must land where the graph says; together the paths
 * must reach every state and take every transition the machine defines.
 */
const machines = new Map<string, typeof pathModels>();
for (const model of pathModels) {
  const key = model.machine.id;
  machines.set(key, [...(machines.get(key) ?? []), model]);
}

for (const [id, models] of machines) {
  describe(`${id} machine paths`, () => {
    const walks: WalkResult[] = [];
    for (const model of models) {
      const paths = generatePaths(model);
      it(`${model.name}: paths match the reviewed list in __paths__/`, async () => {
        // at least the initial path (theme boot with an injected theme has only that: it starts ready, final)
        expect(paths.length).toBeGreaterThan(0);
        const initial = createActor(model.machine, { input: model.input }).getSnapshot();
        const listing = paths.map((path) => describePath(path, initial).join("\n")).join("\n\n");
        await expect(`${listing}\n`).toMatchFileSnapshot(`./__paths__/${model.name}.txt`);
      });
      for (const path of paths) {
        const title =
          stepsOf(path)
            .map((step) => step.event.type)
            .join(" → ") || "(initial)";
        it(`${model.name}: ${title} reaches ${stateName(path.state.value)}`, () => {
          const walk = walkPath(model, path);
          walks.push(walk);
          expect(walk.reached).toEqual(stepsOf(path).map((step) => step.state.value));
        });
      }
    }
    it("covers every state and transition", () => {
      const model = models[0];
      if (!model) throw new Error("no model");
      // the initial state is active without any step
      const initial = createActor(model.machine, { input: model.input }).getSnapshot();
      expect(initial.status).toBe("active");
      const coverage = coverageOf(model, walks);
      expect(coverage.states.missing).toEqual([]);
      expect(coverage.transitions.missing).toEqual([]);
    });
  });
}

it("every machine of machines/ has a path model", async () => {
  const folder = join(process.cwd(), "machines");
  const files = readdirSync(folder).filter((name) => name.endsWith(".machine.ts"));
  const ids: string[] = [];
  for (const file of files) {
    const exports = (await import(/* @vite-ignore */ join(folder, file))) as Record<string, unknown>;
    for (const value of Object.values(exports)) {
      if (value && typeof value === "object" && "root" in value && "id" in value) ids.push(String(value.id));
    }
  }
  expect(ids.length).toBeGreaterThanOrEqual(files.length);
  expect(ids.filter((id) => !machines.has(id))).toEqual([]);
});
