import type { QueryClient } from "@tanstack/react-query";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { fromPromise } from "xstate";
import { giftRedemptionMachine } from "../../machines/gift-redemption.machine.ts";
import { ApiError } from "../api/client.ts";
import { giftKeys, giftsQuery, redeemGift } from "../api/gifts.ts";
import { userKeys } from "../api/user.ts";
import { useFlow } from "./use-flow.ts";

/** After a redemption or its refusal: the catalogue (stock), the history and the user's points are read again. */
function refreshGifts(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: giftKeys.all });
  void queryClient.invalidateQueries({ queryKey: userKeys.me() });
}

/**
 * The gift-redemption machine wired to the API: the gift's price and stock and the player's points come fresh
 * from the catalogue (one call answers both), the request goes to /gift/redeem.
 */
export function giftRedemptionLogic(queryClient: QueryClient) {
  return giftRedemptionMachine.provide({
    actors: {
      loadGiftStanding: fromPromise(async ({ input }) => {
        const list = await queryClient.fetchQuery({ ...giftsQuery(), staleTime: 0 });
        const gift = list.items.find((item) => item._id === input.giftId);
        if (!gift) throw new ApiError(404, "Gift not found");
        return { price: gift.point, stock: gift.stock, points: list.point };
      }),
      redeemGift: fromPromise(async ({ input }) => {
        try {
          return await redeemGift(input);
        } catch (error) {
          refreshGifts(queryClient);
          throw error;
        }
      }),
    },
    actions: { refreshGifts: () => refreshGifts(queryClient) },
  });
}

export function useGiftRedemptionFlow(giftId: string) {
  const queryClient = useQueryClient();
  const logic = useMemo(() => giftRedemptionLogic(queryClient), [queryClient]);
  return useFlow(logic, { input: { giftId } });
}
