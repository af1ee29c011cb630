// @vitest-environment node
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it, onTestFinished } from "vitest";
import { namedEventsOf } from "../../machines/path-model.ts";
import { pathModels } from "../../machines/path-models.ts";
import {
  coverageOf,
  eventsOf,
  type ListedPath,
  listedPaths,
  modelsByMachine,
  replayOf,
  startType,
  stepLines,
  vitestCommand,
  walkEvents,
} from "../../machines/path-plan.ts";
import type { PathRun } from "../../src/visualiser/path-results.ts";
import uiPaths from "../../src/visualiser/ui-paths.json" with { type: "json" };
import { uiTestOf } from "../../src/visualiser/ui-paths.ts";
import { recordPathResults } from "../support/path-results.ts";

/**
 * Model-based path tests: the listed paths of every machine (machines/path-plan.ts: the fewest
 * paths that reach every state and take every transition) are walked on a real actor, one test
 * each, titled by the path's name, so `vitestCommand(path)` runs exactly that path. Each step
 * must land where the machine's graph says and take the transitions the listing names.
 */
const machines = modelsByMachine(pathModels);
const listed = new Map([...machines].map(([id, models]) => [id, listedPaths(models)]));

/**
 * A machine's listing as reviewed in __paths__/: each path's name, its steps with full payloads and
 * its Vitest command (`npm run paths -- <machine>` adds its UI test's command, or why it has none).
 */
/** The walks this run ran (a `-t` run of one path runs one), recorded for the visualiser's Paths mode. */
const runs: { name: string; run: PathRun }[] = [];
afterAll(() => recordPathResults("vitest", runs));

function listing(paths: ListedPath[]): string {
  return paths
    .map((path) => [`# ${path.name}`, ...stepLines(path), `vitest: ${vitestCommand(path)}`].join("\n"))
    .join("\n\n");
}

for (const [id, models] of machines) {
  const paths = listed.get(id) ?? [];
  describe(id, () => {
    for (const path of paths) {
      it(path.name, () => {
        onTestFinished(({ task }) => {
          const status = task.result?.state === "pass" ? "pass" : "fail";
          runs.push({ name: path.name, run: { status, at: new Date().toISOString() } });
        });
        const model = models.find((m) => m.name === path.model);
        if (!model) throw new Error(`no model ${path.model}`);
        const steps = eventsOf(path);
        const walk = walkEvents(
          model,
          steps.map((step) => step.event),
        );
        expect(walk.reached).toEqual(steps.map((step) => step.to));
        expect(walk.stepTransitions).toEqual(steps.map((step) => step.transitions));
        // the path adds something: a step, or the start's own transitions
        expect(path.steps.length).toBeGreaterThan(0);
        expect(path.transitions.length).toBeGreaterThan(0);
      });
    }

    it("the listed paths reach every state and take every transition", () => {
      const model = models[0];
      if (!model) throw new Error("no model");
      const coverage = coverageOf(model.machine, paths);
      expect(coverage.states.missing).toEqual([]);
      expect(coverage.transitions.missing).toEqual([]);
    });

    it("the listing matches the reviewed one in __paths__/", async () => {
      await expect(`${listing(paths)}\n`).toMatchFileSnapshot(`./__paths__/${id}.txt`);
    });

    it("no listed path is redundant: leaving any one out loses a state or a transition", () => {
      const model = models[0];
      if (!model) throw new Error("no model");
      for (const left of paths) {
        const coverage = coverageOf(
          model.machine,
          paths.filter((path) => path !== left),
        );
        expect(coverage.states.missing.length + coverage.transitions.missing.length, left.name).toBeGreaterThan(0);
      }
    });
  });
}

it("every path name is unique across the project, and no path is empty", () => {
  const all = [...listed.values()].flat();
  const names = all.map((path) => path.name);
  expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  expect(all.filter((path) => path.steps.length === 0).map((path) => path.name)).toEqual([]);
});

it("a start that takes transitions itself is the first step of its paths, and a path of its own", () => {
  const injected = (listed.get("themeBoot") ?? []).filter((path) => path.model === "theme-boot (injected theme)");
  expect(injected.map((path) => path.name)).toEqual(["theme-boot (injected theme): start (injected theme) ⇒ ready"]);
  expect(injected[0]?.steps).toEqual([
    expect.objectContaining({
      type: startType,
      variant: "injected theme",
      from: null,
      to: "ready",
      transitions: ["themeBoot.starting -- [hasInjectedTheme]--> themeBoot.ready"],
    }),
  ]);
  // a fresh boot starts with its else branch, shown as a start step but not in the name
  const fresh = (listed.get("themeBoot") ?? []).find((path) => path.model === "theme-boot");
  expect(fresh?.steps[0]?.transitions).toEqual(["themeBoot.starting ----> themeBoot.loading"]);
  expect(fresh?.name).not.toContain("start");
});

it("a listed path replays on the machine from its input with its named events", () => {
  for (const path of [...listed.values()].flat()) {
    const model = pathModels.find((m) => m.name === path.model);
    if (!model) throw new Error(`no model ${path.model}`);
    const { input, events } = replayOf(path);
    const walk = walkEvents(
      { ...model, input },
      events.map(({ event }) => event),
    );
    expect(walk.reached.at(-1) ?? walk.start, path.name).toEqual(path.steps.at(-1)?.to);
    for (const { type, variant, event } of events) {
      expect(event.type).toBe(type);
      if (variant !== null) expect(model.events[type]?.[variant]).toBe(event);
    }
  }
});

it("the visualiser offers every named variant, and each type the models leave out bare", () => {
  const withdraw = namedEventsOf(pathModels.filter((model) => model.machine.id === "withdraw"));
  expect(withdraw.filter((e) => e.type === "withdraw.review").map((e) => e.variant)).toEqual([
    "valid amount",
    "over the balance",
    "over the verification threshold",
  ]);
  expect(withdraw.find((e) => e.type === "withdraw.recheck")).toEqual({
    type: "withdraw.recheck",
    variant: null,
    event: { type: "withdraw.recheck" },
  });
});

it("the visualiser knows of every listed path whether it has a UI test, and of no other path", () => {
  // which ones have one is checked against the UI plans in tests/e2e/paths.spec.ts ("ui-paths")
  const stale = "src/visualiser/ui-paths.json is out of date: run npm run paths -- --write-ui";
  const written = Object.fromEntries(Object.entries(uiPaths).map(([id, machine]) => [id, Object.keys(machine.paths)]));
  const names = Object.fromEntries([...listed].map(([id, paths]) => [id, paths.map((path) => path.name).sort()]));
  expect(written, stale).toEqual(names);
  for (const path of [...listed.values()].flat()) expect(uiTestOf(path.name), stale).not.toBeNull();
});

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
