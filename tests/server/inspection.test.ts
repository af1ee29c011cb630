/**
 * Live inspection through the reference API (POST /api/sandbox/inspect, GET /api/sandbox/inspect/stream):
 * only with the sandbox on; a visualiser connecting late is told every running actor at once (hello),
 * then each new message; per tenant; bounded everywhere (batch, body, context, tabs, actors, log).
 */
import { describe, expect, it } from "vitest";
import { createInspectionHub } from "../../server/services/inspection.ts";
import type { InspectionHello, InspectionMessage } from "../../src/api/contract/inspection.ts";
import { inspectionLimits } from "../../src/lib/inspection-channel.ts";
import { connect as openStream, type Stream } from "./support/event-stream.ts";
import { LOTUS, serverForTheseTests, startTestServer } from "./support/server.ts";

/** Heartbeats never tick on their own here. */
const server = serverForTheseTests({ eventStream: { every: () => () => {} } });

let tabCounter = 0;
/** A fresh tab id (hex) per call. */
const freshTab = () => `${(0x10000000 + ++tabCounter * 7919).toString(16)}aa`;

function snapshot(tab: string, over: Partial<InspectionMessage> = {}): InspectionMessage {
  return {
    kind: "snapshot",
    tab,
    actor: "x:1",
    parent: null,
    machine: "deposit",
    value: "editing",
    nodes: ["deposit", "deposit.editing"],
    context: { amount: 10_000 },
    event: { type: "xstate.init" },
    status: "active",
    seq: 1,
    at: 1_764_000_000_000,
    ...over,
  };
}

const post = (messages: unknown[], domain?: string) =>
  server.call("POST", "/api/sandbox/inspect", { body: { messages }, domain });

/** Opens the visualiser's stream and reads it as it comes. */
const connect = (url: string, domain?: string) =>
  openStream({ url }, null, domain ? { current_domain: domain } : {}, "/api/sandbox/inspect/stream");

async function hello(domain?: string): Promise<InspectionHello> {
  const stream = await connect(server.url, domain);
  try {
    const first = await stream.next((m) => m.event === "hello");
    return JSON.parse(first.data) as InspectionHello;
  } finally {
    stream.close();
  }
}

const actorsOf = (h: InspectionHello, tab: string) => h.actors.filter((a) => a.tab === tab);

describe("live inspection through the reference API", () => {
  it("replays to a visualiser that connects late the latest snapshot and the log of every running actor", async () => {
    const tab = freshTab();
    expect(
      (
        await post([
          snapshot(tab),
          snapshot(tab, { seq: 2, value: "review", event: { type: "deposit.review", payload: { amount: 10_000 } } }),
          snapshot(tab, { actor: "x:2", machine: "session", value: { signedIn: "idle" }, seq: 3 }),
        ])
      ).status,
    ).toBe(204);
    const actors = actorsOf(await hello(), tab);
    expect(actors.map((a) => [a.machine, a.actor, a.latest.value, a.ended])).toEqual([
      ["deposit", "x:1", "review", false],
      ["session", "x:2", { signedIn: "idle" }, false],
    ]);
    expect(actors[0]?.log.map((entry) => [entry.event.type, entry.value])).toEqual([
      ["xstate.init", "editing"],
      ["deposit.review", "review"],
    ]);
  });

  it("then tells each new message, marks a stopped actor ended, and ignores an older snapshot", async () => {
    const tab = freshTab();
    await post([snapshot(tab, { seq: 5 })]);
    const stream = await connect(server.url);
    try {
      await stream.next((m) => m.event === "hello");
      await post([snapshot(tab, { seq: 6, value: "review" })]);
      const told = await stream.next((m) => m.event === "inspect");
      expect(JSON.parse(told.data)).toMatchObject({ tab, seq: 6, value: "review" });
    } finally {
      stream.close();
    }
    // a late batch with an older step changes nothing
    await post([snapshot(tab, { seq: 4, value: "editing" })]);
    expect(actorsOf(await hello(), tab)[0]?.latest.value).toBe("review");
    await post([
      snapshot(tab, { kind: "stopped", status: "stopped", seq: 7, value: "review", event: { type: "xstate.stop" } }),
    ]);
    expect(actorsOf(await hello(), tab)[0]).toMatchObject({ ended: true, latest: { status: "stopped" } });
    // a sync brings the latest snapshot again without adding to the log
    const before = actorsOf(await hello(), tab)[0]?.log.length;
    await post([snapshot(tab, { kind: "sync", seq: 7, value: "review" })]);
    expect(actorsOf(await hello(), tab)[0]?.log.length).toBe(before);
  });

  it("keeps each tenant's actors to itself", async () => {
    const tab = freshTab();
    await post([snapshot(tab)], LOTUS);
    expect(actorsOf(await hello(LOTUS), tab)).toHaveLength(1);
    expect(actorsOf(await hello(), tab)).toHaveLength(0);
  });

  it("keeps the last events of an actor only", async () => {
    const tab = freshTab();
    const steps = Array.from({ length: inspectionLimits.batch }, (_, i) => snapshot(tab, { seq: i + 1 }));
    await post(steps);
    await post([snapshot(tab, { seq: 51 }), snapshot(tab, { seq: 52 })]);
    const log = actorsOf(await hello(), tab)[0]?.log ?? [];
    expect(log).toHaveLength(inspectionLimits.history);
    expect(log.at(-1)?.seq).toBe(52);
    expect(log[0]?.seq).toBe(52 - inspectionLimits.history + 1);
  });

  it("keeps a bounded number of actors per tab and of tabs per tenant", async () => {
    const tab = freshTab();
    const many = Array.from({ length: inspectionLimits.actorsPerTab + 5 }, (_, i) =>
      snapshot(tab, { actor: `x:${i}`, seq: i + 1 }),
    );
    expect((await post(many.slice(0, 25))).status).toBe(204);
    expect((await post(many.slice(25))).status).toBe(204);
    const kept = actorsOf(await hello(), tab);
    expect(kept).toHaveLength(inspectionLimits.actorsPerTab);
    expect(kept.some((a) => a.actor === `x:${inspectionLimits.actorsPerTab + 4}`)).toBe(true);

    for (let i = 0; i < inspectionLimits.tabs + 3; i++) await post([snapshot(freshTab())]);
    const tabs = new Set((await hello()).actors.map((a) => a.tab));
    expect(tabs.size).toBe(inspectionLimits.tabs);
  });

  it("refuses what is out of bounds", async () => {
    const tab = freshTab();
    const refused = [
      [],
      Array.from({ length: inspectionLimits.batch + 1 }, (_, i) => snapshot(tab, { seq: i })),
      [snapshot(tab, { context: { text: "x".repeat(inspectionLimits.contextBytes) } })],
      [snapshot(tab, { value: "v".repeat(inspectionLimits.valueBytes + 1) })],
      [snapshot(tab, { event: { type: "e", payload: "p".repeat(inspectionLimits.payloadBytes) } })],
      [snapshot(tab, { event: { type: "" } })],
      [snapshot(tab, { nodes: Array.from({ length: inspectionLimits.nodes + 1 }, (_, i) => `n${i}`) })],
      [snapshot("NOT-HEX")],
      [snapshot(tab, { actor: "x 1" })],
      [snapshot(tab, { machine: "1deposit" })],
      [snapshot(tab, { seq: -1 })],
      [snapshot(tab, { seq: 1.5 })],
      [snapshot(tab, { kind: "hello" as "sync" })],
      [{ ...snapshot(tab), context: undefined }],
    ];
    for (const messages of refused)
      expect((await post(messages)).status, JSON.stringify(messages).slice(0, 120)).toBe(400);
    const huge = await server.call("POST", "/api/sandbox/inspect", {
      raw: `{"messages":[${" ".repeat(20_000)}]}`,
      headers: { "Content-Type": "application/json" },
    });
    expect(huge.status).toBe(413);
    expect(actorsOf(await hello(), tab)).toHaveLength(0);
  });

  it("lets a tenant have a bounded number of open streams", async () => {
    const open: Stream[] = [];
    try {
      for (let i = 0; i < inspectionLimits.streams; i++) {
        const stream = await connect(server.url);
        expect(stream.status).toBe(200);
        open.push(stream);
      }
      const over = await connect(server.url);
      expect(over.status).toBe(429);
    } finally {
      for (const stream of open) stream.close();
    }
  });
});

describe("the inspection hub", () => {
  it("drops tabs that have been silent too long", () => {
    let now = 0;
    const hub = createInspectionHub({ now: () => now, silentTabMs: 60_000 });
    hub.record("t", [snapshot("aaaaaaaa")]);
    now = 30_000;
    hub.record("t", [snapshot("bbbbbbbb")]);
    now = 70_000;
    expect(hub.hello("t").actors.map((a) => a.tab)).toEqual(["bbbbbbbb"]);
    now = 100_000;
    expect(hub.hello("t").actors).toEqual([]);
  });
});

describe("without the sandbox", () => {
  it("has no live inspection", async () => {
    const closed = await startTestServer({ sandbox: false });
    try {
      const tab = freshTab();
      expect((await closed.call("POST", "/api/sandbox/inspect", { body: { messages: [snapshot(tab)] } })).status).toBe(
        404,
      );
      expect((await connect(closed.url)).status).toBe(404);
    } finally {
      await closed.close();
    }
  });
});
