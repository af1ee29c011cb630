/**
 * Reads a player's event stream (GET /api/player/events) as the app does: fetch with the token in
 * X-Cookie, parsed as it comes. Streams opened here are closed after each test.
 */
import { afterEach } from "vitest";
import { createSseParser, type SseMessage } from "../../../src/lib/sse.ts";

export type { SseMessage };

export type Stream = {
  status: number;
  /** The answer's body when it was not a stream (an error key). */
  error: unknown;
  headers: Headers;
  messages: SseMessage[];
  comments: string[];
  lastEventId: () => string;
  /** Resolves with the first message (from `from` on) that `match` accepts. */
  next: (match?: (m: SseMessage) => boolean, from?: number) => Promise<SseMessage>;
  /** Resolves once the server has ended the stream. */
  ended: Promise<void>;
  close: () => void;
};

const open: Stream[] = [];
afterEach(() => {
  for (const stream of open.splice(0)) stream.close();
});

/**
 * Opens the stream as the app does (fetch with the token in X-Cookie) and reads it as it comes; `path`
 * another stream of the API (the sandbox's live inspection).
 */
export async function connect(
  server: { url: string },
  token: string | null,
  headers: Record<string, string> = {},
  path = "/api/player/events",
): Promise<Stream> {
  const abort = new AbortController();
  const res = await fetch(`${server.url}${path}`, {
    headers: { Accept: "text/event-stream", ...(token ? { "X-Cookie": token } : {}), ...headers },
    signal: abort.signal,
  });
  const messages: SseMessage[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of [...waiters]) waiter();
  };
  const parser = createSseParser({
    onMessage: (m) => {
      messages.push(m);
      wake();
    },
    onComment: (c) => {
      comments.push(c);
      wake();
    },
  });
  const isStream = res.ok && (res.headers.get("content-type") ?? "").startsWith("text/event-stream");
  const error = isStream ? null : await res.json();
  const ended = (async () => {
    if (!isStream || !res.body) return;
    const reader = res.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.push(value);
      }
    } catch {
      // aborted by the test
    }
  })();
  const stream: Stream = {
    status: res.status,
    error,
    headers: res.headers,
    messages,
    comments,
    lastEventId: () => parser.lastEventId,
    next: (match = () => true, from = 0) =>
      new Promise((resolve) => {
        const look = () => {
          const found = messages.slice(from).find(match);
          if (!found) return;
          waiters.delete(look);
          resolve(found);
        };
        waiters.add(look);
        look();
      }),
    ended,
    close: () => abort.abort(),
  };
  open.push(stream);
  return stream;
}
