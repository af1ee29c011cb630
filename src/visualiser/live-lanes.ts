import type { InspectedActor, InspectionHello, InspectionMessage } from "../api/contract/inspection.ts";
import { inspectionLimits } from "../lib/inspection-channel.ts";

/** The actors the live view knows, by `tab/actor`, in the order they were first heard. */
export type LiveActors = ReadonlyMap<string, InspectedActor>;

const keyOf = (actor: { tab: string; actor: string }) => `${actor.tab}/${actor.actor}`;

/** The stream's hello: what the server knows now replaces everything (also after a reconnection). */
export function fromHello(hello: InspectionHello): LiveActors {
  return new Map(hello.actors.map((actor) => [keyOf(actor), actor]));
}

/** One message of the stream: the actor's newer snapshot (an older one changes nothing), its log grows. */
export function withMessage(actors: LiveActors, message: InspectionMessage): LiveActors {
  const key = keyOf(message);
  const known = actors.get(key);
  if (known && message.seq <= known.latest.seq) return actors;
  const log =
    message.kind === "sync"
      ? (known?.log ?? [])
      : [...(known?.log ?? []), { seq: message.seq, at: message.at, event: message.event, value: message.value }].slice(
          -inspectionLimits.history,
        );
  const next = new Map(actors);
  next.set(key, {
    tab: message.tab,
    actor: message.actor,
    parent: message.parent ?? known?.parent ?? null,
    machine: message.machine,
    latest: message,
    ended: message.kind === "stopped",
    log,
  });
  return next;
}

/** A lane of the live view: one actor, named by its machine and its instance. */
export type Lane = {
  key: string;
  actor: InspectedActor;
  /** 1 for the first actor of its machine heard, 2 for the second, … (across tabs). */
  instance: number;
  /** The lane of the actor that invoked this one, when known. */
  parentKey: string | null;
};

/** The lanes grouped by tab (tabs and lanes in the order first heard). */
export function lanesByTab(actors: LiveActors): { tab: string; lanes: Lane[] }[] {
  const counts = new Map<string, number>();
  const tabs = new Map<string, Lane[]>();
  for (const [key, actor] of actors) {
    const instance = (counts.get(actor.machine) ?? 0) + 1;
    counts.set(actor.machine, instance);
    const parentKey =
      actor.parent && actors.has(`${actor.tab}/${actor.parent}`) ? `${actor.tab}/${actor.parent}` : null;
    const lanes = tabs.get(actor.tab) ?? [];
    lanes.push({ key, actor, instance, parentKey });
    tabs.set(actor.tab, lanes);
  }
  return [...tabs].map(([tab, lanes]) => ({ tab, lanes }));
}

/** A state value as people read it: "editing", "signedIn.idle", "a.b + c.d" for parallel regions. */
export function stateText(value: unknown): string {
  if (typeof value === "string") return value;
  if (value && typeof value === "object" && !Array.isArray(value)) {
    return Object.entries(value)
      .map(([key, inner]) => {
        const rest = stateText(inner);
        return rest ? `${key}.${rest}` : key;
      })
      .join(" + ");
  }
  return value === undefined || value === null ? "" : JSON.stringify(value);
}

/** The short name of a tab in a lane's title (its first four hex digits). */
export const tabName = (tab: string) => tab.slice(0, 4);
