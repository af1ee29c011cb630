/**
 * The player's event stream as a test reads it: opened as the app opens it, its messages kept as
 * they come, with a promise for the next one that matches.
 */
import { createSseParser, type SseMessage } from "../../../src/lib/sse.ts";

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
/** Closes every stream opened so far (call it after each test). */
export function closeStreams(): void {
  for (const stream of open.splice(0)) stream.close();
}

/** Opens the stream as the app does (fetch with the token in X-Cookie) and reads it as it comes. */
export async function connectStream(
  baseUrl: string,
  token: string | null,
  headers: Record<string, string> = {},
): Promise<Stream> {
  const abort = new AbortController();
  const res = await fetch(`${baseUrl}/api/player/events`, {
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
