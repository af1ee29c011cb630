import { QueryClient, QueryClientProvider, type QueryKey } from "@tanstack/react-query";
import { act, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PlayerEvent } from "../../src/api/contract/events.ts";
import { eventStreamPath, openEventStream, type StreamReady } from "../../src/api/events.ts";
import {
  friendQuery,
  friendRequestsQuery,
  friendsQuery,
  friendTransferInfoQuery,
  playerSearchQuery,
} from "../../src/api/friends.ts";
import { catalogueQuery, gameAccountQuery, gameAccountsQuery } from "../../src/api/games.ts";
import { inboxQuery, openedMailQuery, unreadMailQuery } from "../../src/api/mail.ts";
import { rebatesQuery } from "../../src/api/rebates.ts";
import { responsibleQuery } from "../../src/api/responsible.ts";
import { pinQuery, userQuery } from "../../src/api/user.ts";
import { vipQuery } from "../../src/api/vip.ts";
import {
  bankAccountsQuery,
  depositOptionsQuery,
  gameRecordReportQuery,
  transactionQuery,
  transactionReportQuery,
  transactionsInfiniteQuery,
  turnoverReportQuery,
  walletQuery,
  withdrawInfoQuery,
} from "../../src/api/wallet.ts";
import { LiveUpdates, queriesAffectedBy } from "../../src/flows/live-updates.tsx";
import { createSession, type SessionActor, SessionContext, SessionProvider } from "../../src/flows/session.tsx";
import { signInStored } from "../support/signed-in-user.ts";

const TX = "5b0f3c2e-1d2a-4c3b-9e8f-7a6b5c4d3e2f";

// ---------- a server that streams by hand ----------

type Connection = {
  url: string;
  headers: Headers;
  /** Writes raw SSE text to this connection. */
  write: (text: string) => void;
  /** Ends it as the server would. */
  end: () => void;
  aborted: () => boolean;
};

/** A fake `fetch` whose answers the test decides: a stream it writes to, or a status with a body. */
function fakeServer() {
  const connections: Connection[] = [];
  const answers: (() => Response | null)[] = [];
  const waiters = new Set<() => void>();
  const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const planned = answers.shift()?.();
    if (planned) return planned;
    let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
    const body = new ReadableStream<Uint8Array>({
      start: (c) => {
        controller = c;
      },
    });
    const signal = init?.signal;
    const connection: Connection = {
      url: String(url),
      headers: new Headers(init?.headers),
      write: (text) => controller?.enqueue(new TextEncoder().encode(text)),
      end: () => controller?.close(),
      aborted: () => signal?.aborted ?? false,
    };
    signal?.addEventListener("abort", () => controller?.error(new DOMException("aborted", "AbortError")));
    connections.push(connection);
    for (const wake of [...waiters]) wake();
    return new Response(body, { status: 200, headers: { "content-type": "text/event-stream; charset=utf-8" } });
  });
  /** Resolves with the n-th connection (1-based) once it is made. */
  const connection = (n: number) =>
    new Promise<Connection>((resolve) => {
      const look = () => {
        const found = connections[n - 1];
        if (!found) return;
        waiters.delete(look);
        resolve(found);
      };
      waiters.add(look);
      look();
    });
  return { fetchMock, connections, connection, answerNext: (answer: () => Response | null) => answers.push(answer) };
}

const ready = (resumed: boolean, id = "e1.10") =>
  `retry: 2000\n\nevent: ready\n${resumed ? "" : `id: ${id}\n`}data: ${JSON.stringify({ resumed, heartbeat_ms: 15_000 })}\n\n`;
const sse = (event: PlayerEvent, id: string) => `event: ${event.kind}\nid: ${id}\ndata: ${JSON.stringify(event)}\n\n`;

/** Collects what the reader reports, with a way to wait for the n-th report. */
function recorder() {
  const events: PlayerEvent[] = [];
  const readies: StreamReady[] = [];
  const unauthorized: string[] = [];
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const w of [...waiters]) w();
  };
  const until = (done: () => boolean) =>
    new Promise<void>((resolve) => {
      const look = () => {
        if (!done()) return;
        waiters.delete(look);
        resolve();
      };
      waiters.add(look);
      look();
    });
  return {
    events,
    readies,
    unauthorized,
    until,
    handlers: {
      onEvent: (e: PlayerEvent) => {
        events.push(e);
        wake();
      },
      onReady: (r: StreamReady) => {
        readies.push(r);
        wake();
      },
      onUnauthorized: (error: { messageKey: string }) => {
        unauthorized.push(error.messageKey);
        wake();
      },
    },
  };
}

describe("the event stream reader", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("reads events checked against the contract, and skips unknown kinds and malformed events", async () => {
    const server = fakeServer();
    const seen = recorder();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const stream = openEventStream(seen.handlers, { fetch: server.fetchMock, random: () => 1 });
    const first = await server.connection(1);
    expect(first.url).toContain(eventStreamPath);
    expect(first.headers.get("Accept")).toBe("text/event-stream");
    // the headers of SPEC §7, as on every call
    expect(first.headers.get("X-Requested-With")).toBe("XMLHttpRequest");
    expect(first.headers.has("Last-Event-ID")).toBe(false);
    // split mid-message, as a network would
    const text = `${ready(false)}${sse({ kind: "wallet", currency: "MYR" }, "e1.11")}event: newer_kind\nid: e1.12\ndata: {"kind":"newer_kind"}\n\nevent: wallet\nid: e1.13\ndata: {"kind":"wallet","currency":"EUR"}\n\n${sse({ kind: "transaction", id: TX, type: "withdraw", status: "rejected" }, "e1.14")}`;
    first.write(text.slice(0, 50));
    first.write(text.slice(50, 51));
    first.write(text.slice(51));
    await seen.until(() => seen.events.length === 2);
    expect(seen.readies).toEqual([{ reconnected: false, resumed: false }]);
    expect(seen.events).toEqual([
      { kind: "wallet", currency: "MYR" },
      { kind: "transaction", id: TX, type: "withdraw", status: "rejected" },
    ]);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/wallet event does not match the contract/);
    stream.close();
  });

  it("reconnects after a drop with a growing delay and Last-Event-ID, and says whether it resumed", async () => {
    const server = fakeServer();
    const seen = recorder();
    const stream = openEventStream(seen.handlers, { fetch: server.fetchMock, random: () => 1, baseDelayMs: 1_000 });
    const first = await server.connection(1);
    first.write(`${ready(false, "e1.10")}${sse({ kind: "wallet", currency: "MYR" }, "e1.11")}`);
    await seen.until(() => seen.events.length === 1);
    first.end();
    // a failed attempt in between: the delay doubles
    server.answerNext(() => new Response('"Oops, something went wrong"', { status: 503 }));
    await vi.advanceTimersByTimeAsync(999);
    expect(server.fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(server.fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    const second = await server.connection(2);
    expect(second.headers.get("Last-Event-ID")).toBe("e1.11");
    second.write(ready(true));
    await seen.until(() => seen.readies.length === 2);
    expect(seen.readies[1]).toEqual({ reconnected: true, resumed: true });
    // once open again, the next drop starts from the shortest delay
    second.end();
    await vi.advanceTimersByTimeAsync(1_000);
    const third = await server.connection(3);
    expect(third.headers.get("Last-Event-ID")).toBe("e1.11");
    third.write(ready(false, "e9.1"));
    await seen.until(() => seen.readies.length === 3);
    expect(seen.readies[2]).toEqual({ reconnected: true, resumed: false });
    stream.close();
    expect(third.aborted()).toBe(true);
  });

  it("takes a line silent for two heartbeats and a margin for dead, and reconnects", async () => {
    const server = fakeServer();
    const seen = recorder();
    const stream = openEventStream(seen.handlers, { fetch: server.fetchMock, random: () => 1 });
    const first = await server.connection(1);
    first.write(ready(false));
    await seen.until(() => seen.readies.length === 1);
    await vi.advanceTimersByTimeAsync(30_000);
    first.write(": heartbeat\n\n");
    await vi.advanceTimersByTimeAsync(34_999);
    expect(first.aborted()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(first.aborted()).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect((await server.connection(2)).headers.get("Last-Event-ID")).toBe("e1.10");
    stream.close();
  });

  it("stops for good on 401 (reported with its message) and on 404 (no stream on this API)", async () => {
    const server = fakeServer();
    const seen = recorder();
    server.answerNext(
      () =>
        new Response('"Session ended. Other devices logged in"', {
          status: 401,
          headers: { "content-type": "application/json" },
        }),
    );
    openEventStream(seen.handlers, { fetch: server.fetchMock });
    await seen.until(() => seen.unauthorized.length === 1);
    expect(seen.unauthorized).toEqual(["Session ended. Other devices logged in"]);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.fetchMock).toHaveBeenCalledTimes(1);

    const other = fakeServer();
    other.answerNext(() => new Response('"Not found"', { status: 404 }));
    openEventStream(recorder().handlers, { fetch: other.fetchMock });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(other.fetchMock).toHaveBeenCalledTimes(1);
  });

  it("waits longer when the server is at its stream cap (429), and retries at once when back online", async () => {
    const server = fakeServer();
    server.answerNext(() => new Response('"Too many requests, try again later"', { status: 429 }));
    const stream = openEventStream(recorder().handlers, { fetch: server.fetchMock, random: () => 1 });
    await vi.advanceTimersByTimeAsync(7_999);
    expect(server.fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.fetchMock).toHaveBeenCalledTimes(2);
    (await server.connection(1)).end();
    await vi.advanceTimersByTimeAsync(0);
    window.dispatchEvent(new Event("online"));
    await server.connection(2);
    expect(server.fetchMock).toHaveBeenCalledTimes(3);
    stream.close();
  });

  it("stops when closed: no reconnection, no event handed on", async () => {
    const server = fakeServer();
    const seen = recorder();
    const stream = openEventStream(seen.handlers, { fetch: server.fetchMock });
    const first = await server.connection(1);
    stream.close();
    expect(first.aborted()).toBe(true);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.fetchMock).toHaveBeenCalledTimes(1);
    expect(seen.events).toEqual([]);
  });
});

// ---------- which queries an event touches ----------

/** One cached query of every kind the money screens use, with another transaction's detail beside it. */
/** What a stream that could not replay reads again: every money query and the friends. */
const everyCatchUpQuery = [
  "allTransactions",
  "depositReport",
  "friend",
  "friendRequests",
  "friendTransferInfo",
  "friends",
  "gameAccount",
  "gameAccounts",
  "gameRecords",
  "inbox",
  "otherTransaction",
  "pendingWithdrawals",
  "playerSearch",
  "transaction",
  "turnover",
  "unreadMail",
  "user",
  "wallet",
  "withdrawInfo",
  "withdrawReport",
];

function seededClient() {
  const client = new QueryClient();
  const keys: Record<string, QueryKey> = {
    wallet: walletQuery().queryKey,
    user: userQuery().queryKey,
    transaction: transactionQuery(TX).queryKey,
    otherTransaction: transactionQuery("another").queryKey,
    allTransactions: transactionsInfiniteQuery({}).queryKey,
    pendingWithdrawals: transactionsInfiniteQuery({ type: "withdraw", status: "pending" }).queryKey,
    depositReport: transactionReportQuery("deposit", { start_date: "2026-01-01", end_date: "2026-01-31" }).queryKey,
    withdrawReport: transactionReportQuery("withdraw", { start_date: "2026-01-01", end_date: "2026-01-31" }).queryKey,
    gameRecords: gameRecordReportQuery({ start_date: "2026-01-01", end_date: "2026-01-31" }).queryKey,
    turnover: turnoverReportQuery({ start_date: "2026-01-01", end_date: "2026-01-31" }).queryKey,
    withdrawInfo: withdrawInfoQuery().queryKey,
    bankAccounts: bankAccountsQuery().queryKey,
    depositOptions: depositOptionsQuery().queryKey,
    pin: pinQuery().queryKey,
    gameAccounts: gameAccountsQuery().queryKey,
    gameAccount: gameAccountQuery("DRG").queryKey,
    catalogue: catalogueQuery().queryKey,
    inbox: inboxQuery().queryKey,
    unreadMail: unreadMailQuery().queryKey,
    openedMail: openedMailQuery(TX).queryKey,
    friends: friendsQuery().queryKey,
    friend: friendQuery("28800002").queryKey,
    friendRequests: friendRequestsQuery().queryKey,
    playerSearch: playerSearchQuery("28800002").queryKey,
    friendTransferInfo: friendTransferInfoQuery().queryKey,
    vip: vipQuery().queryKey,
    rebates: rebatesQuery().queryKey,
    responsible: responsibleQuery().queryKey,
  };
  const seed = () => {
    for (const key of Object.values(keys)) client.setQueryData(key, { seeded: true });
  };
  seed();
  const invalidated = () =>
    Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name)
      .sort();
  return { client, keys, invalidated, seed };
}

function invalidatedBy(event: PlayerEvent): string[] {
  const { client, invalidated } = seededClient();
  for (const queryKey of queriesAffectedBy(event)) void client.invalidateQueries({ queryKey });
  return invalidated();
}

describe("the queries an event touches, and only those", () => {
  it("a balance: the wallet, and the user (whose wallet is the MYR balance) only for MYR", () => {
    expect(invalidatedBy({ kind: "wallet", currency: "MYR" })).toEqual(["user", "wallet"]);
    expect(invalidatedBy({ kind: "wallet", currency: "USDT" })).toEqual(["wallet"]);
  });

  it("a transaction: its detail, every list, the reports of its type, and for a withdrawal today's numbers", () => {
    expect(invalidatedBy({ kind: "transaction", id: TX, type: "withdraw", status: "rejected" })).toEqual([
      "allTransactions",
      "pendingWithdrawals",
      "transaction",
      "withdrawInfo",
      "withdrawReport",
    ]);
    // a deposit also counts against the deposit limits: what is left of them is read again
    expect(invalidatedBy({ kind: "transaction", id: TX, type: "deposit", status: "approved" })).toEqual([
      "allTransactions",
      "depositReport",
      "pendingWithdrawals",
      "responsible",
      "transaction",
    ]);
  });

  it("a transfer: its detail, every list and the game accounts (no deposit or withdraw report)", () => {
    expect(invalidatedBy({ kind: "transaction", id: TX, type: "transfer", status: "approved" })).toEqual([
      "allTransactions",
      "gameAccount",
      "gameAccounts",
      "pendingWithdrawals",
      "transaction",
    ]);
  });

  it("a transfer to a friend: its detail, every list and what is left of today's limit", () => {
    expect(invalidatedBy({ kind: "transaction", id: TX, type: "friend_transfer", status: "approved" })).toEqual([
      "allTransactions",
      "friendTransferInfo",
      "pendingWithdrawals",
      "transaction",
    ]);
  });

  it("a friend change: the friends, a friend's card, the requests and searches (money stays)", () => {
    for (const change of ["request", "approved", "rejected", "cancelled", "removed"] as const) {
      expect(invalidatedBy({ kind: "friend", change })).toEqual([
        "friend",
        "friendRequests",
        "friendTransferInfo",
        "friends",
        "playerSearch",
      ]);
    }
  });

  it("a game account: the game accounts, and the game reports only when a round was played", () => {
    expect(invalidatedBy({ kind: "game_account", provider_code: "DRG", played: false })).toEqual([
      "gameAccount",
      "gameAccounts",
    ]);
    // a round also counts against the loss limits
    expect(invalidatedBy({ kind: "game_account", provider_code: "DRG", played: true })).toEqual([
      "gameAccount",
      "gameAccounts",
      "gameRecords",
      "rebates",
      "responsible",
      "turnover",
    ]);
  });

  it("a mail: the inbox and the unread badge, not a mail on view (reading it again would mark it read)", () => {
    expect(invalidatedBy({ kind: "mail" })).toEqual(["inbox", "unreadMail"]);
  });

  it("a VIP upgrade: the user (its badge), the VIP page and the rebates (their rates), no money", () => {
    expect(invalidatedBy({ kind: "vip" })).toEqual(["rebates", "user", "vip"]);
  });
});

// ---------- mounted while signed in ----------

function Grab({ onActor }: { onActor: (actor: SessionActor) => void }) {
  onActor(SessionContext.useActorRef());
  return null;
}

describe("<LiveUpdates />", () => {
  // the reconnection delay passes on a fake clock (vi.waitFor moves it)
  beforeEach(() => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  function mount() {
    signInStored();
    const server = fakeServer();
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
    const fetchMock = vi.fn((url: string | URL | Request, init?: RequestInit) =>
      String(url).includes(eventStreamPath) ? server.fetchMock(url, init) : Promise.resolve(json({ ok: true })),
    );
    vi.stubGlobal("fetch", fetchMock);
    const seeded = seededClient();
    let actor: SessionActor | undefined;
    const view = render(
      <QueryClientProvider client={seeded.client}>
        <SessionProvider session={createSession(seeded.client)}>
          <Grab
            onActor={(a) => {
              actor = a;
            }}
          />
          <LiveUpdates />
        </SessionProvider>
      </QueryClientProvider>,
    );
    if (!actor) throw new Error("no session actor");
    return { server, seeded, actor, view };
  }

  /** Mounts, and lets the task pass in which the stream opens (after the first render, not in its task). */
  async function mountOpened() {
    const mounted = mount();
    expect(mounted.server.fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    return mounted;
  }

  it("invalidates what each event touches, catches up once after an unresumed drop, and closes on sign-out", async () => {
    const { server, seeded, actor } = await mountOpened();
    const first = await server.connection(1);
    expect(first.headers.get("X-Cookie")).toBe("jwt-of-this-device");
    first.write(ready(false));
    first.write(sse({ kind: "wallet", currency: "USDT" }, "e1.11"));
    await vi.waitFor(() => expect(seeded.invalidated()).toEqual(["wallet"]));

    // dropped, and the server could not replay: every money query and the friends once
    first.end();
    // the first delay is at most a second (jittered)
    await vi.advanceTimersByTimeAsync(1_000);
    const second = await server.connection(2);
    expect(second.headers.get("Last-Event-ID")).toBe("e1.11");
    second.write(ready(false, "e2.1"));
    await vi.waitFor(() => expect(seeded.invalidated()).toEqual(everyCatchUpQuery));

    act(() => actor.send({ type: "session.logout" }));
    expect(second.aborted()).toBe(true);
  });

  it("a 401 on the stream ends the session with the server's message", async () => {
    const { server, actor } = await mountOpened();
    server.answerNext(
      () =>
        new Response('"Session ended. Other devices logged in"', {
          status: 401,
          headers: { "content-type": "application/json" },
        }),
    );
    // the first connection is already on its way: end it, so the reconnection meets the 401
    (await server.connection(1)).end();
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(actor.getSnapshot().matches("signedOut")).toBe(true));
    expect(actor.getSnapshot().context.notice).toBe("Session ended. Other devices logged in");
  });
});
