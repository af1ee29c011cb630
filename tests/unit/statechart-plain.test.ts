// @vitest-environment node
import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { createMachine } from "xstate";
import { friendRequestMachine } from "../../machines/friend-request.machine.ts";
import { withdrawMachine } from "../../machines/withdraw.machine.ts";
import { translateDescription } from "../../src/visualiser/describe.ts";
import { layoutMachine } from "../../src/visualiser/layout.ts";
import { machines } from "../../src/visualiser/machines.ts";
import { statechartGraph } from "../../src/visualiser/statechart-graph.ts";
import { legendMarks } from "../../src/visualiser/statechart-legend.ts";
import { leadOf, measureText, wrapText } from "../../src/visualiser/statechart-measure.ts";
import { renderSvg } from "../../src/visualiser/statechart-svg.ts";
import {
  boxPadding,
  labelMaxLines,
  labelWidths,
  lineHeight,
  titleMaxLines,
  titleSize,
  titleWidth,
} from "../../src/visualiser/statechart-text.ts";

/** A description in `locale`, as the visualiser translates it. */
function translatorFor(locale: string) {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale, messages: {} });
  return (text: string) => translateDescription(i18n, text);
}

/** What a reader (or a screen reader) gets of an SVG: its text nodes and its aria-labels, not its data attributes. */
function readable(svg: string): string[] {
  const texts = [...svg.matchAll(/>([^<>]+)</g)].map(([, text]) => text ?? "");
  const labels = [...svg.matchAll(/aria-label="([^"]*)"/g)].map(([, label]) => label ?? "");
  return [...texts, ...labels].map((text) => text.trim()).filter(Boolean);
}

async function drawn(machine = withdrawMachine, options: Parameters<typeof layoutMachine>[1] = {}) {
  const { info, laidOut } = await layoutMachine(machine, options);
  return { info, laidOut, svg: renderSvg(laidOut, info, { title: "Withdraw", theme: "dark", interactive: true }) };
}

describe("plain-language diagrams (the default)", () => {
  it("withdraw: arrows and states read as their descriptions' leads, with no code names", async () => {
    const { info, svg } = await drawn();
    const edges = [...info.edges.values()];
    const loaded = edges.find((edge) => edge.eventType === "xstate.done.actor.loadWithdrawInfo");
    expect(loaded?.label).toBe(
      "The server answers with the withdraw info (bank account, PIN, limits, balance, charge)",
    );
    expect(edges.find((edge) => edge.guard === "hasPin")?.label).toBe("The player has a PIN");
    expect(info.boxes.get("withdraw.checkingPreconditions")?.title.join(" ")).toBe("Reads what a withdrawal needs");
    for (const text of readable(svg)) {
      expect(text).not.toContain("xstate.");
      expect(text).not.toContain("assign");
      expect(text).not.toContain("[");
      for (const code of ["loadWithdrawInfo", "createWithdraw", "hasPin", "isPinProblem", "refreshWallet", "invoke:"])
        expect(text).not.toContain(code);
    }
    // the full description stays in the title and the accessible name
    expect(svg).toContain("<title>The player has a PIN: the withdraw form shows. → The form</title>");
    expect(svg).toContain(
      'aria-label="The player has a PIN The player has a PIN: the withdraw form shows. → The form"',
    );
    // the machine's box is titled by its description's lead, and no state box has entry/invoke lines
    expect(info.boxes.get("withdraw")?.title.join(" ")).toMatch(/^A withdrawal to the player's bank account/);
    expect([...info.boxes.values()].every((box) => box.meta.length === 0)).toBe(true);
  });

  it("no machine shows an xstate. name, a guard's brackets or an action's slash in plain mode", async () => {
    for (const { machine, title } of machines) {
      const { info, laidOut } = await layoutMachine(machine, { title });
      const svg = renderSvg(laidOut, info, { title, theme: "dark", interactive: true });
      for (const text of readable(svg)) {
        expect(text, machine.id).not.toContain("xstate.");
        expect(text, machine.id).not.toMatch(/\[\w+\]|^\/ /);
      }
    }
  });

  it("marks every edge group with its raw XState event type (data-event, not visible text)", async () => {
    const { info, svg } = await drawn();
    const groups = [...svg.matchAll(/<g class="edge[^"]*"[^>]*>/g)].map(([group]) => group);
    expect(groups.length).toBe(info.edges.size);
    for (const group of groups) expect(group).toMatch(/ data-event="[^"]*"/);
    expect(svg).toContain('data-event="xstate.done.actor.loadWithdrawInfo"');
    expect(svg).toContain('data-event="withdraw.review"');
    expect(svg).toMatch(/data-transition="withdraw.routing --[^"]*" data-edge-id="e\d+" data-event=""/);
  });

  it("technical mode draws today's diagram: keys, event [guard] / actions, entry and invoke lines", async () => {
    const { info, svg } = await drawn(withdrawMachine, { technical: true });
    const labels = [...info.edges.values()].map((edge) => [edge.label, edge.actionsLabel].filter(Boolean).join(" "));
    expect(labels).toEqual(
      expect.arrayContaining(["done: loadWithdrawInfo / assign", "[hasPin]", "[else]", "withdraw.confirm / assign"]),
    );
    expect(info.boxes.get("withdraw.submitting")).toMatchObject({
      title: ["submitting"],
      meta: ["invoke: createWithdraw"],
    });
    expect(svg).toContain(">checkingPreconditions</text>");
    expect(svg).toContain(">invoke: loadWithdrawInfo</text>");
    expect(svg).toContain('data-event="xstate.done.actor.loadWithdrawInfo"');
  });

  it("without a description an arrow shows no code name: a finished actor or an eventless branch has no label", async () => {
    const machine = createMachine({
      id: "bare",
      initial: "a",
      states: {
        a: { invoke: { src: "load", onDone: "b" }, on: { "bare.go": "b" } },
        b: { always: { target: "c" } },
        c: { after: { 1000: "a" } },
      },
    });
    const info = statechartGraph(machine);
    const labels = [...info.edges.values()].map((edge) => edge.label).sort();
    expect(labels).toEqual(["", "", "after 1 s", "bare.go"]);
    expect(info.graph.edges?.filter((edge) => (edge.labels ?? []).length > 0)).toHaveLength(2);
  });
});

describe("text measured by width", () => {
  it("wraps CJK text between characters, keeps punctuation with its character, ends a cut text with …", () => {
    const text = "服务器拒绝该 PIN（错误，或因尝试次数过多而锁定），请稍后再试或通过短信重置 PIN。";
    const lines = wrapText(text, { width: 100 });
    for (const line of lines) expect(measureText(line)).toBeLessThanOrEqual(100);
    expect(lines.join("").replaceAll(" ", "")).toBe(text.replaceAll(" ", ""));
    for (const line of lines.slice(1)) expect(line).not.toMatch(/^[，。、；：）]/u);
    expect(measureText("中文")).toBe(22);
    const cut = wrapText(text, { width: 100, maxLines: 2 });
    expect(cut).toHaveLength(2);
    expect(cut[1]).toMatch(/…$/);
    expect(measureText(cut[1] ?? "")).toBeLessThanOrEqual(100);
  });

  it("wraps Latin text at spaces, a word wider than the line cut", () => {
    const text = "The player taps Approve: the player is asked to confirm";
    const lines = wrapText(text, { width: 120 });
    expect(lines.join(" ")).toBe(text);
    expect(lines.length).toBeGreaterThan(1);
    lines.forEach((line, index) => {
      expect(measureText(line)).toBeLessThanOrEqual(120);
      // greedy: the next line's first word did not fit on this one
      const next = lines[index + 1]?.split(" ")[0];
      if (next) expect(measureText(`${line} ${next}`)).toBeGreaterThan(120);
    });
    for (const line of wrapText("averyveryveryverylongcodeNameWithoutSpaces", { width: 60 }))
      expect(measureText(line)).toBeLessThanOrEqual(60);
  });

  it("a description's lead is the text before its first ': ' or '; ' (full-width too)", () => {
    expect(leadOf('The player taps "Change amount": back to the form.')).toBe('The player taps "Change amount"');
    expect(leadOf("The withdrawal is on its way; the button is busy.")).toBe("The withdrawal is on its way");
    expect(leadOf("玩家点击“修改金额”：返回表单。")).toBe("玩家点击“修改金额”");
    expect(leadOf("Decides at once whether the player has set a PIN.")).toBe(
      "Decides at once whether the player has set a PIN",
    );
  });

  it("zh-CN withdraw: every label line fits its width, and ELK gets the sizes drawn", () => {
    const info = statechartGraph(withdrawMachine, { translate: translatorFor("zh-CN") });
    const loaded = [...info.edges.values()].find((edge) => edge.eventType === "xstate.done.actor.loadWithdrawInfo");
    expect(loaded?.label).toBe("服务器返回提款信息（银行账户、PIN、限额、余额、手续费）");
    expect(loaded?.lines.length).toBeGreaterThan(1);
    for (const edge of info.edges.values())
      for (const line of edge.lines) expect(measureText(line.text)).toBeLessThanOrEqual(labelWidths.DOWN);
  });

  for (const locale of ["en-US", "zh-CN", "zh-TW", "ms-MY"]) {
    it(`${locale}: boxes and labels handed to ELK hold what is drawn in them, within the widths and lines`, () => {
      const translate = translatorFor(locale);
      for (const { machine, title } of machines) {
        for (const direction of ["DOWN", "RIGHT"] as const) {
          const info = statechartGraph(machine, { translate, direction, title });
          for (const elk of info.graph.edges ?? []) {
            const edge = info.edges.get(elk.id);
            const label = elk.labels?.[0];
            if (!edge || !label) continue;
            expect(edge.lines.length).toBeLessThanOrEqual(labelMaxLines);
            const widest = Math.max(...edge.lines.map((line) => measureText(line.text)));
            expect(widest, edge.label).toBeLessThanOrEqual(labelWidths[direction]);
            expect(label.width ?? 0).toBeGreaterThanOrEqual(widest + 10);
            expect(label.height ?? 0).toBeGreaterThanOrEqual(edge.lines.length * lineHeight);
          }
          const walk = (node: NonNullable<typeof info.graph.children>[number]) => {
            const box = info.boxes.get(node.id);
            if (box && box.kind !== "history") {
              const widest = Math.max(...box.title.map((line) => measureText(line, titleSize, true)));
              if (node.id !== machine.id) {
                expect(box.title.length).toBeLessThanOrEqual(titleMaxLines);
                expect(widest).toBeLessThanOrEqual(titleWidth);
              }
              const width =
                node.width ?? Number(/\((\d+)/.exec(node.layoutOptions?.["elk.nodeSize.minimum"] ?? "")?.[1]);
              expect(width).toBeGreaterThanOrEqual(widest + 2 * boxPadding);
            }
            for (const child of node.children ?? []) walk(child);
          };
          for (const child of info.graph.children ?? []) walk(child);
        }
      }
    });
  }
});

describe("layout", () => {
  it("lays out top-down or left to right, as asked", async () => {
    const down = await layoutMachine(friendRequestMachine, { direction: "DOWN" });
    const right = await layoutMachine(friendRequestMachine, { direction: "RIGHT" });
    expect(down.info.direction).toBe("DOWN");
    expect(right.laidOut.layoutOptions?.["elk.direction"]).toBe("RIGHT");
    // friend request is wide: left to right its layout is closer to a laptop window's shape
    const aspect = ({ laidOut }: typeof down) => (laidOut.width ?? 0) / (laidOut.height ?? 1);
    expect(Math.abs(Math.log(aspect(right) / (1280 / 740)))).toBeLessThan(
      Math.abs(Math.log(aspect(down) / (1280 / 740))),
    );
  });
});

describe("legendMarks", () => {
  it("withdraw: plain lists the drawing's marks and the page's, technical adds the code marks it draws", () => {
    const plain = legendMarks(statechartGraph(withdrawMachine));
    expect(plain).toEqual(["initial", "final", "transition", "self", "active", "path", "enabled", "taken"]);
    const technical = legendMarks(statechartGraph(withdrawMachine, { technical: true }));
    expect(technical).toEqual([
      "initial",
      "final",
      "transition",
      "self",
      "event",
      "done",
      "error",
      "invoke",
      "guard",
      "else",
      "actions",
      "active",
      "path",
      "enabled",
      "taken",
    ]);
    // the mode asked for wins over the mode the graph was drawn in
    expect(legendMarks(statechartGraph(withdrawMachine), true)).toEqual(technical);
  });

  it("lists parallel regions, history, child states, entry/exit and delays only where the machine has them", () => {
    const flat = legendMarks(statechartGraph(withdrawMachine, { technical: true }));
    for (const mark of ["parallel", "history", "compound", "entry", "exit", "after"]) expect(flat).not.toContain(mark);
    const nested = createMachine({
      id: "nested",
      initial: "both",
      states: {
        both: {
          type: "parallel",
          entry: "start",
          states: {
            left: { initial: "a", states: { a: { after: { 500: "b" } }, b: {}, h: { type: "history" } } },
            right: { initial: "c", states: { c: {} } },
          },
        },
      },
    });
    const marks = legendMarks(statechartGraph(nested, { technical: true }));
    for (const mark of ["parallel", "history", "compound", "entry", "after"]) expect(marks).toContain(mark);
    expect(marks).not.toContain("exit");
    expect(legendMarks(statechartGraph(nested))).not.toContain("after");
  });
});
