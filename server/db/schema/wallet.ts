/** Money: the append-only ledger, banks and bank accounts, deposit/withdraw/transfer transactions. */
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { transactionStatuses, transactionTypes } from "../../../src/api/contract/wallet.ts";
import { at } from "./columns.ts";
import { currencyEnum, playerIdColumn } from "./players.ts";
import { tenantIdColumn, tenants } from "./tenants.ts";

export const transactionTypeEnum = pgEnum("transaction_type", transactionTypes);
export const transactionStatusEnum = pgEnum("transaction_status", transactionStatuses);

/** Append-only money ledger in integer minor units; a balance is the sum of a player's entries. */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: uuid("id").primaryKey(),
    playerId: playerIdColumn(),
    currency: currencyEnum("currency").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    /**
     * opening_balance, deposit, withdraw_hold, withdraw_release; transfer_out, transfer_in (a transfer's
     * two sides); game_bet, game_win (a round at a provider); friend_transfer_out, friend_transfer_in
     * (a transfer to a friend: the sender's and the receiver's entry, each on its own transaction);
     * rebate (a claimed rebate); check_in_bonus (a daily check-in's bonus, on its transaction of type bonus).
     */
    kind: text("kind").notNull(),
    /**
     * Which of the player's accounts the entry moves: null for the main wallet, else the provider's
     * code (its game account). A balance is the sum of the entries of one account and currency.
     */
    gameAccount: text("game_account"),
    reference: text("reference"),
    /** Unique: a transaction's credit, hold or release can be written once only. */
    idempotencyKey: text("idempotency_key").unique(),
    /** The deposit or withdrawal this entry belongs to (null for openings). */
    transactionId: uuid("transaction_id").references((): AnyPgColumn => transactions.id),
    createdAt: at("created_at").notNull(),
  },
  (t) => [
    index("ledger_entries_player_currency_idx").on(t.playerId, t.currency),
    index("ledger_entries_player_game_account_idx").on(t.playerId, t.gameAccount),
    index("ledger_entries_transaction_idx").on(t.transactionId),
  ],
);

/** Banks a tenant's players can hold accounts with (getBankList). */
export const banks = pgTable(
  "banks",
  {
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    name: text("name").notNull(),
    position: integer("position").notNull().default(0),
    enabled: boolean("enabled").notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.code] })],
);

/** A player's own bank accounts (holder name = the registered full name). */
export const bankAccounts = pgTable(
  "bank_accounts",
  {
    id: uuid("id").primaryKey(),
    playerId: playerIdColumn(),
    bankCode: text("bank_code").notNull(),
    accountHolderName: text("account_holder_name").notNull(),
    accountNumber: text("account_number").notNull(),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  (t) => [uniqueIndex("bank_accounts_player_bank_number_key").on(t.playerId, t.bankCode, t.accountNumber)],
);

/**
 * Deposits and withdrawals. Money moves only through ledger entries written when the status
 * changes (services/transactions.ts); (player, idempotency_key) makes creation idempotent.
 */
export const transactions = pgTable(
  "transactions",
  {
    id: uuid("id").primaryKey(),
    tenantId: tenantIdColumn(),
    playerId: playerIdColumn(),
    reference: text("reference").notNull(),
    type: transactionTypeEnum("type").notNull(),
    channel: text("channel").notNull(),
    method: text("method").notNull(),
    currency: currencyEnum("currency").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    fee: bigint("fee", { mode: "number" }).notNull(),
    netAmount: bigint("net_amount", { mode: "number" }).notNull(),
    status: transactionStatusEnum("status").notNull(),
    paymentUrl: text("payment_url"),
    receiptUrl: text("receipt_url"),
    txHash: text("tx_hash"),
    /** Telco: the reload PIN, for the operator (never answered to the player). */
    telcoPin: text("telco_pin"),
    bankAccountId: uuid("bank_account_id").references(() => bankAccounts.id),
    destination: text("destination"),
    /** Transfer: the accounts money left and reached ("wallet" or a provider's code). */
    fromAccount: text("from_account"),
    toAccount: text("to_account"),
    remark: text("remark"),
    idempotencyKey: text("idempotency_key").notNull(),
    /** Hash of the request (without PIN and key): a reused key with another body is refused. */
    requestHash: text("request_hash").notNull(),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  (t) => [
    uniqueIndex("transactions_player_idempotency_key").on(t.playerId, t.idempotencyKey),
    uniqueIndex("transactions_tenant_reference_key").on(t.tenantId, t.reference),
    index("transactions_player_created_idx").on(t.playerId, t.createdAt),
    index("transactions_tenant_status_idx").on(t.tenantId, t.status, t.createdAt),
    /** Who may fetch a receipt (/uploads/<file>): its transaction's owner, found by the file. */
    index("transactions_receipt_url_idx").on(t.receiptUrl),
  ],
);

export type TransactionRow = typeof transactions.$inferSelect;
export type BankAccountRow = typeof bankAccounts.$inferSelect;
