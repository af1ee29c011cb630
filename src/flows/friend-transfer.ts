import type { QueryClient } from "@tanstack/react-query";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { fromPromise } from "xstate";
import type { TransferSetup } from "../../machines/transfer.machine.ts";
import { transferMachine } from "../../machines/transfer.machine.ts";
import type { FriendTransferInfo } from "../api/contract/friends.ts";
import { mainWallet } from "../api/contract/games.ts";
import { friendKeys, friendTransferInfoQuery, transferToFriend } from "../api/friends.ts";
import { refreshMoney } from "./money.ts";
import { pinLogic } from "./pin.ts";
import { useFlow } from "./use-flow.ts";

/** The two accounts of a transfer to a friend: the player's main wallet with what it holds, and the friend. */
export function friendTransferSetup(info: FriendTransferInfo, friendId: string): TransferSetup {
  return {
    hasPin: info.has_pin,
    accounts: [
      { id: mainWallet, currency: info.currency, balance: info.available },
      { id: friendId, currency: info.currency, balance: null },
    ],
  };
}

/** After a transfer to a friend (or its refusal): balances, transactions and today's total are read again. */
function refreshFriendMoney(queryClient: QueryClient): void {
  refreshMoney(queryClient);
  void queryClient.invalidateQueries({ queryKey: friendKeys.transferInfo() });
}

/**
 * The transfer machine wired for a transfer to one friend (`friendId`, their member UID): the main wallet is
 * the source, the friend the target; the PIN's state, the wallet's balance and the tenant's limits come fresh
 * from transferInfo; a PIN is set through the PIN flow when there is none; the request goes to /friend/transfer.
 */
export function friendTransferLogic(queryClient: QueryClient, friendId: string) {
  return transferMachine.provide({
    actors: {
      pin: pinLogic(queryClient),
      loadTransferSetup: fromPromise(async () =>
        friendTransferSetup(await queryClient.fetchQuery({ ...friendTransferInfoQuery(), staleTime: 0 }), friendId),
      ),
      submitTransfer: fromPromise(async ({ input }) => {
        try {
          return await transferToFriend({
            member_uid: input.to,
            amount: input.amount,
            pin: input.pin,
            idempotency_key: input.idempotency_key,
          });
        } catch (error) {
          refreshFriendMoney(queryClient);
          throw error;
        }
      }),
    },
    actions: { refreshBalances: () => refreshFriendMoney(queryClient) },
  });
}

export function useFriendTransferFlow(friendId: string) {
  const queryClient = useQueryClient();
  const logic = useMemo(() => friendTransferLogic(queryClient, friendId), [queryClient, friendId]);
  return useFlow(logic);
}
