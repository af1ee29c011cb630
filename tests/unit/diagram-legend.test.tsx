import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { withdrawMachine } from "../../machines/withdraw.machine.ts";
import { DiagramLegend } from "../../src/visualiser/diagram-legend.tsx";
import { machineSvg } from "../../src/visualiser/layout.ts";
import { statechartGraph } from "../../src/visualiser/statechart-graph.ts";
import { renderWithI18n } from "../support/render.tsx";

const items = () =>
  within(screen.getByRole("list"))
    .getAllByRole("listitem")
    .map((item) => item.getAttribute("data-mark"));

describe("DiagramLegend", () => {
  it("explains the marks this drawing shows, and the page's, in plain mode", () => {
    renderWithI18n(<DiagramLegend info={statechartGraph(withdrawMachine)} />);
    expect(items()).toEqual(["initial", "final", "transition", "self", "active", "path", "enabled", "taken"]);
    expect(screen.getByText("arrow you can take now (click it)")).toBeTruthy();
    expect(screen.getByText("arrow just taken")).toBeTruthy();
    expect(screen.queryByText(/parallel region/)).toBeNull();
    expect(screen.queryByText(/history state/)).toBeNull();
  });

  it("with technical details, the code marks with the code they are drawn as", () => {
    renderWithI18n(<DiagramLegend info={statechartGraph(withdrawMachine)} technical />);
    const done = screen.getByText("done: name").closest("li");
    expect(done?.textContent).toBe("done: name the invoked service answered");
    expect(items()).toContain("guard");
    expect(items()).not.toContain("after");
  });
});

describe("the export's legend", () => {
  it("lists the marks of the drawing only (no page marks, no parallel or history on withdraw)", async () => {
    const svg = await machineSvg(withdrawMachine, "Withdraw");
    expect(svg).toContain(">the invoked service answered<");
    expect(svg).toContain(">[else]<");
    expect(svg).not.toContain("parallel region");
    expect(svg).not.toContain("history state");
    expect(svg).not.toContain("arrow just taken");
  });
});
