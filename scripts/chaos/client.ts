/**
 * One request as a real client makes it, with the retry rules of the chaos run: no answer within 5 s is "hung" (a
 * failure) and the request is sent again; a network error or the proxy's 502, sent again shortly; a 503, sent again
 * after its Retry-After (at most 2 s); a 500, counted and sent again. Always the same request: a money move keeps
 * its idempotency key and a chat message its client id. After `giveUpMs` it gives up (counted as dropped).
 */
import { type Outcome, sample, type Tally } from "./accounting.ts";

export type ClientSettings = {
  /** An attempt with no answer in this long is hung (and aborted). */
  timeoutMs: number;
  /** An answer after this long is reported as slow (not a failure). */
  slowMs: number;
  /** A 503 within this long is a fast failure. */
  fastMs: number;
  /** No new attempt after this long since the first. */
  giveUpMs: number;
};

export const defaultClientSettings: ClientSettings = {
  timeoutMs: 5_000,
  slowMs: 3_000,
  fastMs: 1_000,
  giveUpMs: 20_000,
};

/** 4xx answers that are a business rule saying no (the request was understood and nothing moved). */
const businessRefusals = new Set([
  "409 Already checked in today",
  "422 Insufficient balance",
  "422 Daily transfer limit reached",
  "429 Too many pending deposits",
  "429 You are sending messages too fast",
  "429 Too many requests, try again later",
]);

export type RequestSpec = {
  /** The operation's name in the report (getWallet, game transfer, …). */
  op: string;
  method: "GET" | "POST" | "PATCH";
  path: string;
  body?: unknown;
  token?: string;
  /** Another address than the proxy's (a probe straight at an instance). */
  base?: string;
};

export type Answer = { outcome: Outcome; status: number | null; body: unknown; ms: number };

export type Client = { send: (spec: RequestSpec) => Promise<Answer> };

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** Retry-After in ms: seconds, at most 2 s; 1 s when missing or unreadable. */
export function retryAfterMs(header: string | null): number {
  const seconds = Number(header);
  if (header === null || !Number.isFinite(seconds) || seconds < 0) return 1_000;
  return Math.min(2_000, seconds * 1_000);
}

export function createClient(options: {
  base: string;
  /** The tenant's host the requests name (current_domain). */
  host: string;
  tally: () => Tally;
  settings?: ClientSettings;
}): Client {
  const settings = options.settings ?? defaultClientSettings;
  const send = async (spec: RequestSpec): Promise<Answer> => {
    const tally = options.tally();
    tally.requests++;
    const op = tally.byOperation[spec.op] ?? { sent: 0, acknowledged: 0 };
    tally.byOperation[spec.op] = op;
    op.sent++;
    const headers: Record<string, string> = {
      accept: "application/json",
      current_domain: `http://${options.host}/home`,
    };
    if (spec.body !== undefined) headers["content-type"] = "application/json";
    if (spec.token) headers.authorization = `Bearer ${spec.token}`;
    const body = spec.body === undefined ? undefined : JSON.stringify(spec.body);
    const started = Date.now();
    for (;;) {
      if (Date.now() - started > settings.giveUpMs) {
        tally.dropped++;
        sample(tally, `dropped after ${settings.giveUpMs / 1000} s: ${spec.method} ${spec.path}`);
        return { outcome: "unknown", status: null, body: null, ms: Date.now() - started };
      }
      tally.attempts++;
      const t0 = Date.now();
      let status: number;
      let text: string;
      let retryAfter: string | null;
      try {
        const res = await fetch(`${spec.base ?? options.base}${spec.path}`, {
          method: spec.method,
          headers,
          body,
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
        status = res.status;
        retryAfter = res.headers.get("retry-after");
        text = await res.text();
      } catch (error) {
        const name = (error as { name?: string }).name;
        if (name === "TimeoutError" || name === "AbortError") {
          tally.hung++;
          sample(tally, `no answer in ${settings.timeoutMs / 1000} s: ${spec.method} ${spec.path}`);
        } else {
          tally.networkErrors++;
          await sleep(250);
        }
        continue;
      }
      const ms = Date.now() - t0;
      if (ms >= settings.slowMs && status < 500) {
        tally.slowAnswers++;
        sample(tally, `answered ${status} after ${ms} ms: ${spec.method} ${spec.path}`);
      }
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON: kept as text
      }
      if (status === 503) {
        if (ms < settings.fastMs) tally.failedFast++;
        else {
          tally.late503.push({ sentAt: t0, ms, what: `${spec.method} ${spec.path}` });
          sample(tally, `503 after ${ms} ms: ${spec.method} ${spec.path}`);
        }
        if (retryAfter === null) sample(tally, `503 without Retry-After: ${spec.method} ${spec.path}`);
        await sleep(retryAfterMs(retryAfter));
        continue;
      }
      if (status === 502) {
        tally.proxy502++;
        await sleep(250);
        continue;
      }
      if (status >= 500) {
        tally.serverErrors++;
        sample(tally, `${status} ${JSON.stringify(parsed).slice(0, 120)}: ${spec.method} ${spec.path}`);
        await sleep(500);
        continue;
      }
      const total = Date.now() - started;
      if (status < 400) {
        tally.acknowledged++;
        op.acknowledged++;
        return { outcome: "applied", status, body: parsed, ms: total };
      }
      if (typeof parsed === "string" && businessRefusals.has(`${status} ${parsed}`)) {
        tally.acknowledged++;
        tally.refused++;
        op.acknowledged++;
        return { outcome: "refused", status, body: parsed, ms: total };
      }
      tally.unexpected++;
      sample(tally, `unexpected ${status} ${JSON.stringify(parsed).slice(0, 120)}: ${spec.method} ${spec.path}`);
      return { outcome: "unknown", status, body: parsed, ms: total };
    }
  };
  return { send };
}
