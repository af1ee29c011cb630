import { describe, expect, it } from "vitest";
import { stateIdsOf, transitionsOf } from "../../machines/path-plan.ts";
import { machineSvg } from "../../src/visualiser/layout.ts";
import { machines } from "../../src/visualiser/machines.ts";
import { statechartGraph } from "../../src/visualiser/statechart-graph.ts";

describe("statechart diagrams", () => {
  for (const { machine, title } of machines) {
    it(`${title}: every state is a box and every transition an edge, laid out by ELK`, async () => {
      const info = statechartGraph(machine);
      for (const id of stateIdsOf(machine)) expect(info.boxes.has(id), id).toBe(true);
      const targets = transitionsOf(machine).reduce((sum, t) => sum + Math.max(1, t.target?.length ?? 0), 0);
      expect(info.graph.edges?.length).toBe(targets);
      const svg = await machineSvg(machine, title);
      expect(svg.startsWith("<svg")).toBe(true);
      for (const id of stateIdsOf(machine)) expect(svg).toContain(`data-state-id="${id}"`);
      expect(svg).not.toContain("NaN");
    });
  }

  it("labels guards, delays and invoked actors", () => {
    const session = machines.find((entry) => entry.machine.id === "session")?.machine;
    if (!session) throw new Error("no session machine");
    const labels = [...statechartGraph(session).labels.values()];
    expect(labels).toContain("always [hasStoredSession]");
    expect(labels).toContain("after sessionFreshness");
    expect(labels).toContain("error: checkSession [isUnauthorized]");
    expect(statechartGraph(session).boxes.get("session.signedIn.checking")?.invokes).toEqual(["checkSession"]);
  });
});
