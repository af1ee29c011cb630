/**
 * A Server-Sent Events answer (the player's event stream, routes/events.ts; the sandbox's live
 * inspection, routes/sandbox-inspect.ts): the stream ends once, whoever ends it (the route, the
 * reader going away, the request aborted), and a reader that stopped reading is let go rather than
 * buffered for (more than `maxQueuedBytes` waiting).
 */

export type SseWriter = {
  /** Sends text as is (whole SSE messages or comments); nothing once the stream has ended. */
  send: (text: string) => void;
  /** Ends the stream (its cleanup runs once). */
  end: () => void;
};

const encoder = new TextEncoder();

/** One SSE message; the name never holds a line break, data is one line of JSON. */
export function sseMessage(name: string, data: unknown, id: string | null = null): string {
  return `event: ${name}\n${id ? `id: ${id}\n` : ""}data: ${JSON.stringify(data)}\n\n`;
}

/**
 * Opens the stream: `start` runs when it opens, with its writer, and returns what to do when it ends
 * (unsubscribe, stop a heartbeat).
 */
export function sseResponse(
  signal: AbortSignal,
  maxQueuedBytes: number,
  start: (writer: SseWriter) => () => void,
): Response {
  let endStream = () => {};
  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        let ended = false;
        let cleanup: (() => void) | null = null;
        const end = () => {
          if (ended) return;
          ended = true;
          cleanup?.();
          signal.removeEventListener("abort", end);
          try {
            controller.close();
          } catch {
            // already cancelled by the reader
          }
        };
        const send = (text: string) => {
          if (ended) return;
          // a reader that stopped reading (a frozen tab behind a slow line) is let go, not buffered for
          if ((controller.desiredSize ?? 0) < 0) return end();
          controller.enqueue(encoder.encode(text));
        };
        const stop = start({ send, end });
        if (ended) stop();
        else cleanup = stop;
        if (signal.aborted) end();
        else signal.addEventListener("abort", end);
        endStream = end;
      },
      cancel() {
        endStream();
      },
    },
    { highWaterMark: maxQueuedBytes, size: (chunk) => chunk.byteLength },
  );
  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store, no-transform",
      // proxies (nginx) must pass each message on at once, not buffer the stream
      "X-Accel-Buffering": "no",
    },
  });
}
