import { useQuery } from "@tanstack/react-query";
import type { PaymentMethod } from "../../../../api/contract/wallet.ts";
import { bankListQuery, depositOptionsQuery } from "../../../../api/wallet.ts";

/**
 * The server's lists that name a transaction's method code: the tenant's banks and every deposit channel's
 * methods (e-wallets, telcos, networks). Read from the cache where a screen already has them.
 */
export function useMethodLists(): readonly (readonly PaymentMethod[] | undefined)[] {
  const banks = useQuery(bankListQuery());
  const options = useQuery(depositOptionsQuery());
  return [banks.data, options.data?.channels.flatMap((channel) => channel.methods)];
}
