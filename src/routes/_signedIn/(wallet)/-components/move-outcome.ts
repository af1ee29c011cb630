import { useLingui } from "@lingui/react/macro";
import { mainWallet } from "../../../../api/contract/games.ts";
import {
  awaitsReceipt,
  isGatewayChannel,
  pendingSupportMinutes,
  type Transaction,
  type TransactionStatus,
} from "../../../../api/contract/wallet.ts";
import { formatMoney } from "../../../../lib/money-format.ts";

/** How a money move ended, as a result screen shows it: its colour and icon. */
export type MoveTone = "success" | "pending" | "failed";

const toneOf: Record<TransactionStatus, MoveTone> = {
  approved: "success",
  settled: "success",
  claimed: "success",
  pending: "pending",
  rejected: "failed",
  cancelled: "failed",
};

export type MoveOutcome = {
  tone: MoveTone;
  /** What happened, in a few words. */
  title: string;
  /** What it means for the player's money. */
  text: string;
  /** What happens next (SPEC §9: a transaction pending over 20 minutes is raised with support). */
  next: string;
  /** A bank transfer still waiting for its receipt: nothing is checked until it is uploaded. */
  needsReceipt: boolean;
};

/** A bank transfer whose receipt has not been uploaded: nothing can be checked yet (the contract's `awaitsReceipt`). */
export const needsReceipt = (transaction: Transaction): boolean => awaitsReceipt(transaction);

/** What every move's words start from: its tone, whether it waits for a receipt, and its amounts as the player reads them. */
type Move = {
  base: Pick<MoveOutcome, "tone" | "needsReceipt">;
  /** The amount moved. */
  amount: string;
  /** What arrives (after any charge). */
  net: string;
  /** After how many minutes a pending move is raised with support. */
  minutes: number;
};

/**
 * Words for what really happened to a deposit, withdrawal, transfer or friend transfer, from its type, channel and status: a payment is
 * "successful" only once approved, a bank transfer without its receipt is waiting for it (never "received"),
 * and every pending move says when to contact support.
 */
export function useMoveOutcome(): (transaction: Transaction) => MoveOutcome {
  const { i18n } = useLingui();
  const deposit = useDepositOutcome();
  const transfer = useTransferOutcome();
  const friendTransfer = useFriendTransferOutcome();
  const withdrawal = useWithdrawalOutcome();
  return (transaction) => {
    const move: Move = {
      base: { tone: toneOf[transaction.status], needsReceipt: needsReceipt(transaction) },
      amount: formatMoney(transaction.amount, transaction.currency, i18n.locale),
      net: formatMoney(transaction.net_amount, transaction.currency, i18n.locale),
      minutes: pendingSupportMinutes,
    };
    switch (transaction.type) {
      case "deposit":
        return deposit(transaction, move);
      case "transfer":
        return transfer(move);
      case "friend_transfer":
        return friendTransfer(transaction, move);
      default:
        return withdrawal(transaction, move);
    }
  };
}

/** A deposit: a gateway's payment is confirmed by the gateway, the others are reviewed; a bank transfer waits for its receipt. */
function useDepositOutcome(): (transaction: Transaction, move: Move) => MoveOutcome {
  const { t } = useLingui();
  return (transaction, { base, amount, net, minutes }) => {
    const gateway = isGatewayChannel(transaction.channel);
    switch (base.tone) {
      case "success":
        return {
          ...base,
          title: t`Payment successful`,
          text: t`${net} has been added to your wallet.`,
          next: t`It is ready to use now.`,
        };
      case "pending":
        if (base.needsReceipt) {
          return {
            ...base,
            title: t`Waiting for your receipt`,
            text: t`Nothing has been added to your wallet yet. Transfer ${amount} to our bank account, then upload the receipt of the transfer.`,
            next: t`We review the deposit as soon as its receipt is in.`,
          };
        }
        return {
          ...base,
          title: gateway ? t`Waiting for payment confirmation` : t`Deposit under review`,
          text: gateway
            ? t`The payment has not been confirmed yet. ${net} is added to your wallet as soon as it is.`
            : t`${net} is added to your wallet as soon as the deposit is approved.`,
          next: t`Most deposits are confirmed within a few minutes. If it is still pending after ${minutes} minutes, contact support with the reference.`,
        };
      case "failed":
        return {
          ...base,
          title:
            transaction.status === "cancelled"
              ? t`Deposit cancelled`
              : gateway
                ? t`Payment failed`
                : t`Deposit rejected`,
          text: t`Nothing was added to your wallet.`,
          next: t`If money left your account for it, contact support with the reference.`,
        };
    }
  };
}

/** A transfer between the player's own accounts moves at once: approved, or nothing moved. */
function useTransferOutcome(): (move: Move) => MoveOutcome {
  const { t } = useLingui();
  return ({ base, amount, minutes }) => {
    switch (base.tone) {
      case "success":
        return {
          ...base,
          title: t`Transfer complete`,
          text: t`${amount} has moved.`,
          next: t`Both balances show it now. A game's balance is ready to play.`,
        };
      case "pending":
        return {
          ...base,
          title: t`Transfer in progress`,
          text: t`${amount} is on its way between your accounts.`,
          next: t`If it is still pending after ${minutes} minutes, contact support with the reference.`,
        };
      case "failed":
        return {
          ...base,
          title: t`Transfer not made`,
          text: t`Nothing moved: ${amount} is where it was.`,
          next: t`If a balance looks wrong, contact support with the reference.`,
        };
    }
  };
}

/**
 * Money between two players' wallets moves at once: approved, or nothing moved; sent or received. Pending or
 * failed, it reads as a transfer between the player's own accounts, but for where the money is on its way.
 */
function useFriendTransferOutcome(): (transaction: Transaction, move: Move) => MoveOutcome {
  const { t } = useLingui();
  const transferOutcome = useTransferOutcome();
  return (transaction, move) => {
    const { base, amount } = move;
    switch (base.tone) {
      case "success":
        return transaction.from_account === mainWallet
          ? {
              ...base,
              title: t`Sent to your friend`,
              text: t`${amount} has left your wallet for your friend's.`,
              next: t`It is in their wallet now, ready to use.`,
            }
          : {
              ...base,
              title: t`Received from a friend`,
              text: t`${amount} has been added to your wallet.`,
              next: t`It is ready to use now.`,
            };
      case "pending":
        return { ...transferOutcome(move), text: t`${amount} is on its way.` };
      case "failed":
        return transferOutcome(move);
    }
  };
}

/** A withdrawal: on hold while processed; a rejected or cancelled one returns the money. */
function useWithdrawalOutcome(): (transaction: Transaction, move: Move) => MoveOutcome {
  const { t } = useLingui();
  return (transaction, { base, amount, net, minutes }) => {
    const destination = transaction.destination;
    switch (base.tone) {
      case "success":
        return {
          ...base,
          title: t`Withdrawal approved`,
          text: destination ? t`${net} is on its way to ${destination}.` : t`${net} is on its way to you.`,
          next: t`Your bank may take a little while to show it.`,
        };
      case "pending":
        return {
          ...base,
          title: t`Withdrawal requested`,
          text: t`${amount} is on hold while we process it. If it is rejected, the money returns to your wallet.`,
          next: t`Most withdrawals are processed within a few minutes. If it is still pending after ${minutes} minutes, contact support with the reference.`,
        };
      case "failed":
        return {
          ...base,
          title: transaction.status === "cancelled" ? t`Withdrawal cancelled` : t`Withdrawal rejected`,
          text: t`${amount} is back in your wallet.`,
          next: t`If you need to know why, contact support with the reference.`,
        };
    }
  };
}
