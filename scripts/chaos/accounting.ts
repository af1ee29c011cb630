/**
 * The chaos run's bookkeeping, pure: what the clients counted (a `Tally` per scenario), and the reconciliation of
 * what they were told against what the database holds: a money move acknowledged (answered 2xx) must be stored
 * exactly once under its idempotency key (none: lost; more: doubled), a move refused by a business rule must not
 * be stored, a move whose answer never came may be stored once or not at all. Chat messages the same way by the
 * sender's `client_id`, plus the receiver's side: every acknowledged message must be in what its receiver has seen
 * (its event stream and the conversation it read again after a reconnection, merged by message id, as the app does).
 */

/** How a request ended for the client: applied (2xx), refused by a business rule (an expected 4xx), or unknown. */
export type Outcome = "applied" | "refused" | "unknown";

export type MoveKind = "game_transfer" | "friend_transfer" | "deposit" | "approve" | "check_in";

/** A money move a client sent, by (kind, player id, key): a key is an idempotency key, or a deposit's id for an approval. */
export type MoveRecord = { kind: MoveKind; player: string; key: string; outcome: Outcome };
/** How many times the database applied a move (rows under its key; for an approval, its deposit's credits). */
export type MoveCount = { kind: MoveKind; player: string; key: string; count: number };

export type Problem = { what: string; detail: string };

export type Reconciled = {
  /** Moves answered 2xx (applied) or refused by a rule: the client knows how they ended. */
  acknowledged: number;
  lost: Problem[];
  doubled: Problem[];
  /** Refused by a rule, yet stored: the answer was wrong. */
  wrong: Problem[];
};

const moveId = (m: { kind: MoveKind; player: string; key: string }) => `${m.kind}|${m.player}|${m.key}`;

export function reconcileMoves(moves: MoveRecord[], counts: MoveCount[]): Reconciled {
  const stored = new Map<string, number>();
  for (const c of counts) stored.set(moveId(c), (stored.get(moveId(c)) ?? 0) + c.count);
  const result: Reconciled = { acknowledged: 0, lost: [], doubled: [], wrong: [] };
  // a key the client sent twice (it never does: every retry is the same request) is counted once
  const seen = new Map<string, MoveRecord>();
  for (const move of moves) {
    const earlier = seen.get(moveId(move));
    if (!earlier || earlier.outcome === "unknown") seen.set(moveId(move), move);
  }
  for (const move of seen.values()) {
    const n = stored.get(moveId(move)) ?? 0;
    const detail = `${move.kind} ${move.key} of ${move.player}: answered ${move.outcome}, stored ${n}×`;
    if (move.outcome !== "unknown") result.acknowledged++;
    if (n > 1) result.doubled.push({ what: move.kind, detail });
    else if (move.outcome === "applied" && n === 0) result.lost.push({ what: move.kind, detail });
    else if (move.outcome === "refused" && n > 0) result.wrong.push({ what: move.kind, detail });
  }
  return result;
}

/** A chat message a client sent; `id` is the stored message's id from the answer (null until answered). */
export type MessageRecord = {
  sender: string;
  receiver: string;
  clientId: string;
  outcome: Outcome;
  id: number | null;
  /** When the client got the answer (ms): before or after the fault, for the report. */
  answeredAt: number | null;
};
/** What the database holds under a sender's client id. */
export type StoredMessage = { sender: string; clientId: string; ids: number[] };
/** A message as a receiver saw it (stream or re-read): id, sender's UID, client id. */
export type SeenMessage = { id: number; sender: string; clientId: string };

export type ReconciledMessages = Reconciled & {
  /** Acknowledged messages answered before the fault whose receiver has them. */
  receivedBeforeFault: number;
  sentBeforeFault: number;
};

export function reconcileMessages(
  messages: MessageRecord[],
  stored: StoredMessage[],
  seenBy: Map<string, SeenMessage[]>,
  faultAt: number | null,
): ReconciledMessages {
  const key = (sender: string, clientId: string) => `${sender}|${clientId}`;
  const storedBy = new Map(stored.map((s) => [key(s.sender, s.clientId), s.ids]));
  const result: ReconciledMessages = {
    acknowledged: 0,
    lost: [],
    doubled: [],
    wrong: [],
    receivedBeforeFault: 0,
    sentBeforeFault: 0,
  };
  // per receiver: message ids seen, and the ids seen per (sender, client id) (merged by id, as the app does)
  const views = new Map<string, { ids: Set<number>; byClient: Map<string, Set<number>> }>();
  for (const [receiver, seen] of seenBy) {
    const view = { ids: new Set<number>(), byClient: new Map<string, Set<number>>() };
    for (const m of seen) {
      view.ids.add(m.id);
      const k = key(m.sender, m.clientId);
      view.byClient.set(k, (view.byClient.get(k) ?? new Set()).add(m.id));
    }
    views.set(receiver, view);
  }
  for (const m of messages) {
    const ids = storedBy.get(key(m.sender, m.clientId)) ?? [];
    const view = views.get(m.receiver);
    const detail = `message ${m.clientId} ${m.sender} → ${m.receiver}: answered ${m.outcome}, stored ${ids.length}×`;
    if (m.outcome !== "unknown") result.acknowledged++;
    const beforeFault = faultAt !== null && m.answeredAt !== null && m.answeredAt < faultAt;
    if (ids.length > 1) result.doubled.push({ what: "chat", detail });
    if ((view?.byClient.get(key(m.sender, m.clientId))?.size ?? 0) > 1) {
      result.doubled.push({ what: "chat", detail: `${detail}; its receiver holds it under two ids` });
    }
    if (m.outcome === "refused" && ids.length > 0) result.wrong.push({ what: "chat", detail });
    if (m.outcome !== "applied") continue;
    if (beforeFault) result.sentBeforeFault++;
    if (ids.length === 0) {
      result.lost.push({ what: "chat", detail });
      continue;
    }
    const received = ids.some((id) => view?.ids.has(id));
    if (received && beforeFault) result.receivedBeforeFault++;
    if (!received) result.lost.push({ what: "chat", detail: `${detail}, never reached its receiver` });
  }
  return result;
}

/** What the clients counted in one scenario. Requests are logical (a request and its retries are one). */
export type Tally = {
  /** When the scenario began (ms): the samples say how long after it they happened. */
  startedAt: number;
  requests: number;
  attempts: number;
  /** Answered 2xx or refused by a business rule (an expected 4xx), in the end. */
  acknowledged: number;
  /** Of which refused by a rule. */
  refused: number;
  /** Attempts answered 503 within 1 s (the fast failure the outage asks for). */
  failedFast: number;
  /**
   * Attempts sent once the fault had begun and answered 503 after 1 s or more: the API did not fail fast (must be
   * none). Set by the scenario from `late503`, which knows when the fault began.
   */
  slow503: number;
  /** Every attempt answered 503 after 1 s or more: when it was sent, how long it took, what it was. */
  late503: { sentAt: number; ms: number; what: string }[];
  /**
   * Attempts answered 2xx or 4xx after `slowMs` (3 s) or more: reported, not a failure (the line is the 5 s of
   * a hung request; a loaded 2-core machine makes a PIN's scrypt and a lock wait slow at times).
   */
  slowAnswers: number;
  /** Attempts with no answer within the per-request timeout (5 s). */
  hung: number;
  /** Attempts answered 500 (or another 5xx than 502 and 503). */
  serverErrors: number;
  /** Attempts the proxy answered 502 (no instance took the request). */
  proxy502: number;
  /** Attempts that failed on the network (refused, reset) at the client. */
  networkErrors: number;
  /** Requests answered with a 4xx no rule explains (a bug of the harness or the API). */
  unexpected: number;
  /** Requests given up after the clients' bounded retries: no answer in the end. */
  dropped: number;
  /** Requests by operation: sent and acknowledged. */
  byOperation: Record<string, { sent: number; acknowledged: number }>;
  /** A few examples of what went wrong (when, status, path, body), for the report. */
  samples: string[];
};

export function emptyTally(startedAt = Date.now()): Tally {
  return {
    startedAt,
    requests: 0,
    attempts: 0,
    acknowledged: 0,
    refused: 0,
    failedFast: 0,
    slow503: 0,
    late503: [],
    slowAnswers: 0,
    hung: 0,
    serverErrors: 0,
    proxy502: 0,
    networkErrors: 0,
    unexpected: 0,
    dropped: 0,
    byOperation: {},
    samples: [],
  };
}

/**
 * The 503s after 1 s that count as slow: those sent once the fault had begun. One sent before (a request in
 * flight when the database stopped, slowed by its own work, a PIN's scrypt on a loaded machine) is not the API
 * failing slowly while the database is down.
 */
export function slow503s(tally: Tally, faultAt: number): number {
  return tally.late503.filter((a) => a.sentAt >= faultAt).length;
}

const maxSamples = 12;
/** Keeps an example (the first few of each kind), with the seconds since the scenario began. */
export function sample(tally: Tally, line: string, at = Date.now()): void {
  if (tally.samples.length >= maxSamples || tally.samples.some((s) => s.endsWith(`: ${line}`))) return;
  tally.samples.push(`at ${((at - tally.startedAt) / 1000).toFixed(1)} s: ${line}`);
}
