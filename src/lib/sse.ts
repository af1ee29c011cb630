/**
 * An incremental Server-Sent Events parser (the event-stream format of the HTML standard, §9.2.6),
 * for streams read with fetch: EventSource cannot send the headers the player API needs.
 * Bytes may arrive split anywhere: in a line, between CR and LF, inside a UTF-8 character.
 *
 *   const parser = createSseParser({ onMessage: (m) => … });
 *   parser.push(bytes); … parser.end();
 */

export type SseMessage = {
  /** The `event:` field, "message" when none was given. */
  event: string;
  /** The `data:` lines joined with "\n". */
  data: string;
  /** The last event id as of this message (ids carry over to later messages, as in EventSource). */
  lastEventId: string;
};

export type SseHandlers = {
  onMessage: (message: SseMessage) => void;
  /** A comment line (": heartbeat"), without its colon and first space. */
  onComment?: (text: string) => void;
  /** A valid `retry:` field, in milliseconds. */
  onRetry?: (ms: number) => void;
};

export type SseParser = {
  /** Feeds the next piece of the stream (bytes, or text already decoded). */
  push: (chunk: Uint8Array | string) => void;
  /** The stream ended: an unfinished message is dropped, as the standard says. */
  end: () => void;
  /** The last event id seen so far (what a reconnection sends as Last-Event-ID). */
  readonly lastEventId: string;
};

export function createSseParser(handlers: SseHandlers, initialLastEventId = ""): SseParser {
  const decoder = new TextDecoder("utf-8");
  let buffer = "";
  let started = false;
  /** The previous piece ended in CR: an LF at the start of the next one belongs to that line end. */
  let afterCR = false;
  let eventType = "";
  let data = "";
  let hasData = false;
  let lastEventId = initialLastEventId;

  function dispatch() {
    if (!hasData) {
      eventType = "";
      return;
    }
    const message = { event: eventType || "message", data, lastEventId };
    eventType = "";
    data = "";
    hasData = false;
    handlers.onMessage(message);
  }

  function line(text: string) {
    if (text === "") return dispatch();
    if (text.startsWith(":")) {
      handlers.onComment?.(text.slice(1).replace(/^ /, ""));
      return;
    }
    const colon = text.indexOf(":");
    const field = colon === -1 ? text : text.slice(0, colon);
    const value = colon === -1 ? "" : text.slice(colon + 1).replace(/^ /, "");
    switch (field) {
      case "event":
        eventType = value;
        break;
      case "data":
        data = hasData ? `${data}\n${value}` : value;
        hasData = true;
        break;
      case "id":
        if (!value.includes("\0")) lastEventId = value;
        break;
      case "retry":
        if (/^\d+$/.test(value)) handlers.onRetry?.(Number(value));
        break;
      default:
      // unknown fields are ignored
    }
  }

  function feed(text: string) {
    let rest = text;
    if (!started && rest !== "") {
      started = true;
      if (rest.startsWith("\ufeff")) rest = rest.slice(1);
    }
    if (rest === "") return;
    if (afterCR && rest.startsWith("\n")) rest = rest.slice(1);
    afterCR = false;
    buffer += rest;
    let start = 0;
    for (let i = 0; i < buffer.length; i++) {
      const ch = buffer[i];
      if (ch !== "\n" && ch !== "\r") continue;
      line(buffer.slice(start, i));
      if (ch === "\r") {
        if (i + 1 === buffer.length) afterCR = true;
        else if (buffer[i + 1] === "\n") i++;
      }
      start = i + 1;
    }
    buffer = buffer.slice(start);
  }

  return {
    push(chunk) {
      feed(typeof chunk === "string" ? chunk : decoder.decode(chunk, { stream: true }));
    },
    end() {
      feed(decoder.decode());
      buffer = "";
      eventType = "";
      data = "";
      hasData = false;
    },
    get lastEventId() {
      return lastEventId;
    },
  };
}
