import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createMachine } from "xstate";
import { DiagramView } from "../../src/visualiser/diagram-view.tsx";
import { renderWithI18n } from "../support/render.tsx";

const machine = createMachine({
  id: "door",
  initial: "closed",
  states: {
    closed: { description: "Shut: nobody passes.", on: { "door.open": { target: "open", description: "A push." } } },
    open: { on: { "door.close": "closed" } },
  },
});

// jsdom lays nothing out and has no ResizeObserver: the view is fitted to a 0×0 box, which is enough here
beforeEach(() => {
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("DiagramView", () => {
  it("marks active states, a highlighted path and its current step, and shows a selection's description", async () => {
    const { container } = renderWithI18n(
      <DiagramView
        machine={machine}
        title="Door"
        activeStateIds={["door", "door.closed"]}
        highlight={{
          states: ["door.closed", "door.open"],
          transitions: ["door.closed --door.open--> door.open"],
          current: "door.closed --door.open--> door.open",
        }}
      />,
    );
    // plain mode (the default): a state is named by its description, an arrow by its description's lead
    const closed = await screen.findByRole("button", { name: /^Shut: nobody passes\.$/ });
    expect(closed.classList.contains("is-active")).toBe(true);
    expect(closed.classList.contains("is-highlighted")).toBe(true);
    const open = container.querySelector('[data-state-id="door.open"]');
    expect(open?.classList.contains("is-active")).toBe(false);
    const push = container.querySelector('[data-transition="door.closed --door.open--> door.open"]');
    expect(push?.classList.contains("is-highlighted")).toBe(true);
    expect(push?.classList.contains("is-current")).toBe(true);
    const back = container.querySelector('[data-transition="door.open --door.close--> door.closed"]');
    expect(back?.classList.contains("is-highlighted")).toBe(false);
    expect(container.querySelector("svg.statechart")?.classList.contains("has-highlight")).toBe(true);

    await userEvent.click(closed);
    const details = screen.getByRole("complementary", { name: "Details" });
    expect(within(details).getByRole("heading", { name: "closed" })).toBeTruthy();
    expect(details.textContent).toContain("Shut: nobody passes.");
    expect(closed.getAttribute("aria-pressed")).toBe("true");

    // by keyboard: Enter on a focused edge selects it
    (push as SVGElement & HTMLOrSVGElement).focus();
    await userEvent.keyboard("{Enter}");
    expect(within(details).getByRole("heading", { name: "A push" })).toBeTruthy();
    expect(details.textContent).toContain("A push.");
    await userEvent.keyboard("{Escape}");
    expect(details.textContent).toContain("Select a state or a transition");
  });

  it("shows descriptions in the reader's language through translate", async () => {
    renderWithI18n(
      <DiagramView machine={machine} title="Door" activeStateIds={[]} translate={(text) => `«${text}»`} />,
    );
    const closed = await screen.findByRole("button", { name: /^«Shut: nobody passes\.»$/ });
    await userEvent.click(closed);
    expect(screen.getByRole("complementary", { name: "Details" }).textContent).toContain("«Shut: nobody passes.»");
  });
});
