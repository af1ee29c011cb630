import { useEffect, useState } from "react";
import type { InspectionHello, InspectionMessage } from "../api/contract/inspection.ts";
import { fromHello, type LiveActors, withMessage } from "./live-lanes.ts";

/** The visualiser's end of live inspection: the reference API's stream (sandbox only, same origin as /flows). */
export const liveStreamUrl = `${import.meta.env.VITE_API_URL ?? ""}/api/sandbox/inspect/stream`;

export type LiveConnection = "connecting" | "open" | "retrying";

/**
 * The app's actors as the reference API tells them (GET /api/sandbox/inspect/stream): every running
 * actor at once on connecting (hello), then each step. EventSource reconnects by itself; each
 * reconnection's hello replaces what was known.
 */
export function useLiveActors(enabled = true): { actors: LiveActors; connection: LiveConnection } {
  const [actors, setActors] = useState<LiveActors>(() => new Map());
  const [connection, setConnection] = useState<LiveConnection>("connecting");
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    void attempt;
    if (!enabled) return;
    setConnection("connecting");
    const source = new EventSource(liveStreamUrl);
    source.addEventListener("hello", (event) => {
      setActors(fromHello(JSON.parse((event as MessageEvent<string>).data) as InspectionHello));
      setConnection("open");
    });
    source.addEventListener("inspect", (event) => {
      const message = JSON.parse((event as MessageEvent<string>).data) as InspectionMessage;
      setActors((known) => withMessage(known, message));
    });
    // EventSource retries a dropped stream itself, but gives up on an answer that is no stream (429, 404)
    let retry: ReturnType<typeof setTimeout> | null = null;
    source.onerror = () => {
      setConnection("retrying");
      if (source.readyState === EventSource.CLOSED) retry = setTimeout(() => setAttempt((n) => n + 1), 5_000);
    };
    return () => {
      source.close();
      if (retry) clearTimeout(retry);
    };
  }, [enabled, attempt]);

  return { actors, connection };
}
