/**
 * The signed-in shell offline: the last balance kept on the device (per player, only balance, currency and time,
 * forgotten at sign-out), when it was seen ("as of 14:05", the day too when not today), the offline screen that
 * shows it with what needs a connection, and the hook that says when the shell is offline and refreshes by itself
 * once the network is back.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../src/api/client.ts";
import type { User } from "../../src/api/contract/user.ts";
import { userKeys } from "../../src/api/user.ts";
import { walletKeys } from "../../src/api/wallet.ts";
import { balanceOf, useConnection } from "../../src/flows/connection.ts";
import { forgetLastBalance, lastBalance, rememberBalance } from "../../src/flows/last-balance.ts";
import { createSession, SessionProvider } from "../../src/flows/session.tsx";
import { clearStoredSession } from "../../src/flows/session-storage.ts";
import { formatSeenAt } from "../../src/lib/seen-at.ts";
import { OfflineScreen } from "../../src/routes/_signedIn/-components/offline-screen.tsx";
import { renderWithI18n } from "../support/render.tsx";
import { renderInRouter } from "../support/render-in-router.tsx";
import { signedInUser, signInStored } from "../support/signed-in-user.ts";

const zone = "Asia/Kuala_Lumpur";

describe("when a balance was seen", () => {
  const now = new Date("2026-11-28T10:00:00Z");
  it("is the time alone today, in the player's zone", () => {
    expect(formatSeenAt("2026-11-28T06:05:00Z", "en-US", now, zone)).toBe("14:05");
    expect(formatSeenAt("2026-11-27T17:30:00Z", "zh-CN", now, zone)).toBe("01:30");
  });
  it("has the day too when it was not today, and the year when another year", () => {
    expect(formatSeenAt("2026-11-27T06:05:00Z", "en-US", now, zone)).toBe("Nov 27, 14:05");
    expect(formatSeenAt("2026-11-27T06:05:00Z", "ms-MY", now, zone)).toBe("27 Nov, 14:05");
    expect(formatSeenAt("2025-11-27T06:05:00Z", "en-US", now, zone)).toBe("Nov 27, 2025, 14:05");
    // the same instant is today in one zone and yesterday in another
    expect(formatSeenAt("2026-11-27T20:00:00Z", "en-US", now, zone)).toBe("04:00");
    expect(formatSeenAt("2026-11-27T20:00:00Z", "en-US", now, "America/New_York")).toBe("Nov 27, 15:00");
  });
});

describe("the last balance kept on the device", () => {
  afterEach(() => localStorage.clear());
  const seen = { player: "p1", currency: "MYR" as const, amount: 125_000, at: "2026-11-28T06:05:00.000Z" };

  it("is the player's own: balance, currency and time, nothing else", () => {
    rememberBalance(seen);
    expect(lastBalance("p1")).toEqual(seen);
    expect(lastBalance("p2")).toBeNull();
    const kept = Object.entries(localStorage).find(([key]) => key.startsWith("player-app:last-balance:"));
    expect(kept?.[0]).toBe(`player-app:last-balance:${window.location.host}`);
    expect(Object.keys(JSON.parse(kept?.[1] ?? "{}")).sort()).toEqual(["amount", "at", "currency", "player"]);
  });

  it("is not read when it is not what the app wrote", () => {
    const key = `player-app:last-balance:${window.location.host}`;
    for (const text of [
      "nonsense",
      "null",
      JSON.stringify({ ...seen, amount: 1.5 }),
      JSON.stringify({ ...seen, currency: "EUR" }),
      JSON.stringify({ ...seen, at: "yesterday" }),
    ]) {
      localStorage.setItem(key, text);
      expect(lastBalance("p1"), text).toBeNull();
    }
  });

  it("is forgotten with the session (sign-out, a 401, a login elsewhere)", () => {
    rememberBalance(seen);
    clearStoredSession();
    expect(lastBalance("p1")).toBeNull();
    rememberBalance(seen);
    forgetLastBalance();
    expect(lastBalance("p1")).toBeNull();
  });

  it("comes from the player's read (the wallet in their currency) and from no other read", () => {
    const user = { ...signedInUser, wallet: 125_000, currency: "MYR" } as User;
    expect(balanceOf(userKeys.me(), user, "MYR")).toEqual({ currency: "MYR", amount: 125_000 });
    expect(balanceOf(userKeys.me(), { ...user, wallet: null }, "MYR")).toBeNull();
    const wallet = {
      balances: [
        { currency: "USDT", available: 5_000_000, held: 0 },
        { currency: "MYR", available: 99_00, held: 10_00 },
      ],
    };
    expect(balanceOf(walletKeys.wallet(), wallet, "MYR")).toEqual({ currency: "MYR", amount: 99_00 });
    expect(balanceOf(walletKeys.wallet(), wallet, null)).toEqual({ currency: "USDT", amount: 5_000_000 });
    expect(balanceOf(walletKeys.wallet(), { balances: [] }, "MYR")).toBeNull();
    expect(balanceOf(walletKeys.bankAccounts(), wallet, "MYR")).toBeNull();
    expect(balanceOf(userKeys.pin(), user, "MYR")).toBeNull();
  });
});

describe("the offline screen", () => {
  it("says so, shows the last balance and when, and what needs a connection; Try again asks at once", async () => {
    const retry = vi.fn();
    const at = new Date();
    at.setHours(14, 5, 0, 0);
    renderInRouter(
      <OfflineScreen
        lastBalance={{ player: "p1", currency: "MYR", amount: 125_000, at: at.toISOString() }}
        onRetry={retry}
      />,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "You're offline" })).toBeInTheDocument();
    const balance = screen.getByRole("region", { name: "Last balance seen" });
    expect(balance).toHaveTextContent(/RM\s?1,250\.00/);
    expect(balance).toHaveTextContent("as of 14:05");
    const needs = screen.getByRole("region", { name: "Needs a connection" });
    expect([...needs.querySelectorAll("li")].map((item) => item.textContent?.trim())).toEqual([
      "Deposit",
      "Withdraw",
      "Transfers",
      "Games",
      "Chat",
    ]);
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it("says when no balance was seen on this device", async () => {
    renderInRouter(<OfflineScreen lastBalance={null} onRetry={() => {}} />);
    const balance = await screen.findByRole("region", { name: "Last balance seen" });
    expect(balance).toHaveTextContent("No balance seen on this device yet.");
  });
});

/** What the signed-in layout reads of the hook: offline (with the last balance and a retry), or online. */
function Probe() {
  const { offline, lastBalance: seen, retry } = useConnection();
  return offline ? (
    <button type="button" onClick={retry}>{`offline, last ${seen?.amount ?? "none"}`}</button>
  ) : (
    <p>online</p>
  );
}

describe("whether the signed-in shell is offline", () => {
  let online = true;
  beforeEach(() => {
    online = true;
    Object.defineProperty(navigator, "onLine", { configurable: true, get: () => online });
    // the session's check with the server: no server here
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    signInStored();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("follows the browser's network, keeps every balance read, and reads everything again once back", async () => {
    const queryClient = new QueryClient();
    const session = createSession(queryClient);
    renderInRouter(
      <SessionProvider session={session}>
        <Probe />
      </SessionProvider>,
      queryClient,
    );
    expect(await screen.findByText("online")).toBeInTheDocument();

    act(() => queryClient.setQueryData(userKeys.me(), { ...signedInUser, wallet: 42_00, currency: "MYR" }));
    expect(lastBalance("p1")).toMatchObject({ currency: "MYR", amount: 42_00 });

    online = false;
    act(() => window.dispatchEvent(new Event("offline")));
    expect(await screen.findByText("offline, last 4200")).toBeInTheDocument();

    const invalidated = vi.spyOn(queryClient, "invalidateQueries");
    online = true;
    act(() => window.dispatchEvent(new Event("online")));
    expect(await screen.findByText("online")).toBeInTheDocument();
    await waitFor(() => expect(invalidated).toHaveBeenCalled());
    session.stop();
  });

  it("is offline while the screen's data could not be loaded for want of an answer, until it loads again", async () => {
    const queryClient = new QueryClient();
    const session = createSession(queryClient);
    let answers = false;
    const rootRoute = createRootRoute({
      component: () => (
        <>
          <Probe />
          <Outlet />
        </>
      ),
    });
    const screenRoute = createRoute({
      getParentRoute: () => rootRoute,
      path: "/",
      loader: () => {
        if (!answers) throw new ApiError(0, "Error Encountered", true);
      },
      errorComponent: () => <p>the screen failed</p>,
      component: () => <p>the screen</p>,
    });
    const router = createRouter({
      routeTree: rootRoute.addChildren([screenRoute]),
      history: createMemoryHistory({ initialEntries: ["/"] }),
    });
    renderWithI18n(
      <QueryClientProvider client={queryClient}>
        <SessionProvider session={session}>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText("offline, last none")).toBeInTheDocument();
    // the browser thinks it is online: the player's "Try again" (or a navigation) loads it again
    answers = true;
    await userEvent.setup().click(screen.getByRole("button", { name: "offline, last none" }));
    expect(await screen.findByText("the screen")).toBeInTheDocument();
    expect(screen.getByText("online")).toBeInTheDocument();
    session.stop();
  });
});
