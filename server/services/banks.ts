/** A tenant's banks and its players' own bank accounts (holder = the registered full name). */
import { and, asc, eq, ne } from "drizzle-orm";
import type { Bank, BankAccount, BankAccountBody } from "../../src/api/contract/wallet.ts";
import { maskedAccountNumber } from "../../src/lib/account-number.ts";
import type { Ctx } from "../context.ts";
import type { Db } from "../db/open.ts";
import { type BankAccountRow, bankAccounts, banks } from "../db/schema.ts";
import { fail } from "../errors.ts";
import { newId } from "./ids.ts";
import { isUuid, type PlayerView, uniqueViolation } from "./players.ts";

/** Seeded for every demo tenant. */
export const defaultBanks: Bank[] = [
  { code: "MBB", name: "Maybank" },
  { code: "CIMB", name: "CIMB Bank" },
  { code: "PBB", name: "Public Bank" },
  { code: "RHB", name: "RHB Bank" },
  { code: "HLB", name: "Hong Leong Bank" },
  { code: "AMB", name: "AmBank" },
  { code: "BIMB", name: "Bank Islam" },
  { code: "BSN", name: "BSN" },
];

export function banksOf(ctx: Pick<Ctx, "db" | "reads">, tenantId: string): Promise<Bank[]> {
  return ctx.reads.reference(`banks:${tenantId}`, () =>
    ctx.db
      .select({ code: banks.code, name: banks.name })
      .from(banks)
      .where(and(eq(banks.tenantId, tenantId), eq(banks.enabled, true)))
      .orderBy(asc(banks.position), asc(banks.code)),
  );
}

/** Names compare case-insensitively with runs of white space collapsed. */
export const normalizeName = (name: string): string => name.trim().replace(/\s+/g, " ").toLowerCase();

export function toBankAccount(row: BankAccountRow, bankName: string): BankAccount {
  return {
    _id: row.id,
    bank_code: row.bankCode,
    bank_name: bankName,
    account_holder_name: row.accountHolderName,
    account_number: row.accountNumber,
    created_at: row.createdAt.toISOString(),
  };
}

/** "Maybank ••••5678": what a withdrawal shows as its destination. */
export function maskedAccount(bankName: string, accountNumber: string): string {
  return `${bankName} ${maskedAccountNumber(accountNumber)}`;
}

export async function accountsOf(db: Db, playerId: string): Promise<BankAccountRow[]> {
  return db
    .select()
    .from(bankAccounts)
    .where(eq(bankAccounts.playerId, playerId))
    .orderBy(asc(bankAccounts.createdAt), asc(bankAccounts.id));
}

export async function listBankAccounts(ctx: Ctx, player: PlayerView): Promise<BankAccount[]> {
  const [rows, list] = await Promise.all([accountsOf(ctx.db, player.id), banksOf(ctx, player.tenantId)]);
  const names = new Map(list.map((b) => [b.code, b.name]));
  return rows.map((r) => toBankAccount(r, names.get(r.bankCode) ?? r.bankCode));
}

export async function findOwnAccount(db: Db, playerId: string, id: string): Promise<BankAccountRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.id, id), eq(bankAccounts.playerId, playerId)))
    .limit(1);
  return row ?? null;
}

/** Checks a create/update body: known bank, holder = registered full name, not a duplicate. */
async function checkBody(ctx: Ctx, player: PlayerView, body: BankAccountBody, exceptId: string | null) {
  const bank = (await banksOf(ctx, player.tenantId)).find((b) => b.code === body.bank_code);
  if (!bank) fail(400, "Client Bank not found");
  if (normalizeName(body.account_holder_name) !== normalizeName(player.fullName)) {
    fail(422, "Account holder name must match your registered full name");
  }
  const same = await ctx.db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(
      and(
        eq(bankAccounts.playerId, player.id),
        eq(bankAccounts.bankCode, body.bank_code),
        eq(bankAccounts.accountNumber, body.account_number),
        exceptId ? ne(bankAccounts.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (same.length > 0) fail(409, "Bank account already added");
  return { bank, holder: body.account_holder_name.trim().replace(/\s+/g, " ") };
}

function duplicateGuard(error: unknown): never {
  if (uniqueViolation(error)) fail(409, "Bank account already added");
  throw error;
}

export async function createBankAccount(ctx: Ctx, player: PlayerView, body: BankAccountBody): Promise<BankAccount> {
  const { bank, holder } = await checkBody(ctx, player, body, null);
  const now = ctx.now();
  const [row] = await ctx.db
    .insert(bankAccounts)
    .values({
      id: newId(),
      playerId: player.id,
      bankCode: bank.code,
      accountHolderName: holder,
      accountNumber: body.account_number,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
    .catch(duplicateGuard);
  return toBankAccount(row as BankAccountRow, bank.name);
}

export async function updateBankAccount(
  ctx: Ctx,
  player: PlayerView,
  id: string,
  body: BankAccountBody,
): Promise<BankAccount> {
  const existing = await findOwnAccount(ctx.db, player.id, id);
  if (!existing) fail(404, "Bank account not found");
  const { bank, holder } = await checkBody(ctx, player, body, existing.id);
  const [row] = await ctx.db
    .update(bankAccounts)
    .set({ bankCode: bank.code, accountHolderName: holder, accountNumber: body.account_number, updatedAt: ctx.now() })
    .where(and(eq(bankAccounts.id, existing.id), eq(bankAccounts.playerId, player.id)))
    .returning()
    .catch(duplicateGuard);
  if (!row) fail(404, "Bank account not found");
  return toBankAccount(row, bank.name);
}
