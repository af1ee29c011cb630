import { queryOptions } from "@tanstack/react-query";
import { request } from "./client.ts";

/** The VIP page: tier, deposits, the ladder with rebate rates, the next tier and when an upgrade is due. */
export const getVip = () => request("VipInfo", "/api/player/vip/getVip");

/** Query keys: a `vip` event (the daily upgrade) invalidates `vipKeys.all`. */
export const vipKeys = {
  all: ["vip"] as const,
};

export const vipQuery = () => queryOptions({ queryKey: vipKeys.all, queryFn: getVip });
