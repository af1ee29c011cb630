/**
 * The ledger invariant, checked straight on the database (the chaos run after each fault; the bench may reuse it).
 * A balance is not stored anywhere: it is the sum of an account's ledger entries (server/services/wallet.ts), and
 * `held` is the sum of the pending withdrawals. So what can go wrong, and is checked here, is the ledger against
 * the transactions it belongs to:
 *   - no account (a player's main wallet or a game account, per currency) sums below zero;
 *   - every transaction has exactly the entries its type and status call for (server/services/transactions.ts,
 *     withdrawals.ts, game-transfers.ts, friend-transfers.ts, rebates.ts, check-in.ts): an approved deposit one
 *     `deposit` of +net_amount; a withdrawal one `withdraw_hold` of −amount, and one `withdraw_release` of +amount
 *     once rejected or cancelled (so a pending withdrawal is held: held = the sum of the pending ones); a game
 *     transfer its `transfer_out` and `transfer_in` legs on its accounts, summing to zero; a transfer to a friend
 *     one `friend_transfer_out` on the sender's side and one `friend_transfer_in` on the receiver's, the two sides
 *     paired; a claimed rebate or check-in bonus one credit. Anything else, or an entry twice, is a problem;
 *   - an entry without a transaction is only an opening balance or a game round (bet, win).
 * `query` is node-postgres's (`pool.query`) or PGlite's: it answers `{ rows }`.
 */

export type Query = (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export type LedgerCheck = {
  ok: boolean;
  /** What is wrong, one line each (at most `maxProblems`; `problemCount` has them all). */
  problems: string[];
  problemCount: number;
  accounts: number;
  transactions: number;
  entries: number;
};

/** One ledger entry of a transaction, as the check reads it. */
export type Entry = { kind: string; amount: number; account: string | null; player: string; currency: string };
/** A transaction with its entries. */
export type TransactionWithEntries = {
  id: string;
  player: string;
  type: string;
  status: string;
  method: string;
  currency: string;
  amount: number;
  netAmount: number;
  fromAccount: string | null;
  toAccount: string | null;
  idempotencyKey: string;
  entries: Entry[];
};

const maxProblems = 50;
/** Kinds of entries that belong to no transaction. */
const freeKinds = new Set(["opening_balance", "game_bet", "game_win"]);
const wallet = "wallet";

/** The ledger account a transfer's `from_account`/`to_account` names: null for the main wallet. */
const accountOf = (name: string | null) => (name === null || name === wallet ? null : name);

type Expected = { kind: string; amount: number; account: string | null };

/** The entries a transaction must have, or null when only their sum and legs can be checked (a restore). */
export function expectedEntries(t: TransactionWithEntries): Expected[] | null {
  const credit = (kind: string, amount: number): Expected => ({ kind, amount, account: null });
  switch (t.type) {
    case "deposit":
      return t.status === "approved" || t.status === "settled" ? [credit("deposit", t.netAmount)] : [];
    case "withdraw":
      return t.status === "rejected" || t.status === "cancelled"
        ? [credit("withdraw_hold", -t.amount), credit("withdraw_release", t.amount)]
        : [credit("withdraw_hold", -t.amount)];
    case "transfer":
      if (t.method === "restore") return null;
      return [
        { kind: "transfer_out", amount: -t.amount, account: accountOf(t.fromAccount) },
        { kind: "transfer_in", amount: t.amount, account: accountOf(t.toAccount) },
      ];
    case "friend_transfer":
      return t.method === "send"
        ? [credit("friend_transfer_out", -t.amount)]
        : [credit("friend_transfer_in", t.amount)];
    case "rebate":
      return [credit("rebate", t.amount)];
    case "bonus":
      return [credit("check_in_bonus", t.amount)];
    default:
      return [];
  }
}

const describeEntry = (e: { kind: string; amount: number; account: string | null }) =>
  `${e.kind} ${e.amount}${e.account === null ? "" : ` on ${e.account}`}`;
const sortKey = (e: { kind: string; amount: number; account: string | null }) => describeEntry(e);

/** What is wrong with one transaction's entries (empty when right). */
export function transactionProblems(t: TransactionWithEntries): string[] {
  const problems: string[] = [];
  const name = `${t.type} ${t.id} (${t.status}, key ${t.idempotencyKey})`;
  for (const e of t.entries) {
    if (e.player !== t.player) problems.push(`${name}: an entry on another player's ledger`);
    if (e.currency !== t.currency)
      problems.push(`${name}: an entry in ${e.currency}, the transaction is ${t.currency}`);
  }
  const expected = expectedEntries(t);
  if (expected === null) {
    // a restore: one transfer_in of the sum into the wallet, transfer_outs from game accounts, summing to zero
    const ins = t.entries.filter((e) => e.kind === "transfer_in");
    const outs = t.entries.filter((e) => e.kind === "transfer_out");
    const sum = t.entries.reduce((n, e) => n + e.amount, 0);
    if (ins.length !== 1 || ins[0]?.amount !== t.amount || ins[0]?.account !== null) {
      problems.push(`${name}: a restore needs one transfer_in of ${t.amount} into the wallet`);
    }
    if (outs.length + ins.length !== t.entries.length || sum !== 0 || outs.some((e) => e.account === null)) {
      problems.push(`${name}: a restore's legs do not balance (${t.entries.map(describeEntry).join(", ")})`);
    }
    return problems;
  }
  const have = t.entries.map(sortKey).sort();
  const want = expected.map(sortKey).sort();
  if (have.join("|") !== want.join("|")) {
    problems.push(
      `${name}: entries [${have.join(", ") || "none"}], expected [${want.join(", ") || "none"}]` +
        (have.length > want.length ? " (applied more than once)" : ""),
    );
  }
  return problems;
}

/** A send without its receive (or the other way round, or amounts that differ). */
export function friendPairProblems(all: TransactionWithEntries[]): string[] {
  const problems: string[] = [];
  const sends = new Map(all.filter((t) => t.type === "friend_transfer" && t.method === "send").map((t) => [t.id, t]));
  const received = new Map<string, number>();
  for (const t of all) {
    if (t.type !== "friend_transfer" || t.method !== "receive") continue;
    const sendId = t.idempotencyKey.startsWith("friend:") ? t.idempotencyKey.slice("friend:".length) : "";
    const send = sends.get(sendId);
    if (!send) problems.push(`friend_transfer receive ${t.id}: no send ${sendId || "(no key)"}`);
    else if (send.amount !== t.amount || send.currency !== t.currency) {
      problems.push(
        `friend_transfer ${sendId}: sent ${send.amount} ${send.currency}, received ${t.amount} ${t.currency}`,
      );
    }
    received.set(sendId, (received.get(sendId) ?? 0) + 1);
  }
  for (const id of sends.keys()) {
    const n = received.get(id) ?? 0;
    if (n !== 1) problems.push(`friend_transfer send ${id}: received ${n} times`);
  }
  return problems;
}

const int = (value: unknown) => Number(value);
const textOrNull = (value: unknown) => (value === null || value === undefined ? null : String(value));

export async function checkLedger(query: Query): Promise<LedgerCheck> {
  const problems: string[] = [];
  const negative = await query(
    `select p.username, l.player_id, l.currency, coalesce(l.game_account, '${wallet}') as account,
            sum(l.amount)::text as balance
       from ledger_entries l join players p on p.id = l.player_id
      group by p.username, l.player_id, l.currency, l.game_account
     having sum(l.amount) < 0`,
  );
  for (const r of negative.rows) {
    problems.push(`${r.username}'s ${r.currency} ${r.account} is negative: ${r.balance}`);
  }
  const [accounts] = (
    await query(
      "select count(*)::int as n from (select distinct player_id, currency, game_account from ledger_entries) a",
    )
  ).rows;
  const orphans = await query(
    `select kind, count(*)::int as n from ledger_entries
      where transaction_id is null and kind <> all($1::text[]) group by kind`,
    [[...freeKinds]],
  );
  for (const r of orphans.rows) problems.push(`${r.n} ${r.kind} entries belong to no transaction`);
  const rows = await query(
    `select t.id, t.player_id, t.type::text as type, t.status::text as status, t.method, t.currency::text as currency,
            t.amount::text as amount, t.net_amount::text as net_amount, t.from_account, t.to_account, t.idempotency_key,
            coalesce(json_agg(json_build_object('kind', l.kind, 'amount', l.amount::text, 'account', l.game_account,
                                                'player', l.player_id, 'currency', l.currency))
                     filter (where l.id is not null), '[]'::json) as entries
       from transactions t left join ledger_entries l on l.transaction_id = t.id
      group by t.id`,
  );
  let entries = 0;
  const all: TransactionWithEntries[] = rows.rows.map((r) => {
    const list = (typeof r.entries === "string" ? JSON.parse(r.entries) : r.entries) as Record<string, unknown>[];
    entries += list.length;
    return {
      id: String(r.id),
      player: String(r.player_id),
      type: String(r.type),
      status: String(r.status),
      method: String(r.method),
      currency: String(r.currency),
      amount: int(r.amount),
      netAmount: int(r.net_amount),
      fromAccount: textOrNull(r.from_account),
      toAccount: textOrNull(r.to_account),
      idempotencyKey: String(r.idempotency_key),
      entries: list.map((e) => ({
        kind: String(e.kind),
        amount: int(e.amount),
        account: textOrNull(e.account),
        player: String(e.player),
        currency: String(e.currency),
      })),
    };
  });
  for (const t of all) problems.push(...transactionProblems(t));
  problems.push(...friendPairProblems(all));
  return {
    ok: problems.length === 0,
    problems: problems.slice(0, maxProblems),
    problemCount: problems.length,
    accounts: int(accounts?.n ?? 0),
    transactions: all.length,
    entries,
  };
}
