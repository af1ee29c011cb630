/**
 * Rebates at the VIP tier's rate per game category: the own turnover of each category gets the rate of the
 * player's tier for it (the tenant's `vip_rebate_rates`, default in the contract), a row per day, source and
 * category; a higher tier gets more back; the tenant's table is checked like the other money rules.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { players } from "../../server/db/schema.ts";
import type { RebatePage } from "../../src/api/contract/rebates.ts";
import { defaultVipRebateRates } from "../../src/api/contract/rebates.ts";
import type { VipTier } from "../../src/api/contract/user.ts";
import { launch, openLaunchUrl, sendRound } from "./support/game-play.ts";
import { gamePlayer, gameServerForTheseTests, transfer } from "./support/games.ts";
import { type FundedPlayer, MYR, newKey, setConfig } from "./support/wallet.ts";

const server = gameServerForTheseTests();
const DAY_MS = 24 * 60 * 60 * 1000;
const SLOT = "DRG-0001"; // slots, min bet RM 1
const FISHING = "DRG-0002"; // fishing (a dice round), min bet RM 1

async function gamer(username: string, tier: VipTier): Promise<FundedPlayer> {
  const player = await gamePlayer(server, username, { pin: true, myr: MYR(1000) });
  expect((await transfer(server, player, { from: "wallet", to: "DRG", amount: MYR(500) })).status).toBe(200);
  // the tier as the daily job would have set it (tests/server/vip-job.test.ts)
  await server.db.update(players).set({ vipTier: tier }).where(eq(players.id, player._id));
  return player;
}

async function play(player: FundedPlayer, game: string, bets: number[]): Promise<void> {
  const launched = await launch(server, player, game);
  expect(launched.status).toBe(200);
  const session = (await openLaunchUrl(server, launched.body.url)).data?.session as string;
  for (const bet of bets) {
    const body = game === SLOT ? { bet, round_key: newKey() } : { bet, round_key: newKey(), choice: "high" };
    const res = await sendRound(server, session, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}

const rebatesOf = async (player: { jwtToken: string }) =>
  (await server.call<RebatePage>("GET", "/api/player/rebate/getRebates?page=1&limit=20", { token: player.jwtToken }))
    .body;

describe("rebates by VIP tier and game category", () => {
  it("pays each category's turnover at the tier's rate, more for a higher tier", async () => {
    const normal = await gamer("viprb01", "Normal");
    const gold = await gamer("viprb02", "Gold");
    for (const p of [normal, gold]) {
      await play(p, SLOT, [MYR(100)]);
      await play(p, FISHING, [MYR(50)]);
    }
    const today = await rebatesOf(gold);
    expect(today).toMatchObject({ tier: "Gold", rates: { own: defaultVipRebateRates.Gold } });
    // Gold: slots 0.7 %, fishing 0.7 % → 70 + 35
    expect(today.today).toMatchObject({ own_turnover: MYR(150), own_estimate: 105 });
    server.advance(DAY_MS);
    const rows = (p: FundedPlayer) =>
      rebatesOf(p).then((page) =>
        page.items.map((i) => ({ category: i.category, turnover: i.turnover, rate: i.rate_bp, amount: i.amount })),
      );
    expect(await rows(gold)).toEqual([
      { category: "fishing", turnover: MYR(50), rate: defaultVipRebateRates.Gold.fishing, amount: 35 },
      { category: "slots", turnover: MYR(100), rate: defaultVipRebateRates.Gold.slots, amount: 70 },
    ]);
    expect(await rows(normal)).toEqual([
      { category: "fishing", turnover: MYR(50), rate: defaultVipRebateRates.Normal.fishing, amount: 25 },
      { category: "slots", turnover: MYR(100), rate: defaultVipRebateRates.Normal.slots, amount: 50 },
    ]);
  });

  it("takes the tenant's own table, checked like the other money rules", async () => {
    const bad = [
      { ...defaultVipRebateRates, Gold: { ...defaultVipRebateRates.Gold, slots: 5000 } },
      { ...defaultVipRebateRates, Diamond: undefined },
      { ...defaultVipRebateRates, Silver: { ...defaultVipRebateRates.Silver, casino: 1.5 } },
    ];
    for (const value of bad) {
      const res = await server.call("POST", "/api/sandbox/config", {
        body: { key: "vip_rebate_rates", value: JSON.stringify(value) },
      });
      expect(res).toMatchObject({ status: 400, body: "Invalid data request" });
    }
    const table = { ...defaultVipRebateRates, Silver: { ...defaultVipRebateRates.Silver, slots: 120 } };
    await setConfig(server, "vip_rebate_rates", table);
    try {
      const silver = await gamer("viprb03", "Silver");
      await play(silver, SLOT, [MYR(10)]);
      server.advance(DAY_MS);
      expect((await rebatesOf(silver)).items).toEqual([
        expect.objectContaining({ source: "own", category: "slots", turnover: MYR(10), rate_bp: 120, amount: 12 }),
      ]);
    } finally {
      await setConfig(server, "vip_rebate_rates", defaultVipRebateRates);
    }
  });
});
