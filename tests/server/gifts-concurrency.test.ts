/**
 * Gift counters under concurrency: the stock of a gift never goes below zero when many players redeem its last
 * one at once, and a player's points never go below zero when they redeem two gifts at once with points for one.
 */
import { describe, expect, it } from "vitest";
import { gamePlayer, gameServerForTheseTests } from "./support/games.ts";
import { pointsOf, redeem, redemptions, setPoints, setStock, stockOf } from "./support/gifts.ts";

const server = gameServerForTheseTests();

describe("racing redemptions", () => {
  it("stock 1, ten players with enough points at once: exactly one gets it, stock ends at 0", async () => {
    const players = [];
    for (let n = 0; n < 10; n++) {
      const player = await gamePlayer(server, `giftrace${String(n).padStart(2, "0")}`);
      await setPoints(server, player, 10_000);
      players.push(player);
    }
    await setStock(server, "smartwatch", 1);
    const answers = await Promise.all(players.map((player) => redeem(server, player, "smartwatch")));
    const won = answers.filter((a) => a.status === 200);
    const lost = answers.filter((a) => a.status !== 200);
    expect(won).toHaveLength(1);
    expect(lost.map((a) => [a.status, a.body])).toEqual(Array(9).fill([409, "Gift is out of stock"]));
    expect(await stockOf(server, players[0] as (typeof players)[number], "smartwatch")).toBe(0);
    const points = await Promise.all(players.map((player) => pointsOf(server, player)));
    expect(points.filter((p) => p === 10_000 - 8800)).toHaveLength(1);
    expect(points.filter((p) => p === 10_000)).toHaveLength(9);
  });

  it("one player, two gifts at once, points for one: exactly one redeemed, points never below zero", async () => {
    const player = await gamePlayer(server, "giftrace99");
    await setPoints(server, player, 3000);
    await setStock(server, "earbuds", 10);
    await setStock(server, "backpack", 10);
    const answers = await Promise.all([
      redeem(server, player, "earbuds"),
      redeem(server, player, "backpack"),
      redeem(server, player, "earbuds"),
    ]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 422, 422]);
    const left = await pointsOf(server, player);
    expect(left).toBe(500);
    expect((await redemptions(server, player)).body.total).toBe(1);
    const stocks = [await stockOf(server, player, "earbuds"), await stockOf(server, player, "backpack")];
    expect(stocks.reduce((a, b) => a + b, 0)).toBe(19);
  });
});
