/**
 * API figures of one target (a database and one or more API instances on it): for each read (getUser,
 * getWallet, the game catalogue, check-session) the most requests/s at 50 connections (a fixed number of
 * requests, about BENCH_SECONDS' worth at the warm-up's rate: see `sized`), the p99 at a steady
 * 200 requests/s and the most requests/s while transfers are written at a steady rate beside it; for the
 * transfer its most per second and its p99 at 200/s. Beside each, the same SQL straight on the driver
 * (driver.ts) with the same concurrency and duration. With several instances the load is split evenly
 * (one autocannon per instance, run together, figures summed; p99 is the worst of them).
 */
import autocannon from "autocannon";
import type { CallId } from "./capacity.ts";
import type { DriverFigures, Operations } from "./driver.ts";
import { driverLoad } from "./driver.ts";

/** One load's figures; `completed` = answers received (p50/p99 are null when none came back). */
export type Load = {
  perSecond: number;
  completed: number;
  p50: number | null;
  p99: number | null;
  non2xx: number;
  errors: number;
};
export type EndpointFigures = {
  /** The call of the capacity model (capacity.ts) this endpoint is. */
  call: CallId;
  name: string;
  path: string;
  max: Load;
  steady: Load;
  /** The reads while transfers run beside them (none for the transfer itself). */
  mixed: { reads: Load; writes: Load; ratio: number } | null;
  driver: DriverFigures;
  /** API requests/s over driver-direct operations/s at the same concurrency. */
  apiOverDriver: number;
  /** CPU ms per answered request during the max load: the API processes, the database server, the load generator. */
  cpuMs: CpuMs;
};
export type CpuMs = { api: number; db: number; load: number };
/** CPU seconds so far of the API processes, the database server (0 when it runs inside the API) and this process. */
export type CpuSampler = () => CpuMs;
export type LoadSettings = { seconds: number; connections: number; steadyRate: number; writeRate: number };
export type Session = { reader: string; writer: string; host: string };

export const transferProvider = "DRG";
const transferPath = "/api/player/games/transfer";
/** The tally (writeTally) of the game transfers the bench sends (idempotency keys `bench-<pid>-…`). */
export const transferTally = "game transfer";
export const transferKeyPrefix = `bench-${process.pid}-`;
export const readEndpoints: { call: CallId; name: string; path: string; op: keyof Operations }[] = [
  { call: "getUser", name: "getUser", path: "/api/player/user/getUser", op: "getUser" },
  { call: "getWallet", name: "getWallet", path: "/api/player/wallet/getWallet", op: "getWallet" },
  { call: "catalogue", name: "game list (getCatalogue)", path: "/api/player/games/getCatalogue", op: "catalogue" },
  { call: "checkSession", name: "check-session", path: "/api/tenant/user/check-session", op: "checkSession" },
];

export const headersFor = (session: Pick<Session, "host">, token: string) => ({
  "X-Cookie": token,
  current_domain: `http://${session.host}/home`,
  "content-type": "application/json",
});

/** Logs a demo player in on the first instance; the token is good on every instance of the database. */
export async function login(base: string, host: string, username: string): Promise<string> {
  const response = await fetch(`${base}/api/player/user/login`, {
    method: "POST",
    headers: { "content-type": "application/json", current_domain: `http://${host}/login` },
    body: JSON.stringify({ username, password: "Demo1234" }),
  });
  if (!response.ok) throw new Error(`bench: login of ${username} answered ${response.status}`);
  return ((await response.json()) as { jwtToken: string }).jwtToken;
}

let transfers = 0;
/** A transfer body: 1 unit into the provider and back, turn by turn, each under its own idempotency key. */
function transferBody(amount: number): string {
  const into = transfers++ % 2 === 0;
  return JSON.stringify({
    from: into ? "wallet" : transferProvider,
    to: into ? transferProvider : "wallet",
    amount,
    pin: "123456",
    idempotency_key: `${transferKeyPrefix}${transfers}-${Math.random().toString(36).slice(2, 10)}`,
  });
}

/** Moves `amount` into the provider once, so the turns back never find it empty under concurrency. */
export async function fundProvider(base: string, session: Session, amount: number): Promise<void> {
  const response = await fetch(`${base}${transferPath}`, {
    method: "POST",
    headers: headersFor(session, session.writer),
    body: JSON.stringify({
      from: "wallet",
      to: transferProvider,
      amount,
      pin: "123456",
      idempotency_key: `bench-fund-${process.pid}-${Date.now()}`,
    }),
  });
  if (!response.ok) throw new Error(`bench: funding the game account answered ${response.status}`);
}

/**
 * One kind of request of a load: a GET, or a POST whose body is made afresh for each request. With several
 * tokens, the requests take them in turn (players of the bench's crowd, crowd.ts). A `tally` counts the load's
 * answers under that name (writeTally), so the money moves a load made can be compared with the database's.
 */
export type Request = {
  path: string;
  tokens: string[];
  /** The body of the request that takes the token of this turn (`tokens[turn % tokens.length]`). */
  body?: (turn: number) => string;
  tally?: string;
};

/** Requests sent, answered and answered 2xx, per tally name, over the whole run. */
export type Tally = { sent: number; answered: number; acknowledged: number };
const tallies = new Map<string, Tally>();
export function writeTally(name: string): Tally {
  return { ...(tallies.get(name) ?? { sent: 0, answered: 0, acknowledged: 0 }) };
}

/**
 * One load over every instance: connections and rate (or a number of requests, `amount`) split evenly,
 * figures summed (p99: the worst).
 */
export async function cannon(
  bases: string[],
  session: Pick<Session, "host">,
  request: Request,
  options: { seconds: number; connections: number; rate?: number; amount?: number },
): Promise<Load> {
  // requests built per instance: autocannon builds each request as it writes it (its own `requests.sent`
  // over-counts under a rate), so for a tallied write this is what was sent
  const built = bases.map(() => 0);
  const results = await Promise.all(
    bases.map((base, index) => {
      const connections = Math.max(1, Math.round(options.connections / bases.length));
      const amount = options.amount ? Math.max(connections, Math.round(options.amount / bases.length)) : 0;
      const rotate = request.tokens.length > 1;
      return autocannon({
        url: base,
        connections,
        ...(amount ? { amount } : { duration: options.seconds }),
        ...(options.rate ? { overallRate: Math.max(1, Math.round(options.rate / bases.length)) } : {}),
        requests: [
          {
            method: request.body ? "POST" : "GET",
            path: request.path,
            headers: headersFor(session, request.tokens[0] ?? ""),
            ...(request.body || rotate
              ? {
                  setupRequest: (req) => {
                    // the instances take turns in between: with two, one the even turns and the other the odd ones
                    const turn = index + bases.length * (built[index] ?? 0);
                    built[index] = (built[index] ?? 0) + 1;
                    const token = request.tokens[turn % request.tokens.length] ?? "";
                    return {
                      ...req,
                      ...(rotate ? { headers: headersFor(session, token) } : {}),
                      ...(request.body ? { body: request.body(turn) } : {}),
                    };
                  },
                }
              : {}),
          },
        ],
      });
    }),
  );
  if (request.tally) {
    const tally = writeTally(request.tally);
    tally.sent += built.reduce((sum, n) => sum + n, 0);
    for (const r of results) {
      tally.answered += r.requests.total;
      tally.acknowledged += r["2xx"];
    }
    tallies.set(request.tally, tally);
  }
  const perSecond = results.reduce((sum, r) => sum + r.requests.average, 0);
  const completed = results.reduce((sum, r) => sum + r.requests.total, 0);
  return {
    perSecond: Math.round(perSecond),
    completed,
    p50: completed ? Math.round((results.reduce((sum, r) => sum + r.latency.p50, 0) / results.length) * 10) / 10 : null,
    p99: completed ? Math.max(...results.map((r) => r.latency.p99)) : null,
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    errors: results.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
  };
}

/**
 * A load with the CPU it cost per answered request: the CPU seconds each side spent while it ran, over the
 * answers (ms, to the µs). Any work that answers `completed` will do (a stream's loop, a series of sign-ins).
 */
export async function costOf<T extends { completed: number }>(
  cpu: CpuSampler,
  load: () => Promise<T>,
): Promise<{ load: T; cpuMs: CpuMs }> {
  const before = cpu();
  const result = await load();
  const after = cpu();
  const per = (key: keyof CpuMs) =>
    result.completed ? Math.round(((after[key] - before[key]) * 1000 * 1000) / result.completed) / 1000 : 0;
  return { load: result, cpuMs: { api: per("api"), db: per("db"), load: per("load") } };
}

/**
 * How many requests a max load sends: about `seconds` at the rate the warm-up reached, at least four per
 * connection. A load of a fixed number of requests ends when the last is answered, so the CPU it cost is all
 * of its requests' (a load that stops at a deadline leaves up to one request per connection half done, which
 * on a slow or busy machine is a large share of the few answered).
 */
export function sized(warmRate: number, seconds: number, connections: number): number {
  return Math.max(connections * 4, Math.round(warmRate * seconds));
}

const ratio = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 100) / 100 : 0);

/** Every figure of one target; `ops` replays the same SQL on the driver. */
export async function measureApi(
  bases: string[],
  session: Session,
  ops: Operations,
  settings: LoadSettings,
  cpu: CpuSampler,
  progress: (line: string) => void,
): Promise<EndpointFigures[]> {
  const measured = (load: () => Promise<Load>) => costOf(cpu, load);
  const { seconds, connections } = settings;
  const figures: EndpointFigures[] = [];
  const write: Request = {
    path: transferPath,
    tokens: [session.writer],
    body: () => transferBody(100),
    tally: transferTally,
  };
  // fresh processes and a fresh database: every call once under load first (JIT, plans, caches), not counted
  const warmUp = Math.max(1, Math.round(seconds / 3));
  const warmRates = new Map<string, number>();
  for (const endpoint of readEndpoints) {
    const warm = await cannon(
      bases,
      session,
      { path: endpoint.path, tokens: [session.reader] },
      { seconds: warmUp, connections },
    );
    warmRates.set(endpoint.path, warm.perSecond);
    await driverLoad(ops[endpoint.op], connections, warmUp);
  }
  const warmWrites = await cannon(bases, session, write, { seconds: warmUp, connections: 10 });
  for (const endpoint of readEndpoints) {
    const read: Request = { path: endpoint.path, tokens: [session.reader] };
    const amount = sized(warmRates.get(endpoint.path) ?? 0, seconds, connections);
    const { load: max, cpuMs } = await measured(() => cannon(bases, session, read, { seconds, connections, amount }));
    const steady = await cannon(bases, session, read, { seconds, connections: 20, rate: settings.steadyRate });
    const [reads, writes] = await Promise.all([
      cannon(bases, session, read, { seconds, connections }),
      cannon(bases, session, write, { seconds, connections: 10, rate: settings.writeRate }),
    ]);
    const driver = await driverLoad(ops[endpoint.op], connections, seconds);
    figures.push({
      call: endpoint.call,
      name: endpoint.name,
      path: endpoint.path,
      max,
      steady,
      mixed: { reads, writes, ratio: ratio(reads.perSecond, max.perSecond) },
      driver,
      apiOverDriver: ratio(max.perSecond, driver.perSecond),
      cpuMs,
    });
    progress(`${endpoint.name}: ${max.perSecond}/s (driver ${driver.perSecond}/s), mixed ${reads.perSecond}/s`);
  }
  const amount = sized(warmWrites.perSecond, seconds, connections);
  const { load: max, cpuMs } = await measured(() => cannon(bases, session, write, { seconds, connections, amount }));
  const steady = await cannon(bases, session, write, { seconds, connections: 20, rate: settings.steadyRate });
  const driver = await driverLoad(ops.transfer, connections, seconds);
  figures.push({
    call: "gameTransfer",
    name: "transfer (wallet ⇄ game, 1 unit)",
    path: transferPath,
    max,
    steady,
    mixed: null,
    driver,
    apiOverDriver: ratio(max.perSecond, driver.perSecond),
    cpuMs,
  });
  progress(`transfer: ${max.perSecond}/s (driver ${driver.perSecond}/s)`);
  return figures;
}
