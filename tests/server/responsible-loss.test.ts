/**
 * Loss limits (RTS 12) over HTTP: the demo round whose bet would pass a loss limit is refused (concurrent
 * rounds cannot pass it together), and once the limit is reached so are transfers into games and launches,
 * while money still comes back to the wallet; the demo game says why in its four languages.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { gameRecords } from "../../server/db/schema.ts";
import { gameStrings } from "../../server/demo-game/strings.ts";
import { platformDayStart } from "../../server/services/dates.ts";
import type { ResponsibleView } from "../../src/api/contract/responsible.ts";
import { fundedGamePlayer, type GameData, launch, openLaunchUrl, sendRound } from "./support/game-play.ts";
import { expectBooksBalance, gameServerForTheseTests, transfer } from "./support/games.ts";
import { limitOf, limitSet, MINUTE_MS, responsible } from "./support/responsible.ts";
import { MYR, newKey } from "./support/wallet.ts";

const server = gameServerForTheseTests();

describe("loss limits", () => {
  const SLOT = "DRG-0001"; // min bet RM 1

  /**
   * A lost round of `amount` earlier today, written straight into the round records (what a loss limit
   * counts): the tests set the day's loss exactly instead of waiting on the RNG.
   */
  async function lostEarlierToday(playerId: string, amount: number): Promise<void> {
    await server.db.insert(gameRecords).values({
      id: randomUUID(),
      playerId,
      provider: "Dragon Gaming",
      game: "Earlier round",
      providerCode: "DRG",
      gameId: SLOT,
      roundKey: null,
      currency: "MYR",
      bet: amount,
      win: 0,
      createdAt: new Date(Math.max(platformDayStart(server.now()).getTime(), server.now().getTime() - MINUTE_MS)),
    });
  }

  async function playingSlot(username: string, funded: number) {
    const player = await fundedGamePlayer(server, username, "DRG", funded);
    const launched = await launch(server, player, SLOT);
    expect(launched.status).toBe(200);
    const page = await openLaunchUrl(server, launched.body.url);
    return { player, data: page.data as GameData };
  }

  it("refuses the bet that would pass it, then transfers into games and launches; money comes back to the wallet", async () => {
    const { player: p, data } = await playingSlot("lim_loss", MYR(100));
    await limitSet(server, p, "loss_day", MYR(6));
    const round = (bet: number) => sendRound(server, data.session, { bet, round_key: newKey() });
    const wouldPass = { status: 403, body: "This bet would pass your loss limit" };
    // a bet larger than what is left is refused on the first round already
    expect(await round(MYR(10))).toMatchObject(wouldPass);
    await lostEarlierToday(p._id, MYR(5));
    expect(await limitOf(server, p, "loss_day")).toMatchObject({ used: MYR(5), left: MYR(1) });
    expect(await round(MYR(2))).toMatchObject(wouldPass);
    // 5 + 1 reaches the limit without passing it: played
    const last = await round(MYR(1));
    expect(last.status).toBe(200);
    // whatever it paid, the day's loss is then made up to the limit (so the test does not hang on the RNG)
    if (last.body.win > 0) await lostEarlierToday(p._id, last.body.win);
    expect(await limitOf(server, p, "loss_day")).toMatchObject({ used: MYR(6), left: 0 });
    expect(await round(MYR(1))).toMatchObject(wouldPass);
    const view: ResponsibleView = await responsible(server, p);
    for (const key of ["loss_week", "loss_month"]) {
      expect(view.limits.find((l) => l.key === key)?.used).toBe(MYR(6));
    }

    const reached = { status: 403, body: "Your loss limit is reached" };
    expect(await launch(server, p, SLOT)).toMatchObject(reached);
    expect(await transfer(server, p, { from: "wallet", to: "DRG", amount: MYR(10) })).toMatchObject(reached);
    expect(await transfer(server, p, { from: "DRG", to: "LCK", amount: MYR(10) }, "internal_transfer")).toMatchObject(
      reached,
    );
    expect((await transfer(server, p, { from: "DRG", to: "wallet", amount: MYR(10) })).status).toBe(200);
    await expectBooksBalance(server, p);
  });

  it("concurrent rounds cannot pass it together", async () => {
    const { player: p, data } = await playingSlot("lim_loss_race", MYR(200));
    await limitSet(server, p, "loss_day", MYR(5));
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => sendRound(server, data.session, { bet: MYR(5), round_key: newKey() })),
    );
    expect(answers.some((a) => a.status === 200)).toBe(true);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a).toMatchObject({ status: 403, body: "This bet would pass your loss limit" });
    }
    const limit = await limitOf(server, p, "loss_day");
    expect(limit.used).toBeLessThanOrEqual(MYR(5));
    await expectBooksBalance(server, p);
  });

  it("the demo game says why, in its four languages", async () => {
    const p = await fundedGamePlayer(server, "lim_page", "DRG", MYR(10));
    for (const language of ["en-US", "zh-CN", "zh-TW", "ms-MY"] as const) {
      const launched = await launch(server, p, SLOT, language);
      const page = await openLaunchUrl(server, launched.body.url);
      const strings = (page.data as unknown as { strings: Record<string, string> }).strings;
      expect(strings.lossLimit).toBe(gameStrings[language].lossLimit);
      expect(strings.playTimeLimit).toBe(gameStrings[language].playTimeLimit);
      expect(strings.restricted).toBe(gameStrings[language].restricted);
    }
    // translated, not copied: every language its own words
    expect(new Set(Object.values(gameStrings).map((s) => s.lossLimit)).size).toBe(4);
    expect(new Set(Object.values(gameStrings).map((s) => s.playTimeLimit)).size).toBe(4);
    // the page's script shows them for the server's refusals
    const script = readFileSync(new URL("../../server/demo-game/assets/game.js", import.meta.url), "utf8");
    for (const key of ["This bet would pass your loss limit", "Your daily play time limit is reached"]) {
      expect(script).toContain(`"${key}"`);
    }
  });
});
