/** Gifts over HTTP: points and stock set through the sandbox, redemptions and decisions as the app and operator make them. */
import type { GiftList, RedeemAnswer, Redemption, RedemptionPage } from "../../../src/api/contract/gifts.ts";
import type { Answer, Caller } from "../../support/api.ts";
import { newKey } from "./wallet.ts";

type Player = { username: string; jwtToken: string; domain?: string };

/** A receiver that passes every rule. */
export const receiver = {
  receiver_name: "Aisyah Rahman",
  receiver_phone: "012-345 6789",
  receiver_address: "12 Jalan Ampang, 50450 Kuala Lumpur",
};

export async function setPoints(
  server: Caller,
  player: { username: string; domain?: string },
  point: number,
): Promise<void> {
  const res = await server.call("POST", "/api/sandbox/gifts/points", {
    body: { username: player.username, point },
    domain: player.domain,
  });
  if (res.status !== 200) throw new Error(`setPoints failed: ${res.status} ${JSON.stringify(res.body)}`);
}

export async function setStock(server: Caller, giftId: string, stock: number, domain?: string): Promise<void> {
  const res = await server.call("POST", "/api/sandbox/gifts/stock", { body: { gift_id: giftId, stock }, domain });
  if (res.status !== 200) throw new Error(`setStock failed: ${res.status} ${JSON.stringify(res.body)}`);
}

export const getGifts = (server: Caller, player: Player) =>
  server.call<GiftList>("GET", "/api/player/gift/getGifts", { token: player.jwtToken, domain: player.domain });

export function redeem(
  server: Caller,
  player: Player,
  giftId: string,
  overrides: Record<string, unknown> = {},
): Promise<Answer<RedeemAnswer>> {
  return server.call<RedeemAnswer>("POST", "/api/player/gift/redeem", {
    body: { gift_id: giftId, ...receiver, idempotency_key: newKey(), ...overrides },
    token: player.jwtToken,
    domain: player.domain,
  });
}

export const redemptions = (server: Caller, player: Player, query = "page=1&limit=20") =>
  server.call<RedemptionPage>("GET", `/api/player/gift/getRedemptions?${query}`, {
    token: player.jwtToken,
    domain: player.domain,
  });

export const decideGift = (
  server: Caller,
  id: string,
  status: "approved" | "delivered" | "rejected",
  domain?: string,
) =>
  server.call<Redemption>("POST", `/api/sandbox/gifts/${id}`, {
    body: { status },
    headers: { Accept: "application/json" },
    domain,
  });

export async function pointsOf(server: Caller, player: Player): Promise<number> {
  const res = await server.call<{ point: number }>("GET", "/api/player/user/getUser", {
    token: player.jwtToken,
    domain: player.domain,
  });
  return res.body.point;
}

export async function stockOf(server: Caller, player: Player, giftId: string): Promise<number> {
  const list = await getGifts(server, player);
  const gift = list.body.items.find((g) => g._id === giftId);
  if (!gift) throw new Error(`no gift ${giftId}`);
  return gift.stock;
}
