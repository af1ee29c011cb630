import { infiniteQueryOptions } from "@tanstack/react-query";
import { request } from "./client.ts";
import type { ClaimRebateBody } from "./contract/rebates.ts";

const rebate = "/api/player/rebate";

export const getRebates = (page: number, limit: number) =>
  request("RebatePage", `${rebate}/getRebates`, { query: { page, limit } });
/** Claims one pending rebate (`rebate_id`) or all of them into the main wallet: answers the claim's transaction. */
export const claimRebates = (body: ClaimRebateBody) =>
  request("Transaction", `${rebate}/claim`, { method: "POST", body });

export const rebateKeys = {
  all: ["rebates"] as const,
};

/** The rebate list of /rebate_list: every page carries the totals and today's turnover (the first page's are shown). */
export const rebatesQuery = () =>
  infiniteQueryOptions({
    queryKey: rebateKeys.all,
    queryFn: ({ pageParam }) => getRebates(pageParam, 20),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
