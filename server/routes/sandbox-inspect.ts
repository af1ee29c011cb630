/**
 * /api/sandbox/inspect — live inspection of the app's statecharts, mounted only when SANDBOX is on
 * (404 otherwise, like every sandbox route). No sign-in: it is the sandbox's debugging aid, per tenant.
 *
 *   POST /api/sandbox/inspect          { messages: InspectionMessage[] } from the app opened with ?inspect → 204
 *   GET  /api/sandbox/inspect/stream   Server-Sent Events for the visualiser (/flows):
 *     retry: 2000
 *     event: hello     { actors }: every running (or recently ended) actor of the tenant, latest snapshot and log
 *     event: inspect   each new InspectionMessage, as it arrives
 *     : heartbeat      a comment every heartbeat
 */
import { Hono } from "hono";
import { InspectionBatch, type InspectionMessage } from "../../src/api/contract/inspection.ts";
import type { Ctx } from "../context.ts";
import { fail } from "../errors.ts";
import type { AppEnv } from "../http/env.ts";
import { readJson } from "../http/input.ts";
import { createInspectionHub, type InspectionHub } from "../services/inspection.ts";

const RETRY_MS = 2_000;
const encoder = new TextEncoder();

function message(name: string, data: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

export function sandboxInspectRoutes(ctx: Ctx, hub: InspectionHub = createInspectionHub()): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const settings = ctx.eventStream;

  app.post("/", async (c) => {
    const batch = await readJson(c, InspectionBatch);
    hub.record(c.var.tenant.id, batch.messages);
    return c.body(null, 204);
  });

  app.get("/stream", (c) => {
    const tenantId = c.var.tenant.id;
    const signal = c.req.raw.signal;
    let ended = false;
    let endStream = () => {};
    let stopListening: (() => void) | null = null;
    let stopHeartbeat: (() => void) | null = null;
    // checked and taken in one synchronous step, as the player's event stream does
    const queue: InspectionMessage[] = [];
    let deliver: (m: InspectionMessage) => void = (m) => queue.push(m);
    stopListening = hub.listen(tenantId, (m) => deliver(m));
    if (!stopListening) fail(429, "Too many requests, try again later");

    const body = new ReadableStream<Uint8Array>(
      {
        start(controller) {
          const end = () => {
            if (ended) return;
            ended = true;
            stopListening?.();
            stopHeartbeat?.();
            signal.removeEventListener("abort", end);
            try {
              controller.close();
            } catch {
              // already cancelled by the reader
            }
          };
          const send = (text: string) => {
            if (ended) return;
            // a visualiser that stopped reading is let go, not buffered for
            if ((controller.desiredSize ?? 0) < 0) return end();
            controller.enqueue(encoder.encode(text));
          };
          send(`retry: ${RETRY_MS}\n\n${message("hello", hub.hello(tenantId))}`);
          deliver = (m) => send(message("inspect", m));
          // what arrived between listening and the hello is in the hello already; the visualiser
          // keeps the newer of two snapshots of an actor (seq), so sending it again is harmless
          for (const m of queue.splice(0)) deliver(m);
          stopHeartbeat = settings.every(settings.heartbeatMs, () => send(": heartbeat\n\n"));
          if (signal.aborted) end();
          else signal.addEventListener("abort", end);
          endStream = end;
        },
        cancel() {
          endStream();
        },
      },
      // the hello of a busy tenant is larger than the player's stream's queue: room for it and some more
      { highWaterMark: settings.maxQueuedBytes * 16, size: (chunk) => chunk.byteLength },
    );

    return new Response(body, {
      status: 200,
      headers: {
        "Content-Type": "text/event-stream; charset=utf-8",
        "Cache-Control": "no-store, no-transform",
        "X-Accel-Buffering": "no",
      },
    });
  });

  return app;
}
