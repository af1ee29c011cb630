// @vitest-environment node
/**
 * The bench's capacity model (scripts/bench/capacity.ts): requests per core from CPU ms per request, the mix's
 * average request, the players table (peak req/s, API instances, PostgreSQL cores), and which target's figures
 * it is worked out from (scripts/bench/report.ts).
 */
import { describe, expect, it } from "vitest";
import { heartbeatMs } from "../../machines/play-session.machine.ts";
import type { EndpointFigures, Load } from "../../scripts/bench/api.ts";
import type { CallFigures } from "../../scripts/bench/calls.ts";
import {
  type CallCosts,
  type CallId,
  type CapacityModel,
  callIds,
  callNames,
  callRates,
  type MixEntry,
  missingCalls,
  mixFigures,
  playerDay,
  playersTable,
  requestMix,
} from "../../scripts/bench/capacity.ts";
import { capacityOf, costsOf, type TargetResult } from "../../scripts/bench/report.ts";

const entry = (call: CallId, perDay: number): MixEntry => ({ request: call, perDay, call, why: "test" });

describe("requests per core", () => {
  it("is 1000 / CPU ms on each side, in the order of the calls, for the calls measured", () => {
    const rates = callRates({ getWallet: { api: 0.5, db: 0.25 }, signIn: { api: 40, db: 1 } });
    expect(rates.map((r) => r.call)).toEqual(["signIn", "getWallet"]);
    expect(rates[0]).toMatchObject({ api: 40, db: 1, perApiCore: 25, perDbCore: 1000 });
    expect(rates[1]).toMatchObject({ perApiCore: 2000, perDbCore: 4000, name: callNames.getWallet });
  });

  it("has no bound on a side that spent nothing", () => {
    expect(callRates({ getUser: { api: 1, db: 0 } })[0]?.perDbCore).toBe(Number.POSITIVE_INFINITY);
  });
});

describe("the mix", () => {
  it("weighs each call by how often a player makes it", () => {
    // 9 cheap reads at 1 ms and 1 write at 11 ms: the average request costs 2 ms
    const costs: CallCosts = { getUser: { api: 1, db: 0.1 }, gameTransfer: { api: 11, db: 2.1 } };
    const mix = mixFigures(costs, [entry("getUser", 9), entry("gameTransfer", 1)], 30);
    expect(mix.requestsPerDay).toBe(10);
    expect(mix.api).toBeCloseTo(2, 10);
    expect(mix.db).toBeCloseTo(0.3, 10);
    expect(mix.perApiCore).toBeCloseTo(500, 8);
    expect(mix.streamMinutesPerDay).toBe(30);
  });

  it("refuses to cost a mix with a call nobody measured", () => {
    const mix = [entry("getUser", 1), entry("chatSend", 2), entry("launch", 0)];
    expect(missingCalls({ getUser: { api: 1, db: 1 } }, mix)).toEqual(["chatSend"]);
    expect(() => mixFigures({ getUser: { api: 1, db: 1 } }, mix)).toThrow(/chatSend/);
  });

  it("names only calls the bench measures, each at least once a month", () => {
    for (const e of requestMix) {
      expect(callIds).toContain(e.call);
      expect(e.perDay, e.request).toBeGreaterThan(1 / 30);
      expect(e.why.length, e.request).toBeGreaterThan(10);
    }
    // every measured call is in the mix (a measured call no request uses is wasted bench time)
    expect(new Set(requestMix.map((e) => e.call))).toEqual(new Set(callIds));
  });

  it("follows the player's day: heartbeats from the minutes the app and the games are open", () => {
    const perDay = (request: string) => requestMix.find((e) => e.request === request)?.perDay;
    const games = playerDay.visits * playerDay.gamesPerVisit;
    expect(perDay("event stream heartbeat")).toBe(playerDay.visits * playerDay.minutesPerVisit * 4);
    expect(perDay("play-session heartbeat")).toBe(games * playerDay.minutesPerGame);
    expect(perDay("game launch")).toBe(games);
    // the app's play-session heartbeat is the one the mix counts
    expect(playerDay.playHeartbeatSeconds * 1000).toBe(heartbeatMs);
    const total = requestMix.reduce((sum, e) => sum + e.perDay, 0);
    expect(total).toBeCloseTo(301.2, 6);
  });
});

describe("players table", () => {
  const model: CapacityModel = {
    dailyPlayers: [10_000, 1_000_000],
    peakHourShare: 0.1,
    utilisation: 0.5,
    minInstances: 2,
    connectionsPerInstance: 11,
  };
  // 360 requests a player a day at 2 ms API and 0.5 ms PostgreSQL; the stream open 60 minutes a day
  const mix = mixFigures({ getUser: { api: 2, db: 0.5 } }, [entry("getUser", 360)], 60);

  it("sizes from the busiest hour at the planned utilisation", () => {
    const [small, large] = playersTable(mix, model);
    // 10,000 × 360 × 10 % / 3600 s = 100 req/s: 0.2 API cores busy, still the 2 instances of the floor
    expect(small).toEqual({
      dailyPlayers: 10_000,
      peakPerSecond: 100,
      apiCoresBusy: 0.2,
      apiInstances: 2,
      dbCoresBusy: 0.05,
      dbCores: 1,
      openStreams: 1000,
      dbConnections: 22,
    });
    // 10,000 req/s: 20 API cores busy, 40 at 50 %; 5 PostgreSQL cores busy, 10 planned
    expect(large).toMatchObject({ peakPerSecond: 10_000, apiInstances: 40, dbCores: 10, openStreams: 100_000 });
    expect(large?.dbConnections).toBe(440);
  });

  it("rounds instances and cores up, never down", () => {
    const [row] = playersTable(mix, { ...model, dailyPlayers: [10_100], utilisation: 0.1 });
    // 101 req/s: 0.202 API cores busy → 2.02 at 10 % → 3 instances; 0.0505 PG cores → 0.505 → 1
    expect(row?.apiInstances).toBe(3);
    expect(row?.dbCores).toBe(1);
  });

  it("refuses a utilisation or peak share outside (0, 1]", () => {
    expect(() => playersTable(mix, { ...model, utilisation: 0 })).toThrow(/utilisation/);
    expect(() => playersTable(mix, { ...model, utilisation: 1.5 })).toThrow(/utilisation/);
    expect(() => playersTable(mix, { ...model, peakHourShare: 0 })).toThrow(/peak/);
  });
});

describe("the figures it is worked out from", () => {
  const load: Load = { perSecond: 100, completed: 300, p50: 1, p99: 2, non2xx: 0, errors: 0 };
  const endpoint = (call: CallId, api: number): EndpointFigures => ({
    call,
    name: call,
    path: `/${call}`,
    max: load,
    steady: load,
    mixed: null,
    driver: { perSecond: 1, p50: 1, p99: 1, errors: 0 },
    apiOverDriver: 1,
    cpuMs: { api, db: api / 10, load: 1 },
  });
  const call = (id: CallId, api: number): CallFigures => ({
    call: id,
    name: callNames[id],
    how: "test",
    load,
    cpuMs: { api, db: api / 10, load: 1 },
  });
  const endpointCalls: CallId[] = ["getUser", "getWallet", "catalogue", "checkSession", "gameTransfer"];
  const target = (database: string, instances: number, api: number, calls = true): TargetResult => ({
    name: `${database} ${instances}`,
    database,
    instances,
    endpoints: endpointCalls.map((id) => endpoint(id, api)),
    calls: calls ? callIds.filter((id) => !endpointCalls.includes(id)).map((id) => call(id, api)) : [],
  });

  it("takes every call's API and PostgreSQL CPU from a target", () => {
    const costs = costsOf(target("postgres", 1, 2));
    expect(Object.keys(costs).sort()).toEqual([...callIds].sort());
    expect(costs.signIn).toEqual({ api: 2, db: 0.2 });
    expect(costs.getUser).toEqual({ api: 2, db: 0.2 });
  });

  it("uses PostgreSQL with one instance, not PGlite nor two instances", () => {
    const result = capacityOf([target("pglite", 1, 1), target("postgres", 1, 4), target("postgres", 2, 8)]);
    if ("skipped" in result) throw new Error(result.skipped);
    expect(result.source).toBe("postgres 1");
    expect(result.mix.api).toBeCloseTo(4, 10);
    expect(result.mix.db).toBeCloseTo(0.4, 10);
  });

  it("says why when it cannot", () => {
    expect(capacityOf([target("pglite", 1, 1)])).toEqual({ skipped: "PostgreSQL with one instance was not measured" });
    const partial = capacityOf([target("postgres", 1, 1, false)]);
    expect("skipped" in partial && partial.skipped).toMatch(/^no CPU figure for .*sign-in/);
  });
});
