/**
 * Live inspection in the app and the visualiser: what the app sends of an actor (JSON-safe, capped,
 * secrets hidden; every actor of the system, invoked children too; stopped), batched to the API, and
 * how the live view turns the stream into lanes.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { assign, createActor, createMachine, type InspectionEvent } from "xstate";
import { type InspectedActor, InspectionBatch, type InspectionMessage } from "../../src/api/contract/inspection.ts";
import { inspectionLimits } from "../../src/lib/inspection-channel.ts";
import { cappedJson } from "../../src/visualiser/inspection-json.ts";
import { startLiveInspection } from "../../src/visualiser/live-inspection.ts";
import { fromHello, lanesByTab, stateText, withMessage } from "../../src/visualiser/live-lanes.ts";

describe("what the app sends of a context or a payload", () => {
  it("hides secrets, names actors, cuts cycles and drops what is no JSON", () => {
    const cyclic: Record<string, unknown> = { name: "loop" };
    cyclic.self = cyclic;
    const actor = createActor(createMachine({ id: "child" }));
    const out = cappedJson(
      {
        hasPin: true,
        bank_code: "MBB",
        confirm_pin: 123456,
        pin: "123456",
        password: "Demo1234",
        otpCode: "111111",
        jwtToken: "abc",
        amount: 10_000,
        actor,
        cyclic,
        fn: () => 1,
        at: new Date(0),
      },
      2048,
    );
    expect(out).toEqual({
      hasPin: true,
      bank_code: "MBB",
      confirm_pin: "•••",
      pin: "•••",
      password: "•••",
      otpCode: "•••",
      jwtToken: "•••",
      amount: 10_000,
      actor: { actor: actor.sessionId },
      cyclic: { name: "loop", self: "…" },
      at: "1970-01-01T00:00:00.000Z",
    });
  });

  it("stays under its cap: the largest fields first, else a note of the size", () => {
    const context = {
      banks: Array.from({ length: 200 }, (_, i) => ({ code: `B${i}`, name: "Maybank Berhad" })),
      amount: 5,
    };
    const out = cappedJson(context, inspectionLimits.contextBytes) as Record<string, unknown>;
    expect(JSON.stringify(out).length).toBeLessThanOrEqual(inspectionLimits.contextBytes);
    expect(out.amount).toBe(5);
    expect(out.banks).toEqual({ "…": expect.stringContaining("too large") });
    const text = cappedJson("x".repeat(5_000), 1024);
    expect(text).toEqual({ "…": expect.stringContaining("5002 characters") });
  });
});

describe("the app's live inspection", () => {
  const fetches: { url: string; body: { messages: InspectionMessage[] } }[] = [];
  /** The API as the app finds it with the sandbox on: every batch is taken (204) and kept here. */
  const recordFetches = () =>
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit) => {
        fetches.push({ url, body: JSON.parse(String(init.body)) });
        return new Response(null, { status: 204 });
      }),
    );
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    fetches.length = 0;
  });
  /** The app's live inspection started on a hook, with what it posts on the channel (and to the API, in `fetches`). */
  const inspecting = () => {
    vi.useFakeTimers();
    recordFetches();
    const posted: InspectionMessage[] = [];
    const listener = new BroadcastChannel("player-app-inspector");
    listener.onmessage = (event) => posted.push(event.data);
    const hook: { inspect?: (event: InspectionEvent) => void } = {};
    startLiveInspection(hook);
    return { posted, listener, hook };
  };

  it("reports every actor of the system, invoked machines too, batched to the API and on the channel", async () => {
    vi.useFakeTimers();
    recordFetches();
    const posted: unknown[] = [];
    const listener = new BroadcastChannel("player-app-inspector");
    listener.onmessage = (event) => posted.push(event.data);

    const hook: { inspect?: (event: InspectionEvent) => void } = {};
    startLiveInspection(hook);
    const child = createMachine({
      id: "otp",
      initial: "waiting",
      states: { waiting: { on: { "otp.done": "done" } }, done: { type: "final" } },
    });
    const parent = createMachine({
      id: "deposit",
      initial: "editing",
      context: { amount: 0, pin: "" },
      states: {
        editing: {
          on: {
            "deposit.review": {
              target: "review",
              actions: assign({ amount: ({ event }) => event.amount, pin: "1234" }),
            },
          },
        },
        review: { invoke: { id: "otp", src: child }, on: { "deposit.back": "editing" } },
      },
    });
    const actor = createActor(parent, { inspect: (event) => hook.inspect?.(event) }).start();
    actor.send({ type: "deposit.review", amount: 10_000 });
    actor.send({ type: "deposit.back" });
    await vi.advanceTimersByTimeAsync(150);

    expect(fetches).toHaveLength(1);
    expect(fetches[0]?.url).toBe("/api/sandbox/inspect");
    const messages = fetches[0]?.body.messages ?? [];
    expect(InspectionBatch.allows({ messages })).toBe(true);
    expect(messages.map((m) => [m.machine, m.kind, stateText(m.value), m.event.type])).toEqual([
      ["deposit", "snapshot", "editing", "xstate.init"],
      ["otp", "snapshot", "waiting", "xstate.init"],
      ["deposit", "snapshot", "review", "deposit.review"],
      ["otp", "stopped", "waiting", "xstate.stop"],
      ["deposit", "snapshot", "editing", "deposit.back"],
    ]);
    const [init, childInit, review] = messages;
    expect(new Set(messages.map((m) => m.tab)).size).toBe(1);
    expect(messages.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(childInit?.parent).toBe(init?.actor);
    expect(childInit?.actor).not.toBe(init?.actor);
    expect(review?.context).toEqual({ amount: 10_000, pin: "•••" });
    expect(review?.event.payload).toEqual({ amount: 10_000 });
    expect(review?.nodes).toEqual(["deposit", "deposit.review"]);

    // the channel: the snapshots, with machine and value (the path tests read them)
    await vi.waitFor(() => expect(posted).toHaveLength(5));
    expect(posted.map((m) => (m as InspectionMessage).machine)).toEqual([
      "deposit",
      "otp",
      "deposit",
      "otp",
      "deposit",
    ]);
    listener.close();

    // the latest snapshot of each running actor again, every 30 s
    await vi.advanceTimersByTimeAsync(30_000);
    const synced = fetches.at(-1)?.body.messages ?? [];
    expect(synced.map((m) => [m.kind, m.machine, m.value])).toEqual([["sync", "deposit", "editing"]]);
    actor.stop();
  });

  it("sends a state value as it is, though a region is called `code` (state names are no secrets)", async () => {
    const { posted, listener, hook } = inspecting();
    const otp = createMachine({
      id: "otp",
      type: "parallel",
      context: { code: "123456" },
      states: {
        cooldown: { initial: "coolingDown", states: { coolingDown: {} } },
        code: { initial: "entering", states: { entering: {} } },
      },
    });
    const actor = createActor(otp, { inspect: (event) => hook.inspect?.(event) }).start();
    await vi.advanceTimersByTimeAsync(150);
    const [sent] = fetches[0]?.body.messages ?? [];
    expect(sent?.value).toEqual({ cooldown: "coolingDown", code: "entering" });
    expect(sent?.context).toEqual({ code: "•••" });
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.value).toEqual({ cooldown: "coolingDown", code: "entering" });
    listener.close();
    actor.stop();
  });

  it("posts a final state on the channel (the path tests wait for it) and tells the API the actor ended", async () => {
    const { posted, listener, hook } = inspecting();
    const machine = createMachine({
      id: "pin",
      initial: "entering",
      states: { entering: { on: { "pin.saved": "saved" } }, saved: { type: "final" } },
    });
    const actor = createActor(machine, { inspect: (event) => hook.inspect?.(event) }).start();
    actor.send({ type: "pin.saved" });
    await vi.advanceTimersByTimeAsync(150);
    expect(fetches[0]?.body.messages.map((m) => [m.kind, m.status, m.value])).toEqual([
      ["snapshot", "active", "entering"],
      ["stopped", "done", "saved"],
    ]);
    await vi.waitFor(() => expect(posted.map((m) => m.value)).toEqual(["entering", "saved"]));
    listener.close();
  });

  it("stops sending to an API without inspection (the sandbox is off)", async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(async () => new Response('"Not found"', { status: 404 }));
    vi.stubGlobal("fetch", fetch);
    const hook: { inspect?: (event: InspectionEvent) => void } = {};
    startLiveInspection(hook);
    const actor = createActor(
      createMachine({ id: "session", initial: "a", states: { a: { on: { go: "b" } }, b: {} } }),
      {
        inspect: (event) => hook.inspect?.(event),
      },
    ).start();
    await vi.advanceTimersByTimeAsync(150);
    actor.send({ type: "go" });
    await vi.advanceTimersByTimeAsync(150);
    expect(fetch).toHaveBeenCalledTimes(1);
    actor.stop();
  });
});

describe("the live view's lanes", () => {
  const message = (over: Partial<InspectionMessage>): InspectionMessage => ({
    kind: "snapshot",
    tab: "aaaa1111",
    actor: "x:1",
    parent: null,
    machine: "deposit",
    value: "editing",
    nodes: ["deposit", "deposit.editing"],
    context: {},
    event: { type: "xstate.init" },
    status: "active",
    seq: 1,
    at: 0,
    ...over,
  });
  const actorOf = (m: InspectionMessage): InspectedActor => ({
    tab: m.tab,
    actor: m.actor,
    parent: m.parent ?? null,
    machine: m.machine,
    latest: m,
    ended: false,
    log: [{ seq: m.seq, at: m.at, event: m.event, value: m.value }],
  });

  it("keeps the newest snapshot of each actor, logs steps but not syncs, and marks stopped actors ended", () => {
    let actors = fromHello({ actors: [actorOf(message({ seq: 3 }))] });
    actors = withMessage(actors, message({ seq: 2, value: "old" }));
    expect(actors.get("aaaa1111/x:1")?.latest.value).toBe("editing");
    actors = withMessage(actors, message({ seq: 4, value: "review", event: { type: "deposit.review" } }));
    actors = withMessage(actors, message({ seq: 5, kind: "sync", value: "review" }));
    expect(actors.get("aaaa1111/x:1")?.log.map((entry) => entry.event.type)).toEqual(["xstate.init", "deposit.review"]);
    actors = withMessage(actors, message({ seq: 6, kind: "stopped", status: "stopped" }));
    expect(actors.get("aaaa1111/x:1")?.ended).toBe(true);
  });

  it("numbers the instances of a machine across tabs, groups lanes by tab and links invoked actors", () => {
    let actors = fromHello({ actors: [] });
    actors = withMessage(actors, message({ actor: "x:1" }));
    actors = withMessage(actors, message({ actor: "x:2", machine: "otp", parent: "x:1" }));
    actors = withMessage(actors, message({ tab: "bbbb2222", actor: "x:1" }));
    const tabs = lanesByTab(actors);
    expect(
      tabs.map((group) => [group.tab, group.lanes.map((l) => [l.actor.machine, l.instance, l.parentKey])]),
    ).toEqual([
      [
        "aaaa1111",
        [
          ["deposit", 1, null],
          ["otp", 1, "aaaa1111/x:1"],
        ],
      ],
      ["bbbb2222", [["deposit", 2, null]]],
    ]);
  });

  it("reads state values as people do", () => {
    expect(stateText("editing")).toBe("editing");
    expect(stateText({ signedIn: "idle" })).toBe("signedIn.idle");
    expect(stateText({ a: { b: "c" }, d: "e" })).toBe("a.b.c + d.e");
  });
});
