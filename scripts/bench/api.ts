/**
 * API figures of one target (a database and one or more API instances on it): for each read (getUser,
 * getWallet, the game catalogue, check-session) the most requests/s at 50 connections, the p99 at a steady
 * 200 requests/s and the most requests/s while transfers are written at a steady rate beside it; for the
 * transfer its most per second and its p99 at 200/s. Beside each, the same SQL straight on the driver
 * (driver.ts) with the same concurrency and duration. With several instances the load is split evenly
 * (one autocannon per instance, run together, figures summed; p99 is the worst of them).
 */
import autocannon from "autocannon";
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
export const readEndpoints: { name: string; path: string; op: keyof Operations }[] = [
  { name: "getUser", path: "/api/player/user/getUser", op: "getUser" },
  { name: "getWallet", path: "/api/player/wallet/getWallet", op: "getWallet" },
  { name: "game list (getCatalogue)", path: "/api/player/games/getCatalogue", op: "catalogue" },
  { name: "check-session", path: "/api/tenant/user/check-session", op: "checkSession" },
];

const headersFor = (session: Session, token: string) => ({
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
    idempotency_key: `bench-${process.pid}-${transfers}-${Math.random().toString(36).slice(2, 10)}`,
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

type Request = { path: string; token: string; write?: { amount: number } };

/** One load over every instance: connections and rate split evenly, figures summed (p99: the worst). */
async function cannon(
  bases: string[],
  session: Session,
  request: Request,
  options: { seconds: number; connections: number; rate?: number },
): Promise<Load> {
  const results = await Promise.all(
    bases.map((base) =>
      autocannon({
        url: base,
        duration: options.seconds,
        connections: Math.max(1, Math.round(options.connections / bases.length)),
        ...(options.rate ? { overallRate: Math.max(1, Math.round(options.rate / bases.length)) } : {}),
        requests: [
          request.write
            ? {
                method: "POST",
                path: request.path,
                headers: headersFor(session, request.token),
                setupRequest: (req) => ({ ...req, body: transferBody(request.write?.amount ?? 100) }),
              }
            : { method: "GET", path: request.path, headers: headersFor(session, request.token) },
        ],
      }),
    ),
  );
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
  /** A load with the CPU it cost per answered request. */
  const measured = async (load: () => Promise<Load>): Promise<{ load: Load; cpuMs: CpuMs }> => {
    const before = cpu();
    const result = await load();
    const after = cpu();
    const per = (key: keyof CpuMs) =>
      result.completed ? Math.round(((after[key] - before[key]) * 1000 * 100) / result.completed) / 100 : 0;
    return { load: result, cpuMs: { api: per("api"), db: per("db"), load: per("load") } };
  };
  const { seconds, connections } = settings;
  const figures: EndpointFigures[] = [];
  const write: Request = { path: transferPath, token: session.writer, write: { amount: 100 } };
  // fresh processes and a fresh database: every call once under load first (JIT, plans, caches), not counted
  const warmUp = Math.max(1, Math.round(seconds / 3));
  for (const endpoint of readEndpoints) {
    await cannon(bases, session, { path: endpoint.path, token: session.reader }, { seconds: warmUp, connections });
    await driverLoad(ops[endpoint.op], connections, warmUp);
  }
  await cannon(bases, session, write, { seconds: warmUp, connections: 10 });
  for (const endpoint of readEndpoints) {
    const read: Request = { path: endpoint.path, token: session.reader };
    const { load: max, cpuMs } = await measured(() => cannon(bases, session, read, { seconds, connections }));
    const steady = await cannon(bases, session, read, { seconds, connections: 20, rate: settings.steadyRate });
    const [reads, writes] = await Promise.all([
      cannon(bases, session, read, { seconds, connections }),
      cannon(bases, session, write, { seconds, connections: 10, rate: settings.writeRate }),
    ]);
    const driver = await driverLoad(ops[endpoint.op], connections, seconds);
    figures.push({
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
  const { load: max, cpuMs } = await measured(() => cannon(bases, session, write, { seconds, connections }));
  const steady = await cannon(bases, session, write, { seconds, connections: 20, rate: settings.steadyRate });
  const driver = await driverLoad(ops.transfer, connections, seconds);
  figures.push({
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
