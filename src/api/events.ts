import { createSseParser, type SseMessage } from "../lib/sse.ts";
import { checkAnswer } from "./answer-check.ts";
import { ApiError, apiBaseUrl, requestHeaders } from "./client.ts";
import type { EventStreamReady, PlayerEvent, PlayerEventKind } from "./contract/events.ts";
import { isServerMessage } from "./contract/messages.ts";

/**
 * Reads the signed-in player's event stream (GET /api/player/events, Server-Sent Events) with
 * fetch, because EventSource cannot send the headers of SPEC §7 (the token in X-Cookie). It
 * reconnects after a drop with a growing, jittered delay and `Last-Event-ID`, treats a line silent
 * for much longer than the announced heartbeat as dead, stops for good on a 401 (reported, like
 * every other call's, so the session ends) and when the API has no stream at all (404), and stops
 * when closed (sign-out). Every event is checked against the contract; kinds this app does not know
 * yet (a newer server) are skipped.
 */

export const eventStreamPath = "/api/player/events";

export type StreamReady = {
  /** True after a drop, false for the first connection of this reader. */
  reconnected: boolean;
  /** The server replayed every event since the last one seen: nothing was missed. */
  resumed: boolean;
};

export type EventStreamHandlers = {
  onEvent: (event: PlayerEvent) => void;
  /** The stream is open (again). */
  onReady?: (ready: StreamReady) => void;
  /** The session is no longer valid; the reader has stopped. */
  onUnauthorized?: (error: ApiError) => void;
};

export type EventStreamOptions = {
  fetch?: typeof fetch;
  /** First reconnection delay (ms), doubled per failed attempt up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** 0..1; spreads reconnections of many apps after a server restart. */
  random?: () => number;
};

export type EventStreamReader = { close: () => void };

/** The kinds this app acts on; a kind added to the contract must be added here (the type says so). */
const knownKinds: Record<PlayerEventKind, true> = {
  wallet: true,
  transaction: true,
  game_account: true,
  downline: true,
  friend: true,
  chat: true,
  mail: true,
  vip: true,
  gift: true,
  responsible: true,
  verification: true,
};

/** A line silent for this many heartbeats (plus a margin for a slow network) is taken for dead. */
const SILENT_HEARTBEATS = 2;
const SILENCE_MARGIN_MS = 5_000;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Opens the player's event stream and keeps it open (reconnects with jittered back-off, resumes with
 * Last-Event-ID, drops a silent connection). Long on purpose: one connection's state (timers, failures,
 * last event id, abort controller) is shared by the closures inside (stop, reconnectNow, retryLater,
 * heard, handle, connect); split into modules, that state would have to be passed around and kept in step.
 */
export function openEventStream(handlers: EventStreamHandlers, options: EventStreamOptions = {}): EventStreamReader {
  const fetchStream = options.fetch ?? ((input, init) => fetch(input, init));
  const baseDelayMs = options.baseDelayMs ?? 1_000;
  const maxDelayMs = options.maxDelayMs ?? 30_000;
  const random = options.random ?? Math.random;

  let stopped = false;
  let failures = 0;
  let connectedBefore = false;
  let lastEventId = "";
  let abort: AbortController | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let silenceTimer: ReturnType<typeof setTimeout> | null = null;
  let silenceMs: number | null = null;

  const clearTimers = () => {
    if (retryTimer) clearTimeout(retryTimer);
    if (silenceTimer) clearTimeout(silenceTimer);
    retryTimer = null;
    silenceTimer = null;
  };

  function stop() {
    stopped = true;
    clearTimers();
    abort?.abort();
    abort = null;
    if (typeof window !== "undefined") window.removeEventListener("online", reconnectNow);
  }

  /** Back online: no need to sit out the rest of a delay. */
  function reconnectNow() {
    if (stopped || !retryTimer) return;
    clearTimeout(retryTimer);
    retryTimer = null;
    failures = 0;
    void connect();
  }

  function retryLater(busy = false) {
    if (stopped) return;
    abort = null;
    if (silenceTimer) clearTimeout(silenceTimer);
    silenceTimer = null;
    // a server at its stream cap (429) is left alone longer
    failures = busy ? Math.max(failures + 1, 4) : failures + 1;
    const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** (failures - 1));
    const delay = Math.round(ceiling / 2 + (ceiling / 2) * random());
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, delay);
  }

  /** Restarts the silence watch: called whenever bytes arrive. */
  function heard(current: AbortController) {
    if (silenceTimer) clearTimeout(silenceTimer);
    silenceTimer = silenceMs === null ? null : setTimeout(() => current.abort(), silenceMs);
  }

  async function handle(message: SseMessage) {
    const data = parseJson(message.data);
    if (message.event === "ready") {
      if (await checkAnswer("EventStreamReady", data)) return console.error("Event stream: a malformed ready message");
      const ready = data as EventStreamReady;
      silenceMs = ready.heartbeat_ms * SILENT_HEARTBEATS + SILENCE_MARGIN_MS;
      failures = 0;
      const reconnected = connectedBefore;
      connectedBefore = true;
      if (!stopped) handlers.onReady?.({ reconnected, resumed: ready.resumed });
      return;
    }
    if (!Object.hasOwn(knownKinds, message.event)) return;
    const problem = await checkAnswer("PlayerEvent", data);
    if (problem) return console.error(`Event stream: a ${message.event} event does not match the contract: ${problem}`);
    if (!stopped) handlers.onEvent(data as PlayerEvent);
  }

  async function connect() {
    if (stopped) return;
    const current = new AbortController();
    abort = current;
    const headers: Record<string, string> = { ...requestHeaders(), Accept: "text/event-stream" };
    if (lastEventId) headers["Last-Event-ID"] = lastEventId;
    let res: Response;
    try {
      res = await fetchStream(`${apiBaseUrl}${eventStreamPath}`, {
        headers,
        credentials: "include",
        cache: "no-store",
        signal: current.signal,
      });
    } catch {
      return retryLater();
    }
    if (stopped) return;
    if (res.status === 401) {
      const body: unknown = await res.json().catch(() => null);
      stop();
      handlers.onUnauthorized?.(new ApiError(401, isServerMessage(body) ? body : "Error Encountered"));
      return;
    }
    // an API without an event stream (a platform that has none): nothing to wait for
    if (res.status === 404 || res.status === 405 || res.status === 501) return stop();
    const type = res.headers.get("content-type") ?? "";
    if (!res.ok || !res.body || !type.startsWith("text/event-stream")) {
      await res.body?.cancel().catch(() => {});
      return retryLater(res.status === 429);
    }

    const parser = createSseParser({ onMessage: (message) => void handle(message) }, lastEventId);
    const reader = res.body.getReader();
    heard(current);
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done || stopped) break;
        heard(current);
        parser.push(value);
        lastEventId = parser.lastEventId;
      }
    } catch {
      // dropped, or aborted (silence, sign-out)
    }
    reader.cancel().catch(() => {});
    retryLater();
  }

  if (typeof window !== "undefined") window.addEventListener("online", reconnectNow);
  void connect();
  return { close: stop };
}
