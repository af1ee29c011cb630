/**
 * Gift redemption: the catalogue with the player's points; redeeming takes the price in points and one from stock
 * at once; too few points, no stock or an unknown gift are refused and move nothing; the receiver fields are
 * required, bounded and the phone valid (stored in international form without the plus); a retried request
 * redeems once; the history lists it; the operator approves, delivers or rejects (points and stock given back),
 * and the player gets a system mail and a live event for each decision.
 */
import { describe, expect, it } from "vitest";
import { gamePlayer, gameServerForTheseTests } from "./support/games.ts";
import {
  decideGift,
  getGifts,
  pointsOf,
  receiver,
  redeem,
  redemptions,
  setPoints,
  setStock,
  stockOf,
} from "./support/gifts.ts";
import { systemMails } from "./support/mail.ts";
import { newKey } from "./support/wallet.ts";

const server = gameServerForTheseTests();

describe("the catalogue", () => {
  it("lists the tenant's active gifts in four languages with prices, stock and the player's points", async () => {
    const player = await gamePlayer(server, "giftcat01");
    await setPoints(server, player, 1500);
    const list = await getGifts(server, player);
    expect(list.status).toBe(200);
    expect(list.body.point).toBe(1500);
    expect(list.body.items.length).toBeGreaterThanOrEqual(6);
    expect(list.body.items.some((g) => g.stock === 0)).toBe(true);
    const bank = list.body.items.find((g) => g._id === "power-bank");
    expect(bank).toMatchObject({ point: 1200, image: "/gift-art/power-bank.svg" });
    expect(Object.keys(bank?.name ?? {}).sort()).toEqual(["en-US", "ms-MY", "zh-CN", "zh-TW"]);
    const one = await server.call("GET", "/api/player/gift/getGift/power-bank", { token: player.jwtToken });
    expect(one.body).toEqual(bank);
    for (const id of ["no-such-gift", "UPPER", "x".repeat(60), "%00"]) {
      const res = await server.call("GET", `/api/player/gift/getGift/${id}`, { token: player.jwtToken });
      expect(res.status, id).toBe(404);
      expect(res.body).toBe("Gift not found");
    }
    const art = await server.call("GET", "/gift-art/power-bank.svg");
    expect(art.status).toBe(200);
    expect(art.headers.get("content-type")).toContain("image/svg+xml");
    expect((await server.call("GET", "/api/player/gift/getGifts")).status).toBe(401);
  });
});

describe("redeeming", () => {
  it("takes the price in points and one from stock, stores the phone in international form, lists it pending", async () => {
    const player = await gamePlayer(server, "giftok01");
    await setPoints(server, player, 2000);
    const stock = await stockOf(server, player, "power-bank");
    const res = await redeem(server, player, "power-bank");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.point).toBe(800);
    expect(res.body.redemption).toMatchObject({
      gift_id: "power-bank",
      point: 1200,
      status: "pending",
      receiver_name: receiver.receiver_name,
      receiver_phone: "60123456789",
      receiver_address: receiver.receiver_address,
      decided_at: null,
    });
    expect(await pointsOf(server, player)).toBe(800);
    expect(await stockOf(server, player, "power-bank")).toBe(stock - 1);
    expect(server.published).toContainEqual(expect.objectContaining({ playerId: player._id, event: { kind: "gift" } }));
    const history = await redemptions(server, player);
    expect(history.body).toMatchObject({ total: 1, page: 1, limit: 20 });
    expect(history.body.items[0]?._id).toBe(res.body.redemption._id);
  });

  it("refuses too few points with 'Insufficient point to redeem gift', moving neither points nor stock", async () => {
    const player = await gamePlayer(server, "giftpoor1");
    await setPoints(server, player, 1199);
    const stock = await stockOf(server, player, "power-bank");
    const res = await redeem(server, player, "power-bank");
    expect(res.status).toBe(422);
    expect(res.body).toBe("Insufficient point to redeem gift");
    expect(await pointsOf(server, player)).toBe(1199);
    expect(await stockOf(server, player, "power-bank")).toBe(stock);
    expect((await redemptions(server, player)).body.total).toBe(0);
  });

  it("refuses a gift out of stock (409) and an unknown gift (404), taking no points", async () => {
    const player = await gamePlayer(server, "giftnone1");
    await setPoints(server, player, 10_000);
    expect(await stockOf(server, player, "tumbler")).toBe(0);
    const none = await redeem(server, player, "tumbler");
    expect(none.status).toBe(409);
    expect(none.body).toBe("Gift is out of stock");
    const unknown = await redeem(server, player, "flying-car");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toBe("Gift not found");
    expect(await pointsOf(server, player)).toBe(10_000);
    expect(await stockOf(server, player, "tumbler")).toBe(0);
  });

  it("requires every receiver field, bounds them and wants a valid phone", async () => {
    const player = await gamePlayer(server, "giftform1");
    await setPoints(server, player, 10_000);
    const refusals: [Record<string, unknown>, string][] = [
      [{ receiver_name: "" }, "Invalid data request"],
      [{ receiver_name: "   " }, "Invalid data request"],
      [{ receiver_name: "a".repeat(61) }, "Invalid data request"],
      [{ receiver_name: "Ai\u202esyah" }, "Text contains characters that are not allowed"],
      [{ receiver_phone: "" }, "Invalid data request"],
      [{ receiver_phone: "12345" }, "Invalid data request"],
      [{ receiver_phone: "0123" }, "Invalid data request"],
      [{ receiver_phone: "6".repeat(40) }, "Invalid data request"],
      [{ receiver_address: "" }, "Invalid data request"],
      [{ receiver_address: "b".repeat(301) }, "Invalid data request"],
      [{ receiver_address: undefined }, "Invalid data request"],
      [{ receiver_address: "12 Jalan\u202e Ampang" }, "Text contains characters that are not allowed"],
      [{ gift_id: "" }, "Invalid data request"],
      [{ idempotency_key: "short" }, "Invalid data request"],
      [{ receiver_name: 42 }, "Invalid data request"],
    ];
    for (const [override, message] of refusals) {
      const res = await redeem(server, player, "grocery-voucher", override);
      expect(res.status, JSON.stringify(override)).toBe(400);
      expect(res.body, JSON.stringify(override)).toBe(message);
    }
    expect(await pointsOf(server, player)).toBe(10_000);
    // a phone with its country code, another country's valid number, trimmed and NFC-normalised text
    const ok = await redeem(server, player, "grocery-voucher", {
      receiver_name: "  Tan Wei Ming ",
      receiver_phone: "+65 8123 4567",
      receiver_address: "8 Orchard Road  \r\n238839 Singapore\n",
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    // an address keeps its lines (CR LF made LF, trailing spaces dropped)
    expect(ok.body.redemption).toMatchObject({
      receiver_name: "Tan Wei Ming",
      receiver_phone: "6581234567",
      receiver_address: "8 Orchard Road\n238839 Singapore",
    });
  });

  it("redeems once for a retried request; the same key with another body is refused", async () => {
    const player = await gamePlayer(server, "giftkey01");
    await setPoints(server, player, 1000);
    const stock = await stockOf(server, player, "top-up-card");
    const key = newKey();
    const first = await redeem(server, player, "top-up-card", { idempotency_key: key });
    const again = await redeem(server, player, "top-up-card", { idempotency_key: key });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.redemption._id).toBe(first.body.redemption._id);
    expect(await pointsOf(server, player)).toBe(500);
    expect(await stockOf(server, player, "top-up-card")).toBe(stock - 1);
    const other = await redeem(server, player, "top-up-card", { idempotency_key: key, receiver_name: "Someone Else" });
    expect(other.status).toBe(409);
    expect(other.body).toBe("Invalid data request");
    // the same key at once, twice: still one redemption
    const raced = newKey();
    const both = await Promise.all([0, 1].map(() => redeem(server, player, "top-up-card", { idempotency_key: raced })));
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both[0]?.body.redemption._id).toBe(both[1]?.body.redemption._id);
    expect(await pointsOf(server, player)).toBe(0);
    expect((await redemptions(server, player)).body.total).toBe(2);
  });
});

describe("the operator's decisions", () => {
  it("approve then deliver; reject gives the points and the stock back; each sends a mail", async () => {
    const player = await gamePlayer(server, "giftdec01");
    await setPoints(server, player, 3000);
    await setStock(server, "earbuds", 3);
    const kept = await redeem(server, player, "grocery-voucher");
    const refused = await redeem(server, player, "earbuds");
    expect(refused.status).toBe(422);
    await setPoints(server, player, 2500 + (await pointsOf(server, player)));
    const back = await redeem(server, player, "earbuds");
    expect(back.status).toBe(200);
    expect(await pointsOf(server, player)).toBe(2200);
    expect(await stockOf(server, player, "earbuds")).toBe(2);

    const approved = await decideGift(server, kept.body.redemption._id, "approved");
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe("approved");
    // a double click answers it unchanged
    expect((await decideGift(server, kept.body.redemption._id, "approved")).body.status).toBe("approved");
    expect((await decideGift(server, kept.body.redemption._id, "delivered")).body.status).toBe("delivered");
    const late = await decideGift(server, kept.body.redemption._id, "rejected");
    expect(late.status).toBe(409);
    expect(late.body).toBe("This redemption can no longer be changed");

    const rejected = await decideGift(server, back.body.redemption._id, "rejected");
    expect(rejected.body.status).toBe("rejected");
    expect(await pointsOf(server, player)).toBe(4700);
    expect(await stockOf(server, player, "earbuds")).toBe(3);
    // rejecting twice gives nothing back twice
    await decideGift(server, back.body.redemption._id, "rejected");
    expect(await pointsOf(server, player)).toBe(4700);

    const mails = await systemMails(server, player, "gift_redemption");
    expect(mails.map((m) => m.params.status).sort()).toEqual(["approved", "delivered", "rejected"]);
    expect(mails.find((m) => m.params.status === "rejected")?.params).toMatchObject({ point: 2500 });
    const statuses = (await redemptions(server, player)).body.items.map((r) => r.status);
    expect(statuses).toEqual(["rejected", "delivered"]);

    expect((await decideGift(server, "6f1c2b1e-8d7a-4c55-9a3e-2f5b8c9d0e1f", "approved")).status).toBe(404);
    expect((await decideGift(server, "nope", "approved")).status).toBe(404);
  });

  it("the operator page lists what is open, with labelled decisions", async () => {
    const player = await gamePlayer(server, "giftpage1");
    await setPoints(server, player, 900);
    await redeem(server, player, "grocery-voucher");
    const page = await server.call<string>("GET", "/sandbox/gifts");
    expect(page.status).toBe(200);
    expect(page.body).toContain("RM 50 grocery voucher");
    expect(page.body).toContain(`Approve RM 50 grocery voucher for ${player.username}`);
    expect(page.body).toContain('role="region"');
  });
});
