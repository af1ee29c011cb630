import { hashKey, type Query, type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useRouter, useRouterState } from "@tanstack/react-router";
import { useCallback, useEffect, useRef, useSyncExternalStore } from "react";
import { selectUser } from "../../machines/session.selectors.ts";
import { toApiError } from "../api/client.ts";
import type { User } from "../api/contract/user.ts";
import type { Wallet } from "../api/contract/wallet.ts";
import { userKeys } from "../api/user.ts";
import { walletKeys } from "../api/wallet.ts";
import { currencies } from "../lib/money-format.ts";
import { type LastBalance, lastBalance, rememberBalance } from "./last-balance.ts";
import { SessionContext } from "./session.tsx";

const userKey = hashKey(userKeys.me());
const walletKey = hashKey(walletKeys.wallet());

type Balance = Pick<LastBalance, "currency" | "amount">;

/**
 * The wallet balance a successful read answered: the player's (`user.wallet`, in `user.currency`), or the wallet's
 * balance in the player's currency (else its first). Null for any other read.
 */
export function balanceOf(key: QueryKey, data: unknown, playerCurrency: string | null): Balance | null {
  const hash = hashKey(key);
  const known = (currency: unknown): currency is Balance["currency"] =>
    currencies.includes(currency as Balance["currency"]);
  if (hash === userKey) {
    const user = data as User | undefined;
    return user && user.wallet !== null && known(user.currency)
      ? { currency: user.currency, amount: user.wallet }
      : null;
  }
  if (hash === walletKey) {
    const balances = (data as Wallet | undefined)?.balances ?? [];
    const balance = balances.find((each) => each.currency === playerCurrency) ?? balances[0];
    return balance && known(balance.currency) ? { currency: balance.currency, amount: balance.available } : null;
  }
  return null;
}

function subscribeToNetwork(changed: () => void): () => void {
  window.addEventListener("online", changed);
  window.addEventListener("offline", changed);
  return () => {
    window.removeEventListener("online", changed);
    window.removeEventListener("offline", changed);
  };
}

/**
 * Whether the signed-in app can reach the API, for the signed-in layout (src/routes/_signedIn.tsx), which shows its
 * offline screen instead of the screen while it cannot:
 * - offline when the browser says so (`navigator.onLine`), or when the screen's route could not load its data for
 *   want of an answer (its loader failed with an ApiError marked `network`: the server out of reach while the
 *   browser thinks it is online); the route loading again ends it. A flow's own read that fails so (a withdrawal's
 *   details, a PIN check) is the flow's to show, with its retry: it does not count here;
 * - back online after being offline (`online`), or when the player asks (`retry`), every read is made again: the
 *   query cache refetches what is on screen and the router runs its loaders again, so the screen comes back by
 *   itself. An `online` that ends no offline time (a phone waking up says it too) reads nothing again: only a change
 *   the server announces does (live-updates.tsx);
 * - meanwhile, every successful read of the player's balance is kept on the device (last-balance.ts) for the
 *   offline screen: `lastBalance` while offline.
 */
export function useConnection(): { offline: boolean; lastBalance: LastBalance | null; retry: () => void } {
  const queryClient = useQueryClient();
  const router = useRouter();
  const user = SessionContext.useSelector(selectUser);
  const player = user?._id ?? user?.username ?? null;
  const currency = user?.currency ?? null;
  const online = useSyncExternalStore(
    subscribeToNetwork,
    () => navigator.onLine,
    () => true,
  );
  const unreachable = useRouterState({
    select: (state) => state.matches.some((match) => match.status === "error" && toApiError(match.error).network),
  });

  const retry = useCallback(() => {
    void queryClient.invalidateQueries();
    void router.invalidate();
  }, [queryClient, router]);

  const offline = !online || unreachable;
  // whether this layout has shown the offline screen since the last time it read everything again
  const wasOffline = useRef(false);
  useEffect(() => {
    if (offline) wasOffline.current = true;
  }, [offline]);
  useEffect(() => {
    const back = () => {
      if (!wasOffline.current) return;
      wasOffline.current = false;
      retry();
    };
    window.addEventListener("online", back);
    return () => window.removeEventListener("online", back);
  }, [retry]);

  useEffect(() => {
    const cache = queryClient.getQueryCache();
    const remember = (query: Query, data: unknown) => {
      const balance = player ? balanceOf(query.queryKey, data, currency) : null;
      if (!player || !balance) return;
      // (another tab of the app may have read it later)
      const kept = lastBalance(player);
      if (kept && Date.parse(kept.at) > query.state.dataUpdatedAt) return;
      rememberBalance({ ...balance, player, at: new Date(query.state.dataUpdatedAt).toISOString() });
    };
    // what was read before this layout was drawn (a screen's loader runs first): the latest of the two reads
    const read = cache
      .getAll()
      .filter((query) => query.state.data !== undefined && balanceOf(query.queryKey, query.state.data, currency))
      .sort((a, b) => a.state.dataUpdatedAt - b.state.dataUpdatedAt)
      .at(-1);
    if (read) remember(read, read.state.data);
    return cache.subscribe((event) => {
      if (event.type === "updated" && event.action.type === "success") remember(event.query, event.action.data);
    });
  }, [queryClient, player, currency]);

  return { offline, lastBalance: offline && player ? lastBalance(player) : null, retry };
}
