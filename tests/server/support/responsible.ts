/**
 * Play-responsibly helpers for server tests: the calls the app makes (/api/player/responsible/*), the
 * sandbox's audit read, and the GMT+8 calendar on the test server's clock.
 */
import { platformDayStart } from "../../../server/services/dates.ts";
import type {
  LimitKey,
  PlayLimit,
  PlaySession,
  ResponsibleView,
  RestrictionLength,
  SetLimitAnswer,
} from "../../../src/api/contract/responsible.ts";
import type { Answer, Caller } from "../../support/api.ts";

type Player = { jwtToken: string; domain?: string };

const base = "/api/player/responsible";
const as = (p: Player) => ({ token: p.jwtToken, domain: p.domain });

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export async function responsible(server: Caller, p: Player): Promise<ResponsibleView> {
  const res = await server.call<ResponsibleView>("GET", base, as(p));
  if (res.status !== 200) throw new Error(`responsible failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** One limit of the player's view. */
export async function limitOf(server: Caller, p: Player, key: LimitKey): Promise<PlayLimit> {
  const limit = (await responsible(server, p)).limits.find((l) => l.key === key);
  if (!limit) throw new Error(`no limit ${key}`);
  return limit;
}

export const setLimit = (server: Caller, p: Player, key: LimitKey, value: number | null) =>
  server.call<SetLimitAnswer>("POST", `${base}/limit`, { ...as(p), body: { key, value } });

/** setLimit that must answer 200. */
export async function limitSet(server: Caller, p: Player, key: LimitKey, value: number | null) {
  const res = await setLimit(server, p, key, value);
  if (res.status !== 200) throw new Error(`setLimit failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export const setRealityCheck = (server: Caller, p: Player, minutes: number) =>
  server.call<ResponsibleView>("POST", `${base}/reality_check`, { ...as(p), body: { minutes } });

export const restrict = (server: Caller, p: Player, length: RestrictionLength) =>
  server.call<ResponsibleView>("POST", `${base}/restrict`, { ...as(p), body: { length } });

export const heartbeat = (server: Caller, p: Player, providerCode: string) =>
  server.call<PlaySession>("POST", `${base}/play`, { ...as(p), body: { provider_code: providerCode } });

export const keepPlaying = (server: Caller, p: Player) =>
  server.call<PlaySession>("POST", `${base}/play/keep`, { ...as(p), body: {} });

export const stopPlaying = (server: Caller, p: Player) =>
  server.call<{ ok: true }>("POST", `${base}/play/stop`, { ...as(p), body: {} });

export type AuditRow = {
  actor: string;
  subject: string;
  old_value: string | null;
  new_value: string | null;
  at: string;
};

/** The player's audit rows, oldest first (the sandbox's read). */
export async function auditOf(server: Caller, username: string, domain?: string): Promise<AuditRow[]> {
  const res: Answer<AuditRow[]> = await server.call("GET", `/api/sandbox/inspect/audit/${username}`, { domain });
  if (res.status !== 200) throw new Error(`audit failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Moves the clock to `before` ms before the next 00:00 GMT+8. */
export function toBeforeMidnight(server: { now: () => Date; advance: (ms: number) => void }, before: number): void {
  let midnight = platformDayStart(server.now()).getTime() + DAY_MS;
  // never backwards: when that moment has passed already, the midnight after
  if (midnight - before <= server.now().getTime()) midnight += DAY_MS;
  server.advance(midnight - before - server.now().getTime());
}
