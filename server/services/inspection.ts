/**
 * The sandbox's live inspection hub (routes/sandbox-inspect.ts): per tenant, per tab and actor, the
 * latest snapshot and the last events of every actor an app opened with ?inspect reported, and the
 * visualisers listening. In memory only (a debugging aid of the sandbox); every part is bounded:
 * tabs per tenant and actors per tab (the least recently heard are dropped first), events per
 * actor, listeners per tenant; tabs silent for `silentTabMs` are dropped.
 */
import type { InspectedActor, InspectionHello, InspectionMessage } from "../../src/api/contract/inspection.ts";
import { inspectionLimits } from "../../src/lib/inspection-channel.ts";

export type InspectionListener = (message: InspectionMessage) => void;

export type InspectionHub = {
  /** Takes a batch of the app's messages (in order) and tells every listener of the tenant. */
  record: (tenantId: string, messages: readonly InspectionMessage[]) => void;
  /** Every actor of the tenant's live tabs, tabs and actors in the order they were first heard. */
  hello: (tenantId: string) => InspectionHello;
  /** Null when the tenant already has `streams` listeners. */
  listen: (tenantId: string, listener: InspectionListener) => (() => void) | null;
};

type Tab = { lastHeard: number; actors: Map<string, InspectedActor> };

export type InspectionHubOptions = {
  /** Milliseconds on a clock that only moves forward (the process's, not the sandbox's movable one). */
  now?: () => number;
  silentTabMs?: number;
};

export function createInspectionHub(options: InspectionHubOptions = {}): InspectionHub {
  const now = options.now ?? (() => performance.now());
  const silentTabMs = options.silentTabMs ?? 2 * 60_000;
  const tenants = new Map<string, Map<string, Tab>>();
  const listeners = new Map<string, Set<InspectionListener>>();

  const tabsOf = (tenantId: string) => {
    let tabs = tenants.get(tenantId);
    if (!tabs) {
      tabs = new Map();
      tenants.set(tenantId, tabs);
    }
    return tabs;
  };

  const dropSilent = (tabs: Map<string, Tab>) => {
    const oldest = now() - silentTabMs;
    for (const [id, tab] of tabs) if (tab.lastHeard < oldest) tabs.delete(id);
  };

  const apply = (tabs: Map<string, Tab>, message: InspectionMessage): boolean => {
    let tab = tabs.get(message.tab);
    if (!tab) {
      // the least recently heard tab makes room
      if (tabs.size >= inspectionLimits.tabs) {
        const quietest = [...tabs].sort((a, b) => a[1].lastHeard - b[1].lastHeard)[0];
        if (quietest) tabs.delete(quietest[0]);
      }
      tab = { lastHeard: now(), actors: new Map() };
      tabs.set(message.tab, tab);
    }
    tab.lastHeard = now();
    const known = tab.actors.get(message.actor);
    // a message older than what is known (a late batch, a sync racing a step) changes nothing
    if (known && message.seq < known.latest.seq) return false;
    if (!known && tab.actors.size >= inspectionLimits.actorsPerTab) {
      // ended actors go first, then the one heard least recently
      const ordered = [...tab.actors.values()].sort(
        (a, b) => Number(b.ended) - Number(a.ended) || a.latest.seq - b.latest.seq,
      );
      const out = ordered[0];
      if (out) tab.actors.delete(out.actor);
    }
    const actor: InspectedActor = known ?? {
      tab: message.tab,
      actor: message.actor,
      parent: message.parent ?? null,
      machine: message.machine,
      latest: message,
      ended: false,
      log: [],
    };
    actor.latest = message;
    actor.ended = message.kind === "stopped";
    if (message.kind !== "sync") {
      actor.log.push({ seq: message.seq, at: message.at, event: message.event, value: message.value });
      if (actor.log.length > inspectionLimits.history) actor.log.splice(0, actor.log.length - inspectionLimits.history);
    }
    tab.actors.set(message.actor, actor);
    return true;
  };

  return {
    record(tenantId, messages) {
      const tabs = tabsOf(tenantId);
      dropSilent(tabs);
      const told = listeners.get(tenantId);
      for (const message of messages) {
        if (!apply(tabs, message)) continue;
        for (const listener of told ?? []) listener(message);
      }
    },
    hello(tenantId) {
      const tabs = tenants.get(tenantId);
      if (!tabs) return { actors: [] };
      dropSilent(tabs);
      return { actors: [...tabs.values()].flatMap((tab) => [...tab.actors.values()]) };
    },
    listen(tenantId, listener) {
      let set = listeners.get(tenantId);
      if (!set) {
        set = new Set();
        listeners.set(tenantId, set);
      }
      if (set.size >= inspectionLimits.streams) return null;
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
  };
}
