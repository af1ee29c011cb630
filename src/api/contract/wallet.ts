import { type } from "arktype";
import { MinorUnits, Pin, PublicUrl, SafeText } from "./common.ts";
import { transactionStatuses, transactionTypes } from "./enums.ts";
import { Currency, DailyLimits, RequestAmount, telcoPinPattern, tronAddressPattern, txHashPattern } from "./money.ts";
import { maxUploadBytes } from "./user.ts";
import { VerificationStatus } from "./verification.ts";

export { transactionStatuses, transactionTypes };

/**
 * Wallet, bank accounts, deposits, withdrawals, transactions and reports.
 * Every amount is integer minor units: sen for MYR, micro-USDT (1e-6) for USDT.
 */
export const Balance = type({
  currency: Currency,
  /** What the player can use now. */
  available: MinorUnits,
  /** Held by pending withdrawals. */
  held: MinorUnits,
});
export type Balance = typeof Balance.infer;

export const Wallet = type({ balances: Balance.array() });
export type Wallet = typeof Wallet.infer;

// ---------- bank accounts ----------

export const Bank = type({ code: "string", name: "string" });
export type Bank = typeof Bank.infer;
export const BankList = Bank.array();

export const BankAccountBody = type({
  bank_code: "1 <= string <= 32",
  account_holder_name: SafeText(1, 80),
  /** Digits only, 6 to 20 of them. */
  account_number: /^\d{6,20}$/,
});
export type BankAccountBody = typeof BankAccountBody.infer;

export const BankAccount = type({
  _id: "string",
  bank_code: "string",
  bank_name: "string",
  account_holder_name: "string",
  account_number: "string",
  created_at: "string",
});
export type BankAccount = typeof BankAccount.infer;
export const BankAccountList = BankAccount.array();

// ---------- deposit ----------

export const depositChannels = ["instant_deposit", "bank_transfer", "e_wallet", "crypto", "telco"] as const;
export const DepositChannel = type.enumerated(...depositChannels);
export type DepositChannel = typeof DepositChannel.infer;

/** What sets one deposit channel apart from the others: every screen and service reads it here. */
export type DepositChannelTraits = {
  /** Paid on the payment gateway's page: the deposit answers its `payment_url`, the gateway approves or rejects it. */
  gateway: boolean;
  /** Waits for the player's transfer receipt before anything can be checked (the receipt upload). */
  receipt: boolean;
  /** What the player types as proof of the payment with the form, if anything. */
  proof: "tx_hash" | "telco_pin" | null;
};

/**
 * The traits of every deposit channel, declared once: a channel added to `depositChannels` is a compile error
 * here until its traits are set, and every place that needs something of a channel per channel is a
 * `Record<DepositChannel, …>` the compiler lists too.
 */
export const depositChannelTraits = {
  instant_deposit: { gateway: true, receipt: false, proof: null },
  bank_transfer: { gateway: false, receipt: true, proof: null },
  e_wallet: { gateway: true, receipt: false, proof: null },
  crypto: { gateway: false, receipt: false, proof: "tx_hash" },
  telco: { gateway: false, receipt: false, proof: "telco_pin" },
} as const satisfies Record<DepositChannel, DepositChannelTraits>;

/** The traits of a channel as a transaction or a stored row names it (withdrawals' channels have none). */
export function channelTraits(channel: string): DepositChannelTraits | null {
  return Object.hasOwn(depositChannelTraits, channel) ? depositChannelTraits[channel as DepositChannel] : null;
}

/** Whether a channel is paid on the payment gateway's page (the deposit answers its `payment_url`). */
export function isGatewayChannel(channel: string): boolean {
  return channelTraits(channel)?.gateway ?? false;
}

/** Whether a deposit of this channel takes the player's transfer receipt. */
export function takesReceipt(channel: string): boolean {
  return channelTraits(channel)?.receipt ?? false;
}

/** Channels paid on the payment gateway's page, derived from the traits. */
export const gatewayChannels: readonly DepositChannel[] = depositChannels.filter(isGatewayChannel);

export const PaymentMethod = type({ code: "string", name: "string" });
export type PaymentMethod = typeof PaymentMethod.infer;

export const DepositChannelOption = type({
  channel: DepositChannel,
  currency: Currency,
  /** Form limits, enforced (minor units). */
  min: MinorUnits,
  max: MinorUnits,
  /** The gateway's own limit text, shown as given (SPEC §9 gives two sources). */
  gateway_text: "string",
  /** Payment methods, banks, e-wallets, networks or telcos to choose from. */
  methods: PaymentMethod.array(),
  /** Share of the amount kept as a charge, in whole percent (telco: 30). */
  charge_percent: "number.integer >= 0",
});
export type DepositChannelOption = typeof DepositChannelOption.infer;

export const DepositOptions = type({
  channels: DepositChannelOption.array(),
  /** Where a bank transfer goes. */
  tenant_bank: { bank_name: "string", account_holder_name: "string", account_number: "string" },
  /** Where USDT goes; TRC20 only. */
  crypto: { network: "'TRC20'", address: "string", exchange_rate: /^\d+(\.\d+)?$/ },
});
export type DepositOptions = typeof DepositOptions.infer;

/**
 * Pending deposits a player may have at once (awaiting a payment, a receipt or review): one more
 * is refused with 429 "Too many pending deposits" until one is approved, rejected or cancelled.
 * Keeps a player (or a stolen session) from filling the operator's queue and the uploads folder.
 */
export const maxPendingDeposits = 3;

/**
 * The receipt of a bank transfer: a PNG, JPEG or WebP image or a PDF, at most 20MB (SPEC §5, §9). The
 * app refuses anything else before uploading; the server decides again by the file's bytes.
 */
export const receiptMimeTypes = ["image/png", "image/jpeg", "image/webp", "application/pdf"] as const;
const receiptMimeByExtension: Record<string, (typeof receiptMimeTypes)[number]> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  pdf: "application/pdf",
};

/** The receipt type of a chosen file (by its type, or by its name where the browser gives none), or null. */
export function receiptTypeOf(file: { name: string; type: string }): (typeof receiptMimeTypes)[number] | null {
  const declared = receiptMimeTypes.find((mime) => mime === file.type);
  if (declared) return declared;
  if (file.type !== "") return null;
  return receiptMimeByExtension[file.name.split(".").pop()?.toLowerCase() ?? ""] ?? null;
}

/** Why a chosen receipt cannot be sent (not a receipt type, over the size limit), or null. */
export function receiptProblem(file: { name: string; type: string; size: number }): "type" | "size" | null {
  if (receiptTypeOf(file) === null) return "type";
  if (file.size > maxUploadBytes) return "size";
  return null;
}

export const CreateDepositBody = type({
  channel: DepositChannel,
  /** Minor units of the channel's currency, whole units only (integers only, SPEC §5). */
  amount: RequestAmount,
  method: "1 <= string <= 32",
  /** Crypto: the transfer's hash on TRC20. */
  "tx_hash?": txHashPattern,
  /** Telco: the reload PIN printed on the card. */
  "telco_pin?": telcoPinPattern,
  idempotency_key: /^[A-Za-z0-9_-]{16,64}$/,
});
export type CreateDepositBody = typeof CreateDepositBody.infer;

// ---------- withdraw ----------

/** A count a withdraw answer names (withdrawals today, this month, left); a month holds at most 31 × 1,000. */
const WithdrawCount = type("0 <= number.integer <= 100000");

export const WithdrawInfo = type({
  has_bank_account: "boolean",
  has_pin: "boolean",
  pin_locked_until: "string | null",
  /**
   * Form limits per currency (minor units) and what is left of today's limits; `verification_threshold`:
   * above it (one withdrawal, or today's total) a verified account is needed (contract/verification.ts).
   */
  limits: DailyLimits.merge({ gateway_text: "string", verification_threshold: "number.integer >= 0" }).array(),
  verification_status: VerificationStatus,
  daily_count: WithdrawCount,
  daily_frequency: WithdrawCount.atLeast(1),
  /** Withdrawals still allowed today (GMT+8): daily_frequency - daily_count, never below 0. */
  withdrawals_left_today: WithdrawCount,
  /** Withdrawals made this month (GMT+8) and the charge on the next one, in whole percent. */
  month_count: WithdrawCount,
  free_per_month: WithdrawCount,
  /** Free withdrawals the player can still make today: this month's free ones left, at most the ones left today. */
  free_left_today: WithdrawCount,
  next_charge_percent: "0 <= number.integer <= 100",
});
export type WithdrawInfo = typeof WithdrawInfo.infer;

export const CreateWithdrawBody = type({
  currency: Currency,
  amount: RequestAmount,
  /** MYR: one of the player's bank accounts. */
  "bank_account_id?": "string <= 64",
  /** USDT: a TRC20 address (T + 33 base58 characters). */
  "wallet_address?": tronAddressPattern,
  "network?": "'TRC20'",
  pin: Pin,
  idempotency_key: /^[A-Za-z0-9_-]{16,64}$/,
});
export type CreateWithdrawBody = typeof CreateWithdrawBody.infer;

// ---------- transactions ----------

/** SPEC §9: a transaction still pending after this many minutes should be raised with support. */
export const pendingSupportMinutes = 20;

export const TransactionStatus = type.enumerated(...transactionStatuses);
export type TransactionStatus = typeof TransactionStatus.infer;

export const TransactionType = type.enumerated(...transactionTypes);
export type TransactionType = typeof TransactionType.infer;

/**
 * The allowed status changes, in one place (server and app read this).
 * The player may only cancel their own pending deposit; an operator approves
 * or rejects; approved money is settled by the platform.
 */
export const allowedTransitions: Record<TransactionStatus, readonly TransactionStatus[]> = {
  pending: ["approved", "rejected", "cancelled"],
  approved: ["settled"],
  rejected: [],
  settled: [],
  claimed: [],
  cancelled: [],
};

export const Transaction = type({
  _id: "string",
  /** Short reference shown to players and support. */
  reference: "string",
  type: TransactionType,
  channel: "string",
  method: "string",
  currency: Currency,
  /** What the player asked for. */
  amount: MinorUnits,
  /** Charge kept (telco 30%, withdrawal 3% past the free ones). */
  fee: MinorUnits,
  /** What reaches the wallet (deposit) or the bank (withdraw). */
  net_amount: MinorUnits,
  status: TransactionStatus,
  created_at: "string",
  updated_at: "string",
  /** Instant deposit and e-wallet: the payment page to open. */
  payment_url: PublicUrl.or("null"),
  /** Bank transfer: the uploaded receipt. */
  receipt_url: PublicUrl.or("null"),
  tx_hash: "string | null",
  /** Withdraw: where the money goes (masked bank account or wallet address). */
  destination: "string | null",
  remark: "string | null",
  /** Transfer: the accounts money left and reached ("wallet" or a provider's code). */
  "from_account?": "string | null",
  "to_account?": "string | null",
});
export type Transaction = typeof Transaction.infer;

/** A pending deposit of a channel that takes a receipt, whose receipt is not uploaded yet: nothing can be checked. */
export function awaitsReceipt(transaction: Pick<Transaction, "type" | "status" | "channel" | "receipt_url">): boolean {
  return (
    transaction.type === "deposit" &&
    transaction.status === "pending" &&
    takesReceipt(transaction.channel) &&
    !transaction.receipt_url
  );
}

export const TransactionQuery = type({
  "type?": TransactionType,
  "status?": TransactionStatus,
  /** YYYY-MM-DD in the player's time zone; the end date is inclusive. */
  "start_date?": /^\d{4}-\d{2}-\d{2}$/,
  "end_date?": /^\d{4}-\d{2}-\d{2}$/,
  /** IANA time zone of the browser, e.g. Asia/Kuala_Lumpur. */
  "tz?": "string <= 64",
  page: "1 <= number.integer <= 100000",
  limit: "1 <= number.integer <= 50",
});
export type TransactionQuery = typeof TransactionQuery.infer;

const Totals = type({
  currency: Currency,
  amount: MinorUnits,
  fee: MinorUnits,
  net_amount: MinorUnits,
  count: "number.integer",
});

export const TransactionPage = type({
  items: Transaction.array(),
  page: "number.integer",
  limit: "number.integer",
  total: "number.integer",
  totals: Totals.array(),
});
export type TransactionPage = typeof TransactionPage.infer;

// ---------- reports ----------

export const GameRecord = type({
  _id: "string",
  provider: "string",
  game: "string",
  currency: Currency,
  bet: MinorUnits,
  win: MinorUnits,
  /** win - bet */
  profit: MinorUnits,
  created_at: "string",
});
export type GameRecord = typeof GameRecord.infer;

export const GameRecordPage = type({
  items: GameRecord.array(),
  page: "number.integer",
  limit: "number.integer",
  total: "number.integer",
  totals: type({
    currency: Currency,
    bet: MinorUnits,
    win: MinorUnits,
    profit: MinorUnits,
    count: "number.integer",
  }).array(),
});
export type GameRecordPage = typeof GameRecordPage.infer;

export const TurnoverRow = type({
  /** YYYY-MM-DD in the requested time zone. */
  date: "string",
  currency: Currency,
  turnover: MinorUnits,
  bets: "number.integer",
});
export type TurnoverRow = typeof TurnoverRow.infer;

export const TurnoverPage = type({
  items: TurnoverRow.array(),
  page: "number.integer",
  limit: "number.integer",
  total: "number.integer",
  totals: type({ currency: Currency, turnover: MinorUnits, bets: "number.integer" }).array(),
});
export type TurnoverPage = typeof TurnoverPage.infer;

export const ReportQuery = type({
  start_date: /^\d{4}-\d{2}-\d{2}$/,
  end_date: /^\d{4}-\d{2}-\d{2}$/,
  "tz?": "string <= 64",
  page: "1 <= number.integer <= 100000",
  limit: "1 <= number.integer <= 50",
});
export type ReportQuery = typeof ReportQuery.infer;
