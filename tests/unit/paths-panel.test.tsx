import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { pathModels } from "../../machines/path-models.ts";
import { listedPaths } from "../../machines/path-plan.ts";
import type { PathResults } from "../../src/visualiser/path-results.ts";
import { PathsPanel } from "../../src/visualiser/paths-panel.tsx";
import { uiTestOf } from "../../src/visualiser/ui-paths.ts";
import { renderWithI18n } from "../support/render.tsx";

/** Paths mode shows beside each listed path its last test results: passed or failed and when, or not run yet. */
const models = pathModels.filter((model) => model.machine.id === "withdraw");
const machine = models[0]?.machine;
const paths = listedPaths(models);
const withUi = paths.filter((path) => uiTestOf(path.name)?.ui);
const withoutUi = paths.filter((path) => !uiTestOf(path.name)?.ui);

function renderPanel(results: PathResults) {
  if (!machine) throw new Error("no withdraw machine");
  return renderWithI18n(
    <PathsPanel
      machine={machine}
      models={models}
      shown={null}
      onShow={() => {}}
      onReplay={() => {}}
      loadResults={() => Promise.resolve(results)}
    />,
  );
}

/** The results list of the path with this name. */
async function resultsOf(name: string): Promise<HTMLElement> {
  const item = (await screen.findByText(name)).closest("li");
  if (!item) throw new Error(`no item for ${name}`);
  return within(item).findByRole("list", { name: "Last test results" });
}

describe("PathsPanel's last results", () => {
  it("shows a pass and a fail with their times, and not run yet for the rest", async () => {
    const passed = withUi[0];
    const other = paths.find((path) => path !== passed);
    if (!passed || !other) throw new Error("withdraw needs two listed paths, one with a UI test");
    renderPanel({
      [passed.name]: {
        vitest: { status: "pass", at: "2026-11-28T09:00:00.000Z" },
        ui: { status: "fail", at: "2026-11-28T09:05:00.000Z" },
      },
    });
    const results = within(await resultsOf(passed.name)).getAllByRole("listitem");
    expect(results.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^✓ Vitest walk: passed Nov 28, 2026, \d{1,2}:00/),
      expect.stringMatching(/^✗ UI test: failed Nov 28, 2026, \d{1,2}:05/),
    ]);
    expect(results[0]?.dataset.status).toBe("pass");
    expect(results[1]?.dataset.status).toBe("fail");
    expect(results[0]?.querySelector("time")?.getAttribute("datetime")).toBe("2026-11-28T09:00:00.000Z");
    const none = within(await resultsOf(other.name)).getAllByRole("listitem");
    expect(none[0]?.textContent).toBe("Vitest walk: not run yet");
    expect(none.every((item) => item.dataset.status === "none")).toBe(true);
  });

  it("before any run (no results file), every path is not run yet", async () => {
    renderPanel({});
    for (const path of paths) {
      const items = within(await resultsOf(path.name)).getAllByRole("listitem");
      expect(items[0]?.textContent).toBe("Vitest walk: not run yet");
      // a UI result only for a path that has a UI test
      expect(items.length, path.name).toBe(uiTestOf(path.name)?.ui ? 2 : 1);
      if (items[1]) expect(items[1].textContent).toBe("UI test: not run yet");
    }
    expect(withUi.length + withoutUi.length).toBe(paths.length);
  });
});
