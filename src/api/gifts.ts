import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { request } from "./client.ts";
import type { RedeemGiftBody } from "./contract/gift-redeem.ts";

const gift = "/api/player/gift";

/** The tenant's active gifts and the player's points. */
export const getGifts = () => request("GiftList", `${gift}/getGifts`);
export const getGift = (id: string) => request("Gift", `${gift}/getGift/${encodeURIComponent(id)}`);
/** Redeems one of a gift (once per idempotency key): answers the redemption and the points left. */
export const redeemGift = (body: RedeemGiftBody) => request("RedeemAnswer", `${gift}/redeem`, { method: "POST", body });
export const getRedemptions = (page: number, limit: number) =>
  request("RedemptionPage", `${gift}/getRedemptions`, { query: { page, limit } });

/** A `gift` event (a redemption made or decided, points set) makes everything under `giftKeys.all` stale. */
export const giftKeys = {
  all: ["gifts"] as const,
  catalogue: () => [...giftKeys.all, "catalogue"] as const,
  gift: (id: string) => [...giftKeys.all, "gift", id] as const,
  history: () => [...giftKeys.all, "history"] as const,
};

export const giftsQuery = () => queryOptions({ queryKey: giftKeys.catalogue(), queryFn: getGifts });
export const giftQuery = (id: string) => queryOptions({ queryKey: giftKeys.gift(id), queryFn: () => getGift(id) });

export const redemptionsQuery = () =>
  infiniteQueryOptions({
    queryKey: giftKeys.history(),
    queryFn: ({ pageParam }) => getRedemptions(pageParam, 20),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
