/**
 * Measured correctness across two API instances on one PostgreSQL, in place of a throughput ratio (two
 * instances cannot beat one on a 2-core machine: one already fills both cores). After the two-instance load:
 *   - the ledger invariant (ledger.ts: balances = entries per wallet, nothing negative, held = pending);
 *   - every money move and chat message the load sent was applied once: the database holds at least the
 *     acknowledged (2xx) ones and at most those plus the ones that got no answer (cut off at the load's end);
 *   - no idempotency key applied twice, no ledger entry of a kind written twice for one transaction, every
 *     wallet ⇄ game transfer's legs (two, or more for a restore of several games) cancel out;
 *   - the same transfer, under one idempotency key, sent to both instances at once: applied once, and both
 *     answer that one transaction.
 */
import { type Tally, transferKeyPrefix, transferProvider, transferTally, writeTally } from "./api.ts";
import {
  chatClientIdPrefix,
  chatTally,
  friendTransferKeyPrefix,
  friendTransferTally,
  restoreKeyPrefix,
  restoreTally,
} from "./calls.ts";
import { checkLedger } from "./ledger.ts";

/** A statement on the database (pg's pool.query): what checkLedger (ledger.ts) takes too. */
export type Query = (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** One kind of write over the phase: what the load was told and what the database holds. */
export type MoveCount = { name: string; sent: number; acknowledged: number; unanswered: number; applied: number };
/** The same key sent to both instances at once. */
export type SameKeyProbe = {
  keys: number;
  /** Keys the database holds exactly one transaction for. */
  appliedOnce: number;
  /** Keys whose two answers were both 2xx and named the same transaction. */
  sameAnswer: number;
  /** Answers by HTTP status (0: no answer). */
  statuses: Record<string, number>;
  /** The first answer that was not 2xx: its status and body. */
  firstRefusal: string | null;
};
export type Correctness = {
  ledger: { ok: boolean; problems: string[] };
  moves: MoveCount[];
  /** What the SQL checks found: keys applied twice, entries written twice, legs that do not cancel. */
  duplicates: string[];
  probe: SameKeyProbe;
};

const writes: { name: string; sql: string; prefix: string }[] = [
  {
    name: transferTally,
    sql: "select count(*)::int as n from transactions where type = 'transfer' and idempotency_key like $1",
    prefix: transferKeyPrefix,
  },
  {
    name: restoreTally,
    sql: "select count(*)::int as n from transactions where type = 'transfer' and idempotency_key like $1",
    prefix: restoreKeyPrefix,
  },
  {
    name: friendTransferTally,
    sql: "select count(*)::int as n from transactions where type = 'friend_transfer' and idempotency_key like $1",
    prefix: friendTransferKeyPrefix,
  },
  {
    name: chatTally,
    sql: "select count(*)::int as n from chat_messages where client_id like $1",
    prefix: chatClientIdPrefix,
  },
];

/** The load's tallies and the database's counts of the bench's writes, now. */
export type Snapshot = { tallies: Record<string, Tally>; applied: Record<string, number> };

export async function snapshot(query: Query): Promise<Snapshot> {
  const tallies: Record<string, Tally> = {};
  const applied: Record<string, number> = {};
  for (const write of writes) {
    tallies[write.name] = writeTally(write.name);
    const { rows } = await query(write.sql, [`${write.prefix}%`]);
    applied[write.name] = Number(rows[0]?.n ?? 0);
  }
  return { tallies, applied };
}

/** The writes between two snapshots. */
export function movesBetween(before: Snapshot, after: Snapshot): MoveCount[] {
  return writes.map(({ name }) => {
    const from = before.tallies[name] ?? { sent: 0, answered: 0, acknowledged: 0 };
    const to = after.tallies[name] ?? { sent: 0, answered: 0, acknowledged: 0 };
    return {
      name,
      sent: to.sent - from.sent,
      acknowledged: to.acknowledged - from.acknowledged,
      unanswered: to.sent - from.sent - (to.answered - from.answered),
      applied: (after.applied[name] ?? 0) - (before.applied[name] ?? 0),
    };
  });
}

/** Keys applied twice, entries written twice, wallet ⇄ game transfers whose legs do not cancel. */
async function duplicates(query: Query): Promise<string[]> {
  const problems: string[] = [];
  const keys = await query(
    "select player_id, idempotency_key, count(*)::int as n from transactions group by 1, 2 having count(*) > 1 limit 5",
  );
  for (const row of keys.rows) problems.push(`key ${row.idempotency_key} applied ${row.n} times`);
  const entries = await query(
    "select transaction_id, kind, count(*)::int as n from ledger_entries where transaction_id is not null group by 1, 2 having count(*) > 1 limit 5",
  );
  for (const row of entries.rows) problems.push(`transaction ${row.transaction_id}: ${row.n} ${row.kind} entries`);
  const legs = await query(
    `select t.id, count(e.id)::int as legs, coalesce(sum(e.amount), 0)::bigint as total
       from transactions t left join ledger_entries e on e.transaction_id = t.id
      where t.type = 'transfer' and t.status = 'approved'
      group by t.id having count(e.id) < 2 or coalesce(sum(e.amount), 0) <> 0 limit 5`,
  );
  for (const row of legs.rows) problems.push(`transfer ${row.id}: ${row.legs} legs summing to ${row.total}`);
  return problems;
}

/**
 * `count` transfers of RM 1 into the game account, each under its own key sent to the first two instances at
 * the same moment; then what the database holds for those keys.
 */
async function sameKeyProbe(
  bases: string[],
  host: string,
  token: string,
  pin: string,
  count: number,
  query: Query,
): Promise<SameKeyProbe> {
  const prefix = `bsame-${process.pid}-${Date.now()}-`;
  const statuses: Record<string, number> = {};
  let sameAnswer = 0;
  let firstRefusal: string | null = null;
  const targets = bases.slice(0, 2);
  for (let i = 0; i < count; i++) {
    const body = JSON.stringify({
      from: "wallet",
      to: transferProvider,
      amount: 100,
      pin,
      idempotency_key: `${prefix}${i}`,
    });
    const answers = await Promise.all(
      targets.map(async (base) => {
        try {
          const response = await fetch(`${base}/api/player/games/transfer`, {
            method: "POST",
            headers: { "X-Cookie": token, current_domain: `http://${host}/home`, "content-type": "application/json" },
            body,
            signal: AbortSignal.timeout(10_000),
          });
          const text = await response.text();
          const answer = response.ok ? (JSON.parse(text) as { _id?: string }) : null;
          firstRefusal ??= response.ok ? null : `${response.status} ${text.slice(0, 200)}`;
          return { status: response.status, id: answer?._id ?? null };
        } catch {
          return { status: 0, id: null };
        }
      }),
    );
    for (const answer of answers) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    const [first, second] = answers;
    if (first?.id && first.id === second?.id) sameAnswer++;
  }
  const { rows } = await query(
    "select idempotency_key, count(*)::int as n from transactions where idempotency_key like $1 group by 1",
    [`${prefix}%`],
  );
  const appliedOnce = rows.filter((row) => Number(row.n) === 1).length;
  return { keys: count, appliedOnce, sameAnswer, statuses, firstRefusal };
}

/** Everything above, after the two-instance load that started at `before`. */
export async function checkTwoInstances(
  query: Query,
  before: Snapshot,
  probe: { bases: string[]; host: string; token: string; pin: string; count: number },
): Promise<Correctness> {
  const same = await sameKeyProbe(probe.bases, probe.host, probe.token, probe.pin, probe.count, query);
  const moves = movesBetween(before, await snapshot(query));
  return { ledger: await checkLedger(query), moves, duplicates: await duplicates(query), probe: same };
}
