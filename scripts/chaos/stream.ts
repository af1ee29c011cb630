/**
 * A player's event stream as the app keeps it (src/api/events.ts): `GET /api/player/events` read with fetch and the
 * app's own parser (src/lib/sse.ts); after a drop it waits the `retry:` hint the server sent and connects again with
 * `Last-Event-ID`; a line silent for two heartbeats and 5 s is taken for dead. It remembers every `ready` (when, and
 * whether the server resumed) and hands over each chat message.
 */
import type { ChatMessage } from "../../src/api/contract/chat.ts";
import { createSseParser } from "../../src/lib/sse.ts";

export type StreamLog = {
  /** Every `ready`: when it came and whether the server replayed what was missed. */
  readies: { at: number; resumed: boolean }[];
  /** Drops: the stream ended or failed after it had been open. */
  drops: { at: number }[];
  /** Attempts to connect that got no stream (an error, a non-200). */
  failedConnects: number;
};

export type Stream = {
  log: StreamLog;
  /** Open and past its `ready`. */
  open: () => boolean;
  close: () => void;
};

export type StreamHandlers = {
  /** The stream is open (again); `reconnected` after a drop. */
  onReady: (reconnected: boolean, resumed: boolean) => void;
  onChat: (message: ChatMessage) => void;
};

const silentHeartbeats = 2;
const silenceMarginMs = 5_000;
const connectTimeoutMs = 5_000;

export function openStream(target: { base: string; host: string; token: string }, handlers: StreamHandlers): Stream {
  const log: StreamLog = { readies: [], drops: [], failedConnects: 0 };
  let stopped = false;
  let isOpen = false;
  let lastEventId = "";
  let retryMs = 2_000;
  let silenceMs: number | null = null;
  let abort: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const later = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, ms);
  };

  async function connect() {
    if (stopped) return;
    const current = new AbortController();
    abort = current;
    const headers: Record<string, string> = {
      accept: "text/event-stream",
      authorization: `Bearer ${target.token}`,
      current_domain: `http://${target.host}/home`,
    };
    if (lastEventId) headers["last-event-id"] = lastEventId;
    const connectTimer = setTimeout(() => current.abort(), connectTimeoutMs);
    let res: Response;
    try {
      res = await fetch(`${target.base}/api/player/events`, { headers, signal: current.signal });
    } catch {
      clearTimeout(connectTimer);
      log.failedConnects++;
      return later(1_000);
    } finally {
      clearTimeout(connectTimer);
    }
    if (!res.ok || !res.body || !(res.headers.get("content-type") ?? "").startsWith("text/event-stream")) {
      await res.body?.cancel().catch(() => {});
      log.failedConnects++;
      const seconds = Number(res.headers.get("retry-after"));
      return later(Number.isFinite(seconds) && seconds > 0 ? Math.min(2_000, seconds * 1_000) : 1_000);
    }
    let silence: ReturnType<typeof setTimeout> | null = null;
    const heard = () => {
      if (silence) clearTimeout(silence);
      silence = silenceMs === null ? null : setTimeout(() => current.abort(), silenceMs);
    };
    const parser = createSseParser(
      {
        onRetry: (ms) => {
          retryMs = ms;
        },
        onMessage: (message) => {
          if (message.event === "ready") {
            const ready = JSON.parse(message.data) as { resumed: boolean; heartbeat_ms: number };
            silenceMs = ready.heartbeat_ms * silentHeartbeats + silenceMarginMs;
            const reconnected = log.readies.length > 0;
            log.readies.push({ at: Date.now(), resumed: ready.resumed });
            isOpen = true;
            handlers.onReady(reconnected, ready.resumed);
          } else if (message.event === "chat") {
            handlers.onChat((JSON.parse(message.data) as { message: ChatMessage }).message);
          }
        },
      },
      lastEventId,
    );
    const reader = res.body.getReader();
    heard();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done || stopped) break;
        heard();
        parser.push(value);
        lastEventId = parser.lastEventId;
      }
    } catch {
      // dropped, or aborted (silence, close)
    }
    if (silence) clearTimeout(silence);
    reader.cancel().catch(() => {});
    if (isOpen) log.drops.push({ at: Date.now() });
    isOpen = false;
    later(retryMs);
  }

  void connect();
  return {
    log,
    open: () => isOpen,
    close: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      abort?.abort();
    },
  };
}
