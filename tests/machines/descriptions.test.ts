// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { AnyStateNode, AnyTransitionDefinition } from "xstate";
import { getStateNodes } from "xstate/graph";
import { pathModels } from "../../machines/path-models.ts";
import { transitionName } from "../../machines/transition-name.ts";

/**
 * Every state node (root included) and every transition (`on`, `always`, `after`, and the
 * `onDone`/`onError` of invokes) of every machine carries a `description`: the visualiser shows it
 * on hover and in its side panel, so a product owner can read a flow without reading code.
 */
const MAX_LENGTH = 200;

function problemOf(description: unknown): string | null {
  if (typeof description !== "string" || description.trim() === "") return "missing";
  if (description.length > MAX_LENGTH) return `${description.length} characters (at most ${MAX_LENGTH})`;
  return null;
}

function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  const all = new Set<AnyTransitionDefinition>();
  for (const list of node.transitions.values()) for (const transition of list) all.add(transition);
  for (const transition of node.always ?? []) all.add(transition);
  return [...all];
}

const machines = new Map(pathModels.map((model) => [model.machine.id, model.machine]));

describe("descriptions", () => {
  for (const [id, machine] of machines) {
    it(`${id}: every state and transition has a description of at most ${MAX_LENGTH} characters`, () => {
      const problems: string[] = [];
      for (const node of [machine.root, ...getStateNodes(machine.root)] as AnyStateNode[]) {
        const stateProblem = problemOf(node.description);
        if (stateProblem) problems.push(`state ${node.id}: ${stateProblem}`);
        for (const transition of transitionsOf(node)) {
          const problem = problemOf(transition.description);
          if (problem) problems.push(`transition ${transitionName(transition)}: ${problem}`);
        }
      }
      expect(problems, `${problems.length} without a fitting description:\n${problems.join("\n")}`).toEqual([]);
    });
  }
});
