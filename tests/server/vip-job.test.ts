/**
 * The VIP upgrade job: the run of GMT+8 day R happens at R 02:00 GMT+8 and counts the deposits approved before
 * R 00:00 GMT+8; a run key runs once (a second call the same day does nothing, two instances racing make one
 * run); missed days are caught up in order, each at its own cut-off; tiers never go down; thresholds are per
 * tenant. getVip tells the tier, the ladder, what the next tier still needs and when an upgrade is due.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { platformDayStart } from "../../server/services/dates.ts";
import type { User } from "../../src/api/contract/user.ts";
import { defaultVipThresholds, type VipInfo, type VipJobAnswer } from "../../src/api/contract/vip.ts";
import { systemMails } from "./support/mail.ts";
import { LOTUS, serverForTheseTests, startTwinServers, type TestServer } from "./support/server.ts";
import { type FundedPlayer, fundedDeposit, MYR, setConfig, walletPlayer } from "./support/wallet.ts";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Low thresholds for harimau, so a few deposits climb the ladder (lotus keeps the default). */
const harimauThresholds = { Silver: MYR(100), Gold: MYR(300), Platinum: MYR(1000), Diamond: MYR(5000) };

const server = serverForTheseTests();

/** Moves the clock forward to the next hh:mm GMT+8 (today's when still ahead, else tomorrow's). */
function advanceTo(s: TestServer, hour: number, minute = 0): void {
  const now = s.now().getTime();
  let target = platformDayStart(new Date(now)).getTime() + hour * HOUR_MS + minute * 60_000;
  if (target <= now) target += DAY_MS;
  s.advance(target - now);
}

const runJob = async (s: TestServer): Promise<VipJobAnswer> => {
  const res = await s.call<VipJobAnswer>("POST", "/api/sandbox/jobs/vip");
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

const getVip = async (s: TestServer, p: { jwtToken: string; domain?: string }): Promise<VipInfo> => {
  const res = await s.call<VipInfo>("GET", "/api/player/vip/getVip", { token: p.jwtToken, domain: p.domain });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

const tierOf = async (s: TestServer, p: { jwtToken: string; domain?: string }) =>
  (await s.call<User>("GET", "/api/player/user/getUser", { token: p.jwtToken, domain: p.domain })).body.vip_tier;

const deposit = (s: TestServer, p: FundedPlayer, units: number) =>
  fundedDeposit(s, p, { channel: "bank_transfer", method: "MBB", amount: MYR(units) });

/** The day (YYYY-MM-DD, GMT+8) of the server's clock. */
const today = (s: TestServer) => new Date(s.now().getTime() + 8 * HOUR_MS).toISOString().slice(0, 10);

beforeAll(async () => {
  await setConfig(server, "vip_thresholds", harimauThresholds);
});

describe("the daily run at 02:00 GMT+8", () => {
  let p: FundedPlayer;

  it("counts a deposit at the run of the next day, not before 02:00", async () => {
    advanceTo(server, 23);
    await runJob(server); // the first run ever: the latest due one only
    p = await walletPlayer(server, "vipjob01");
    await deposit(server, p, 150);
    expect((await runJob(server)).runs).toEqual([]); // today's run is done, and it counted up to 00:00
    const before = await getVip(server, p);
    expect(before).toMatchObject({ tier: "Normal", deposited: MYR(150), reached: "Silver", next_tier: "Silver" });
    expect(before.needed).toBe(0);
    const due = new Date(platformDayStart(server.now()).getTime() + DAY_MS + 2 * HOUR_MS).toISOString();
    expect(before.upgrade_at).toBe(due);

    advanceTo(server, 1, 59);
    expect((await runJob(server)).runs).toEqual([]);
    expect(await tierOf(server, p)).toBe("Normal");

    advanceTo(server, 2);
    // 02:00 has come and the run not yet (between ticks): the upgrade is due now, not tomorrow
    expect((await getVip(server, p)).upgrade_at).toBe(due);
    const run = await runJob(server);
    expect(run.runs).toEqual([{ run_key: today(server), upgraded: 1 }]);
    expect(await tierOf(server, p)).toBe("Silver");
    const after = await getVip(server, p);
    expect(after).toMatchObject({
      tier: "Silver",
      reached: "Silver",
      upgrade_at: null,
      next_tier: "Gold",
      needed: MYR(150),
      last_upgrade: { from: "Normal", to: "Silver" },
    });
    // recorded at the run: 02:00 GMT+8 (18:00 UTC), give or take the test's own seconds
    expect(Date.parse(after.last_upgrade?.at ?? "")).toBeGreaterThanOrEqual(
      platformDayStart(server.now()).getTime() + 2 * HOUR_MS,
    );
    const mails = await systemMails(server, p, "vip_upgrade");
    expect(mails.map((m) => m.params)).toEqual([{ from: "Normal", to: "Silver" }]);
  });

  it("runs once a day: a second run the same day is a no-op", async () => {
    advanceTo(server, 9);
    await deposit(server, p, 200); // Gold's worth, but only from tomorrow's run
    for (let n = 0; n < 3; n++) expect((await runJob(server)).runs).toEqual([]);
    expect(await tierOf(server, p)).toBe("Silver");
    expect(await systemMails(server, p, "vip_upgrade")).toHaveLength(1);
    advanceTo(server, 2, 1);
    expect((await runJob(server)).runs).toEqual([{ run_key: today(server), upgraded: 1 }]);
    expect((await runJob(server)).runs).toEqual([]);
    expect(await tierOf(server, p)).toBe("Gold");
    expect((await systemMails(server, p, "vip_upgrade")).map((m) => m.params.to)).toEqual(["Gold", "Silver"]);
  });

  it("catches up after missed days, in order, each run at its own cut-off, thresholds per tenant", async () => {
    advanceTo(server, 10);
    const q = await walletPlayer(server, "vipjob02");
    const lotusPlayer = await walletPlayer(server, "vipjob03", { domain: LOTUS });
    await deposit(server, q, 150);
    await deposit(server, lotusPlayer, 400);
    const dayOne = today(server);
    advanceTo(server, 10); // the next day, and no run in between (the API was down)
    await deposit(server, q, 200);
    server.advance(2 * DAY_MS + 3 * HOUR_MS); // two more days down, back at 13:00
    const caught = await runJob(server);
    const keys = caught.runs.map((r) => r.run_key);
    expect(keys).toHaveLength(3);
    expect(keys).toEqual([...keys].sort());
    expect(keys[0]).toBe(new Date(Date.parse(`${dayOne}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10));
    expect(caught.runs.map((r) => r.upgraded)).toEqual([1, 1, 0]);
    // the first run counted the first day only (Silver), the second both days (Gold)
    expect((await systemMails(server, q, "vip_upgrade")).map((m) => m.params)).toEqual([
      { from: "Silver", to: "Gold" },
      { from: "Normal", to: "Silver" },
    ]);
    expect(await tierOf(server, q)).toBe("Gold");
    // lotus keeps the default thresholds: RM 400 is far from Silver's RM 50,000
    expect(await tierOf(server, lotusPlayer)).toBe("Normal");
    const lotusVip = await getVip(server, lotusPlayer);
    expect(lotusVip).toMatchObject({
      tier: "Normal",
      reached: "Normal",
      needed: defaultVipThresholds.Silver - MYR(400),
    });
    expect(lotusVip.levels.map((l) => l.threshold)).toEqual([
      0,
      defaultVipThresholds.Silver,
      defaultVipThresholds.Gold,
      defaultVipThresholds.Platinum,
      defaultVipThresholds.Diamond,
    ]);
  });

  it("never takes a tier away, even when the thresholds rise", async () => {
    await setConfig(server, "vip_thresholds", {
      Silver: MYR(2000),
      Gold: MYR(3000),
      Platinum: MYR(4000),
      Diamond: MYR(5000),
    });
    try {
      advanceTo(server, 3);
      expect((await runJob(server)).runs).toEqual([{ run_key: today(server), upgraded: 0 }]);
      expect(await tierOf(server, p)).toBe("Gold");
      expect(await getVip(server, p)).toMatchObject({ tier: "Gold", reached: "Gold", upgrade_at: null });
    } finally {
      await setConfig(server, "vip_thresholds", harimauThresholds);
    }
  });

  it("gives the ladder with each tier's rebate rates per category, Diamond last with nothing above", async () => {
    const vip = await getVip(server, p);
    expect(vip.levels.map((l) => l.tier)).toEqual(["Normal", "Silver", "Gold", "Platinum", "Diamond"]);
    expect(vip.levels[0]?.rates).toMatchObject({ slots: 50, fishing: 50, casino: 40 });
    expect(vip.levels[4]?.rates.slots).toBeGreaterThan(vip.levels[0]?.rates.slots ?? 0);
    expect(vip.levels.map((l) => l.threshold)).toEqual([0, MYR(100), MYR(300), MYR(1000), MYR(5000)]);
  });

  it("refuses bad thresholds and answers only to a signed-in player", async () => {
    for (const bad of [
      { ...harimauThresholds, Gold: MYR(50) },
      { ...harimauThresholds, Diamond: 1.5 },
      { Silver: MYR(1) },
      { ...harimauThresholds, Silver: 0 },
      { ...harimauThresholds, Diamond: 2 ** 63 },
      { ...harimauThresholds, Diamond: 1e300 },
    ]) {
      const res = await server.call("POST", "/api/sandbox/config", {
        body: { key: "vip_thresholds", value: JSON.stringify(bad) },
      });
      expect(res, JSON.stringify(bad)).toMatchObject({ status: 400, body: "Invalid data request" });
    }
    expect(await server.call("GET", "/api/player/vip/getVip")).toMatchObject({ status: 401 });
  });
});

describe("two API instances on one database", () => {
  let twins: Awaited<ReturnType<typeof startTwinServers>>;
  beforeAll(async () => {
    twins = await startTwinServers();
  });
  afterAll(async () => {
    await twins?.close();
  });

  it("run a due run once between them, however often both tick", async () => {
    const [one, two] = twins.servers;
    advanceTo(one, 12);
    await runJob(one);
    const p = await walletPlayer(one, "viptwin01", { myr: defaultVipThresholds.Silver });
    advanceTo(one, 2, 30);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, n) => runJob(n % 2 ? two : one)));
    const runs = answers.flatMap((a) => a.runs);
    expect(runs).toEqual([{ run_key: today(one), upgraded: 1 }]);
    expect(await tierOf(two, p)).toBe("Silver");
    expect(await systemMails(two, p, "vip_upgrade")).toHaveLength(1);
    expect(one.errors).toEqual([]);
  });
});
