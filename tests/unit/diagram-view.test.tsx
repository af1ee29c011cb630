import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
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
    // named by the words drawn (the description's lead), the whole description said after it
    const closed = await screen.findByRole("button", { name: "Shut" });
    expect(closed.getAttribute("aria-description")).toBe("Shut: nobody passes.");
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
    expect(screen.queryByRole("complementary", { name: "Details" })).toBeNull();
  });

  it("takes an arrow that can be taken on a click, offers its ways when there are several, and lights the one taken", async () => {
    const taken: string[] = [];
    const takeable = new Map([
      [
        "door.closed --door.open--> door.open",
        [
          { label: "gently", take: () => taken.push("gently") },
          { label: "with a kick", take: () => taken.push("with a kick") },
        ],
      ],
      ["door.open --door.close--> door.closed", [{ label: "close", take: () => taken.push("close") }]],
    ]);
    const { container, rerender } = renderWithI18n(
      <DiagramView machine={machine} title="Door" activeStateIds={["door", "door.closed"]} takeable={takeable} />,
    );
    await screen.findByRole("button", { name: "Shut" });
    const push = container.querySelector('[data-transition="door.closed --door.open--> door.open"]') as SVGElement;
    const back = container.querySelector('[data-transition="door.open --door.close--> door.closed"]') as SVGElement;
    expect(push.classList.contains("is-enabled")).toBe(true);

    // one way: taken at once, no details
    await userEvent.click(back);
    expect(taken).toEqual(["close"]);
    expect(screen.queryByRole("complementary", { name: "Details" })).toBeNull();

    // two ways: offered at the arrow, the chosen one taken
    await userEvent.click(push);
    const offer = screen.getByRole("dialog", { name: "Take this arrow" });
    await userEvent.click(within(offer).getByRole("button", { name: "with a kick" }));
    expect(taken).toEqual(["close", "with a kick"]);
    expect(screen.queryByRole("dialog", { name: "Take this arrow" })).toBeNull();

    rerender(
      <I18nProvider i18n={i18n}>
        <DiagramView
          machine={machine}
          title="Door"
          activeStateIds={["door", "door.open"]}
          taken={["door.closed --door.open--> door.open"]}
        />
      </I18nProvider>,
    );
    expect(push.classList.contains("is-taken")).toBe(true);
    expect(push.classList.contains("is-enabled")).toBe(false);
  });

  it("shows descriptions in the reader's language through translate", async () => {
    renderWithI18n(
      <DiagramView machine={machine} title="Door" activeStateIds={[]} translate={(text) => `«${text}»`} />,
    );
    const closed = await screen.findByRole("button", { name: "«Shut" });
    await userEvent.click(closed);
    expect(screen.getByRole("complementary", { name: "Details" }).textContent).toContain("«Shut: nobody passes.»");
  });
});
