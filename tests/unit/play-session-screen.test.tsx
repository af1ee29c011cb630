import { act, fireEvent, renderHook, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { PlaySession } from "../../src/api/contract/responsible.ts";
import { usePlaySessionFlow } from "../../src/flows/play-session.ts";
import { RealityCheckDialog } from "../../src/routes/_signedIn/(games)/-components/reality-check-dialog.tsx";
import { renderWithI18n } from "../support/render.tsx";

const session: PlaySession = {
  started_at: "2026-11-28T06:00:00.000Z",
  played_seconds: 65 * 60 + 20,
  net: -1250,
  currency: "MYR",
  reality_check_due: true,
  session_left_seconds: null,
  ended_by_limit: false,
};

beforeAll(() => {
  // jsdom has <dialog> but not its modal mode: open it as showModal would (the browser's top layer is the e2e tests')
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
});

function renderDialog(props: Partial<Parameters<typeof RealityCheckDialog>[0]> = {}) {
  const handlers = { onKeep: vi.fn(), onStop: vi.fn(), onSetLimits: vi.fn() };
  renderWithI18n(<RealityCheckDialog session={session} busy={null} error={null} {...handlers} {...props} />);
  return { dialog: screen.getByRole("dialog", { name: "Reality check" }), ...handlers };
}

describe("the reality check dialog", () => {
  it("shows the time played and the net result of this session, and the three choices", () => {
    const { dialog, onKeep, onStop, onSetLimits } = renderDialog();
    expect(dialog).toHaveAttribute("open");
    expect(within(dialog).getByText("Time played this session").nextElementSibling).toHaveTextContent("1 hr 5 min");
    expect(within(dialog).getByText("Net result this session").nextElementSibling).toHaveTextContent(/^-RM\s?12\.50$/);
    fireEvent.click(within(dialog).getByRole("button", { name: "Keep playing" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Stop playing" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Set limits" }));
    expect([onKeep, onStop, onSetLimits].map((handler) => handler.mock.calls.length)).toEqual([1, 1, 1]);
  });

  it("signs a win with +", () => {
    const { dialog } = renderDialog({ session: { ...session, net: 5000 } });
    expect(within(dialog).getByText("Net result this session").nextElementSibling).toHaveTextContent(/^\+RM\s?50\.00$/);
  });

  it("is answered, not dismissed: Escape is refused and a close opens it again", () => {
    const { dialog } = renderDialog();
    const cancel = new Event("cancel", { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    (dialog as HTMLDialogElement).close();
    expect(dialog).toHaveAttribute("open");
  });

  it("while a choice is on its way: that one busy, the others disabled; a failure is said", () => {
    const { dialog } = renderDialog({ busy: "stop", error: "Error Encountered" });
    expect(within(dialog).getByRole("button", { name: "Stop playing" })).toHaveAttribute("aria-busy", "true");
    expect(within(dialog).getByRole("button", { name: "Keep playing" })).toBeDisabled();
    expect(within(dialog).getByRole("button", { name: "Set limits" })).toBeDisabled();
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Error Encountered");
  });
});

describe("usePlaySessionFlow", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("ends the open session on the server when the screen goes, and never one that is not open", async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: string | URL | Request) => {
        const url = new URL(String(input instanceof Request ? input.url : input), "http://localhost");
        calls.push(url.pathname);
        const body = url.pathname.endsWith("/stop") ? { ok: true } : session;
        return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
      }),
    );
    // not launched yet: leaving tells the server nothing
    const idle = renderHook(() => usePlaySessionFlow("DRG"));
    idle.unmount();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual([]);

    const playing = renderHook(() => usePlaySessionFlow("DRG"));
    act(() => playing.result.current[1]({ type: "playSession.start" }));
    await waitFor(() => expect(calls).toEqual(["/api/player/responsible/play"]));
    playing.unmount();
    await waitFor(() => expect(calls).toEqual(["/api/player/responsible/play", "/api/player/responsible/play/stop"]));
  });
});
