import { QueryClient } from "@tanstack/react-query";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Settings } from "luxon";
import type { ComponentType } from "react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { selectIsSignedIn } from "../../machines/session.selectors.ts";
import { setClientCredentials } from "../../src/api/client.ts";
import type { PlayLimit, ResponsibleView } from "../../src/api/contract/responsible.ts";
import { limitKeys } from "../../src/api/contract/responsible.ts";
import { createSession, type SessionActor, SessionProvider } from "../../src/flows/session.tsx";
import { renderInRouter } from "../support/render-in-router.tsx";
import { signInStored } from "../support/signed-in-user.ts";

const unlimited = (key: PlayLimit["key"]): PlayLimit => ({
  key,
  value: null,
  used: 0,
  left: null,
  resets_at: "2026-11-27T16:00:00.000Z",
  pending: null,
});

/** RM 200 a day with RM 150 deposited (RM 50 left), a raise to RM 500 waiting on the weekly one, 35 minutes played. */
const view: ResponsibleView = {
  currency: "MYR",
  limits: limitKeys.map((key) => {
    if (key === "deposit_day") return { ...unlimited(key), value: 20000, used: 15000, left: 5000 };
    if (key === "deposit_week")
      return {
        ...unlimited(key),
        value: 100000,
        used: 15000,
        left: 85000,
        resets_at: "2026-11-29T16:00:00.000Z",
        pending: { value: 500000, from: "2026-11-28T06:05:00.000Z" },
      };
    if (key === "session_day") return { ...unlimited(key), used: 35 };
    return unlimited(key);
  }),
  reality_check_minutes: 0,
  restriction: null,
};

type Call = { method: string; path: string; body: unknown };

/** The player API as this screen calls it: answers by method and path, every call recorded. */
function fakeApi(answers: Record<string, (body: unknown) => { status: number; body: unknown }>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(new URL(String(input), "http://app.test"), init);
      const path = new URL(request.url).pathname;
      const text = await request.text();
      const body = text ? JSON.parse(text) : null;
      calls.push({ method: request.method, path, body });
      const answer = answers[`${request.method} ${path}`]?.(body) ?? { status: 404, body: "Not found" };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return calls;
}

let Screen: ComponentType;
beforeAll(async () => {
  Settings.defaultZone = "Asia/Kuala_Lumpur";
  Settings.now = () => Date.parse("2026-11-27T06:05:00.000Z");
  // jsdom has no modal dialogs
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
  const { Route } = await import("../../src/routes/_signedIn/(account)/play_responsibly.tsx");
  Screen = (Route as unknown as { options: { component: ComponentType } }).options.component;
});

afterAll(() => {
  Settings.defaultZone = "system";
  Settings.now = () => Date.now();
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  setClientCredentials({ token: null });
});

function renderScreen(): { session: SessionActor } {
  signInStored();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const session = createSession(queryClient);
  renderInRouter(
    <SessionProvider session={session}>
      <Screen />
    </SessionProvider>,
    queryClient,
  );
  return { session };
}

/** A limit's row (the first answer waits for the contract's checks to load: seconds on a busy machine). */
const limitButton = (name: string) =>
  screen.findByRole("button", { name: new RegExp(`^${name}`) }, { timeout: 10_000 });

describe("/play_responsibly", () => {
  it("shows each limit with what is used and left, when it resets, and a raise waiting with its start", async () => {
    fakeApi({ "GET /api/player/responsible": () => ({ status: 200, body: view }) });
    renderScreen();
    const daily = await limitButton("Deposit limit per day");
    expect(daily).toHaveTextContent("RM 200.00");
    expect(daily).toHaveTextContent("RM 150.00 used·RM 50.00 left·resets Nov 28, 00:00");
    const weekly = await limitButton("Deposit limit per week");
    expect(weekly).toHaveTextContent("RM 5,000.00 from Nov 28, 14:05");
    const playTime = await limitButton("Play time per day");
    expect(playTime).toHaveTextContent("No limit");
    expect(playTime).toHaveTextContent("35 min used");
    expect(screen.getAllByRole("button", { name: /limit per|Play time/ })).toHaveLength(7);
  });

  it("refuses a value that is not whole in the sheet, then reviews a raise as waiting 24 hours and shows it pending", async () => {
    const calls = fakeApi({
      "GET /api/player/responsible": () => ({ status: 200, body: view }),
      "POST /api/player/responsible/limit": (body) => ({
        status: 200,
        body: {
          outcome: "pending",
          limit: {
            ...view.limits[0],
            pending: { value: (body as { value: number }).value, from: "2026-11-28T06:05:00.000Z" },
          },
        },
      }),
    });
    renderScreen();
    await userEvent.click(await limitButton("Deposit limit per day"));
    const sheet = await screen.findByRole("dialog", { name: "Deposit limit per day" });
    const field = within(sheet).getByLabelText("New limit (MYR)");
    expect(field).toHaveValue("200");
    await userEvent.clear(field);
    await userEvent.type(field, "50.50");
    await userEvent.click(within(sheet).getByRole("button", { name: "Review" }));
    expect(field).toHaveAccessibleDescription("Enter a whole amount, without cents");
    await userEvent.clear(field);
    await userEvent.type(field, "500");
    await userEvent.click(within(sheet).getByRole("button", { name: "Review" }));
    expect(await within(sheet).findByRole("status")).toHaveTextContent(
      "Your new limit, RM 500.00, applies from Nov 28, 14:05, 24 hours from now. Until then RM 200.00 stays.",
    );
    await userEvent.click(within(sheet).getByRole("button", { name: "Confirm" }));
    await within(sheet).findByRole("button", { name: "Done" });
    expect(within(sheet).getByRole("status")).toHaveTextContent(
      "Your new limit, RM 500.00, starts from Nov 28, 14:05. Until then RM 200.00 stays.",
    );
    expect(calls.filter((call) => call.method === "POST")).toEqual([
      { method: "POST", path: "/api/player/responsible/limit", body: { key: "deposit_day", value: 50000 } },
    ]);
  });

  it("saves the reality check as soon as it is picked", async () => {
    const calls = fakeApi({
      "GET /api/player/responsible": () => ({ status: 200, body: view }),
      "POST /api/player/responsible/reality_check": (body) => ({
        status: 200,
        body: { ...view, reality_check_minutes: (body as { minutes: number }).minutes },
      }),
    });
    renderScreen();
    const every30 = await screen.findByRole("radio", { name: "Every 30 minutes" }, { timeout: 10_000 });
    expect(screen.getByRole("radio", { name: "Off" })).toBeChecked();
    await userEvent.click(every30);
    await vi.waitFor(() => expect(every30).toBeChecked());
    expect(calls.filter((call) => call.method === "POST")).toEqual([
      { method: "POST", path: "/api/player/responsible/reality_check", body: { minutes: 30 } },
    ]);
  });

  it("takes a time-out after two confirmations that say what stops and until when, then signs out", async () => {
    const calls = fakeApi({
      "GET /api/player/responsible": () => ({ status: 200, body: view }),
      "POST /api/player/responsible/restrict": () => ({
        status: 200,
        body: {
          ...view,
          restriction: { kind: "time_out", since: "2026-11-27T06:05:00.000Z", until: "2026-12-04T06:05:00.000Z" },
        },
      }),
    });
    const { session } = renderScreen();
    await userEvent.click(await screen.findByRole("radio", { name: "7 days" }, { timeout: 10_000 }));
    await userEvent.click(screen.getByRole("button", { name: "Take a time-out" }));
    const sheet = await screen.findByRole("dialog", { name: "Time-out for 7 days" });
    expect(sheet).toHaveTextContent("Until 2026-12-04 14:05 you cannot:");
    for (const stop of ["deposit", "transfer money into games", "play games", "send money to friends"]) {
      expect(within(sheet).getByText(stop)).toBeInTheDocument();
    }
    expect(sheet).toHaveTextContent("We stop sending you promotional mail.");
    await userEvent.click(within(sheet).getByRole("button", { name: "Continue" }));
    expect(calls.some((call) => call.method === "POST")).toBe(false);
    expect(sheet).toHaveTextContent("Start your time-out now? It ends on 2026-12-04 14:05. You will be signed out.");
    await act(() => userEvent.click(within(sheet).getByRole("button", { name: "Start my time-out" })));
    await vi.waitFor(() => expect(selectIsSignedIn(session.getSnapshot())).toBe(false));
    expect(calls.find((call) => call.path === "/api/player/responsible/restrict")?.body).toEqual({ length: "7d" });
  });
});
