// @vitest-environment node
import { describe, expect, it } from "vitest";
import { assign, createMachine, setup } from "xstate";
import { stateIdsOf, transitionsOf } from "../../machines/path-plan.ts";
import { transitionName } from "../../machines/transition-name.ts";
import { layoutMachine, machineSvg } from "../../src/visualiser/layout.ts";
import { machines } from "../../src/visualiser/machines.ts";
import { formatDelay, statechartGraph } from "../../src/visualiser/statechart-graph.ts";
import { placedBoxes, renderSvg } from "../../src/visualiser/statechart-svg.ts";
import { centreOn, fitView, overflows, panBy, visibleRect, zoomAt } from "../../src/visualiser/view-transform.ts";

/** A machine with every case the diagram draws: loops, an else branch, delays, actions, parallel, history, final. */
const sample = setup({
  guards: { isWithinBalance: () => true, isPinWrong: () => false },
  actions: { rememberDraft: () => {}, clearError: () => {}, announce: () => {}, stopTimer: () => {} },
  delays: { cooldown: 60_000, untilMidnight: () => 1000 },
  actors: {},
}).createMachine({
  id: "sample",
  initial: "editing",
  states: {
    editing: {
      description: "The form.",
      entry: "announce",
      exit: ["stopTimer"],
      on: {
        "sample.type": { actions: ["rememberDraft", "clearError"], description: "Typing keeps the draft." },
        "sample.review": [
          { guard: "isWithinBalance", target: "review", description: "Within the balance." },
          { target: "editing", actions: assign({}) },
        ],
      },
      after: { cooldown: "idle", untilMidnight: "idle", 250: "idle" },
    },
    review: {
      always: [{ guard: { type: "isPinWrong" }, target: "editing" }, { target: "both" }],
    },
    idle: {},
    both: {
      type: "parallel",
      states: {
        left: {
          initial: "a",
          states: { a: { on: { "sample.go": "b" } }, b: {}, hist: { type: "history", history: "deep" } },
        },
        right: { initial: "c", states: { c: { on: { "sample.done": "#sample.done" } } } },
      },
    },
    done: { type: "final" },
  },
});

describe("statechart diagrams", () => {
  for (const { machine, title } of machines) {
    it(`${title}: every state is a box and every transition an edge named by transitionName, laid out by ELK`, async () => {
      const info = statechartGraph(machine);
      for (const id of stateIdsOf(machine)) expect(info.boxes.has(id), id).toBe(true);
      const transitions = transitionsOf(machine);
      const targets = transitions.reduce((sum, t) => sum + Math.max(1, t.target?.length ?? 0), 0);
      expect(info.graph.edges?.length).toBe(targets);
      const names = new Set(transitions.map(transitionName));
      for (const edge of info.edges.values()) expect(names.has(edge.name), edge.name).toBe(true);
      const svg = await machineSvg(machine, title);
      expect(svg.startsWith("<svg")).toBe(true);
      for (const id of stateIdsOf(machine)) expect(svg).toContain(`data-state-id="${id}"`);
      for (const name of names) expect(svg).toContain(`data-transition="${name.replaceAll(">", "&gt;")}"`);
      expect(svg).not.toContain("NaN");
      expect(svg).not.toMatch(/>always \[/);
    });
  }

  it("draws self-transitions as loops on their box, targetless or back to the same state", async () => {
    const info = statechartGraph(sample, { technical: true });
    const loops = [...info.edges.values()].filter((edge) => edge.self);
    expect(loops.map((edge) => edge.label).sort()).toEqual(["sample.review [else]", "sample.type"]);
    for (const loop of loops) expect(loop.source).toBe(loop.target);
    const { laidOut } = await layoutMachine(sample, { technical: true });
    const box = placedBoxes(laidOut).find((placed) => placed.id === "sample.editing");
    const section = laidOut.edges?.find((edge) => info.edges.get(edge.id)?.label === "sample.type")?.sections?.[0];
    if (!box || !section) throw new Error("no loop laid out");
    // both ends on the box's border (16 is the drawing's margin, not part of ELK's coordinates)
    for (const point of [section.startPoint, section.endPoint]) {
      expect(point.x + 16).toBeGreaterThanOrEqual(box.x - 0.5);
      expect(point.x + 16).toBeLessThanOrEqual(box.x + box.width + 0.5);
      expect(point.y + 16).toBeGreaterThanOrEqual(box.y - 0.5);
      expect(point.y + 16).toBeLessThanOrEqual(box.y + box.height + 0.5);
    }
  });

  it("labels guards by name, the else branch as [else] (never always), actions after a slash, delays with values", () => {
    const labels = [...statechartGraph(sample, { technical: true }).edges.values()].map((edge) =>
      [edge.label, edge.actionsLabel].filter(Boolean).join(" "),
    );
    expect(labels).toEqual(
      expect.arrayContaining([
        "sample.type / rememberDraft, clearError",
        "sample.review [isWithinBalance]",
        "sample.review [else] / assign",
        "[isPinWrong]",
        "[else]",
        "after 60 s",
        "after untilMidnight",
        "after 250 ms",
        "sample.go",
      ]),
    );
    expect(labels.some((label) => label.startsWith("always"))).toBe(false);
    expect(formatDelay(300_000)).toBe("5 min");
    expect(formatDelay(1500)).toBe("1.5 s");
  });

  it("lists entry/exit actions and descriptions, marks initial, parallel regions, history and final states", () => {
    const info = statechartGraph(sample, { technical: true });
    const editing = info.boxes.get("sample.editing");
    expect(editing).toMatchObject({
      initial: true,
      entry: ["announce"],
      exit: ["stopTimer"],
      description: "The form.",
    });
    expect(info.boxes.get("sample.both.left")?.region).toBe(true);
    expect(info.boxes.get("sample.both.left.hist")).toMatchObject({ kind: "history", history: "deep" });
    expect(info.boxes.get("sample.done")?.kind).toBe("final");
    const edges = [...info.edges.values()];
    expect(edges.find((edge) => edge.label === "sample.type")?.description).toBe("Typing keeps the draft.");
    expect(edges.find((edge) => edge.guard === "isWithinBalance")?.description).toBe("Within the balance.");
  });

  it("puts descriptions in the SVG: a hover title on the diagram, a list under it in the export", async () => {
    const laid = await layoutMachine(sample, { technical: true });
    const interactive = renderSvg(laid.laidOut, laid.info, { title: "Sample", theme: "dark", interactive: true });
    expect(interactive).toContain("<title>The form.</title>");
    expect(interactive).toContain('aria-label="editing entry / announce exit / stopTimer The form."');
    expect(interactive).toContain("<title>→ (self). Typing keeps the draft.</title>");
    expect(interactive).toContain('tabindex="0" role="button"');
    const exported = await machineSvg(sample, "Sample");
    expect(exported).toContain('role="img"');
    expect(exported).not.toContain('tabindex="0"');
    expect(exported).toContain("Descriptions");
    expect(exported).toContain("Typing keeps the draft.");
    expect(exported).toContain("Legend");
  });

  it("escapes what it writes", async () => {
    const machine = createMachine({ id: "x", initial: "a", states: { a: { description: '<b>"&"</b>' } } });
    const svg = await machineSvg(machine, "<Title>");
    expect(svg).not.toContain("<b>");
    expect(svg).toContain("&lt;b&gt;&quot;&amp;&quot;&lt;/b&gt;");
  });
});

describe("the diagram's view", () => {
  const viewport = { width: 400, height: 300 };
  it("fits the content inside the viewport, centred", () => {
    const view = fitView({ width: 1600, height: 600 }, viewport);
    expect(1600 * view.k).toBeLessThanOrEqual(400);
    expect(600 * view.k).toBeLessThanOrEqual(300);
    expect(view.x).toBeCloseTo((400 - 1600 * view.k) / 2);
    expect(overflows(view, { width: 1600, height: 600 }, viewport)).toBe(false);
  });
  it("zooms around a point, pans, and centres on a minimap point", () => {
    const view = { x: 0, y: 0, k: 1 };
    const zoomed = zoomAt(view, 2, 100, 100);
    expect(zoomed).toEqual({ x: -100, y: -100, k: 2 });
    expect(overflows(zoomed, { width: 400, height: 300 }, viewport)).toBe(true);
    expect(panBy(zoomed, 10, -5)).toEqual({ x: -90, y: -105, k: 2 });
    const centred = centreOn(zoomed, 300, 200, viewport);
    const seen = visibleRect(centred, viewport);
    expect(seen.x + seen.width / 2).toBeCloseTo(300);
    expect(seen.y + seen.height / 2).toBeCloseTo(200);
  });
});
