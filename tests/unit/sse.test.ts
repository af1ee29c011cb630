// @vitest-environment node
import { describe, expect, it } from "vitest";
import { createSseParser, type SseMessage } from "../../src/lib/sse.ts";

/** Feeds `pieces` one after another; answers what the parser reported. */
function parse(pieces: (string | Uint8Array)[], initialId = "") {
  const messages: SseMessage[] = [];
  const comments: string[] = [];
  const retries: number[] = [];
  const parser = createSseParser(
    {
      onMessage: (m) => messages.push(m),
      onComment: (c) => comments.push(c),
      onRetry: (ms) => retries.push(ms),
    },
    initialId,
  );
  for (const piece of pieces) parser.push(piece);
  return { messages, comments, retries, parser };
}

/** Every way of cutting `text` in two (and each single character apart). */
function everySplit(text: string): string[][] {
  const cuts: string[][] = [[...text]];
  for (let i = 0; i <= text.length; i++) cuts.push([text.slice(0, i), text.slice(i)]);
  return cuts;
}

const stream =
  'retry: 2000\n\nevent: ready\nid: abc.7\ndata: {"resumed":false}\n\n: heartbeat\n\nevent: wallet\nid: abc.8\ndata: {"kind":"wallet","currency":"MYR"}\n\n';

describe("SSE parser", () => {
  it("reads messages with their event name, data and id, comments and retry", () => {
    const { messages, comments, retries, parser } = parse([stream]);
    expect(messages).toEqual([
      { event: "ready", data: '{"resumed":false}', lastEventId: "abc.7" },
      { event: "wallet", data: '{"kind":"wallet","currency":"MYR"}', lastEventId: "abc.8" },
    ]);
    expect(comments).toEqual(["heartbeat"]);
    expect(retries).toEqual([2000]);
    expect(parser.lastEventId).toBe("abc.8");
  });

  it("gives the same result wherever the chunks are cut, mid-line and mid-field included", () => {
    const whole = parse([stream]);
    for (const pieces of everySplit(stream)) {
      const cut = parse(pieces);
      expect(cut.messages, JSON.stringify(pieces)).toEqual(whole.messages);
      expect(cut.comments).toEqual(whole.comments);
      expect(cut.parser.lastEventId).toBe("abc.8");
    }
  });

  it("takes CRLF, CR and LF line ends, also a CRLF split across two chunks", () => {
    const text = "event: a\r\ndata: 1\r\n\r\nevent: b\rdata: 2\r\rdata: 3\n\n";
    const expected = [
      { event: "a", data: "1", lastEventId: "" },
      { event: "b", data: "2", lastEventId: "" },
      { event: "message", data: "3", lastEventId: "" },
    ];
    for (const pieces of everySplit(text)) expect(parse(pieces).messages, JSON.stringify(pieces)).toEqual(expected);
    // a lone CR then LF in the next chunk is one line end, and a further LF is an empty line of its own
    expect(parse(["data: x\r", "\n", "\n"]).messages).toEqual([{ event: "message", data: "x", lastEventId: "" }]);
  });

  it("joins multi-line data with LF and keeps spaces after the first one", () => {
    const { messages } = parse(["data: first\ndata:  second\ndata\ndata:third\n\n"]);
    expect(messages).toEqual([{ event: "message", data: "first\n second\n\nthird", lastEventId: "" }]);
  });

  it("dispatches nothing for a block without data, and drops an unfinished message at the end", () => {
    const { messages, parser } = parse(["event: ready\nid: 1\n\ndata: half"]);
    expect(messages).toEqual([]);
    // the id still counts (EventSource keeps it for the reconnection)
    expect(parser.lastEventId).toBe("1");
    parser.end();
    expect(messages).toEqual([]);
  });

  it("carries the last id over, ignores ids with NUL, bad retry values and unknown fields", () => {
    const { messages, retries } = parse([
      "id: 5\ndata: a\n\ndata: b\n\nid: x\0y\ndata: c\n\nretry: 1.5\nretry: soon\nfoo: bar\ndata: d\n\nid\ndata: e\n\n",
    ]);
    expect(messages.map((m) => [m.data, m.lastEventId])).toEqual([
      ["a", "5"],
      ["b", "5"],
      ["c", "5"],
      ["d", "5"],
      ["e", ""],
    ]);
    expect(retries).toEqual([]);
  });

  it("starts from a given last id, skips a leading BOM, and decodes UTF-8 split inside a character", () => {
    const bytes = new TextEncoder().encode("\ufeffdata: 小虎 🐯\n\n");
    const pieces = [bytes.slice(0, 4), bytes.slice(4, 11), bytes.slice(11, 14), bytes.slice(14)];
    const { messages } = parse(pieces, "abc.3");
    expect(messages).toEqual([{ event: "message", data: "小虎 🐯", lastEventId: "abc.3" }]);
  });
});
