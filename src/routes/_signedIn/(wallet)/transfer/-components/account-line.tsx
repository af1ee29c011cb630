import { mainWallet } from "../../../../../api/contract/games.ts";
import { GamepadIcon, WalletIcon } from "../../../../../ui/icons.tsx";
import { Money } from "../../../../../ui/money.tsx";
import { SafeImage } from "../../../../../ui/safe-image.tsx";
import type { AccountChoice } from "./transfer-accounts.ts";

/** One account of a transfer: its logo (the wallet's icon), its name and its balance. */
export function AccountLine({ id, choice }: { id: string; choice: AccountChoice | undefined }) {
  return (
    <span className="account-line">
      {id === mainWallet ? (
        <WalletIcon className="account-line__icon" />
      ) : choice?.logo ? (
        <SafeImage src={choice.logo} alt="" className="account-line__logo" width={32} height={32} />
      ) : (
        <GamepadIcon className="account-line__icon" />
      )}
      <span className="account-line__text">
        <span className="account-line__name">{choice?.name ?? id}</span>
        {choice ? <Money value={choice.balance} currency={choice.currency} className="account-line__balance" /> : null}
      </span>
    </span>
  );
}
