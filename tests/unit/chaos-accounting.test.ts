/**
 * The chaos run's pure parts: lost and doubled from what the clients were told and what the database holds
 * (scripts/chaos/accounting.ts), the ledger's per-transaction rule (scripts/bench/ledger.ts), and the verdict and
 * table (scripts/chaos/report.ts).
 */
import { describe, expect, it } from "vitest";
import { friendPairProblems, type TransactionWithEntries, transactionProblems } from "../../scripts/bench/ledger.ts";
import {
  emptyTally,
  type MessageRecord,
  type MoveRecord,
  reconcileMessages,
  reconcileMoves,
  slow503s,
} from "../../scripts/chaos/accounting.ts";
import { failures, markdown, passed, type RunReport, type ScenarioResult } from "../../scripts/chaos/report.ts";

const move = (key: string, outcome: MoveRecord["outcome"], kind: MoveRecord["kind"] = "game_transfer"): MoveRecord => ({
  kind,
  player: "p1",
  key,
  outcome,
});
const count = (key: string, n: number, kind: MoveRecord["kind"] = "game_transfer") => ({
  kind,
  player: "p1",
  key,
  count: n,
});

describe("reconcileMoves", () => {
  it("counts an acknowledged move stored once as fine, and one stored nowhere as lost", () => {
    const result = reconcileMoves([move("k1", "applied"), move("k2", "applied")], [count("k1", 1)]);
    expect(result.acknowledged).toBe(2);
    expect(result.lost.map((p) => p.detail)).toEqual(["game_transfer k2 of p1: answered applied, stored 0×"]);
    expect(result.doubled).toEqual([]);
  });

  it("counts a move stored twice as doubled, whatever the client was told", () => {
    const result = reconcileMoves([move("k1", "applied"), move("k2", "unknown")], [count("k1", 2), count("k2", 3)]);
    expect(result.doubled).toHaveLength(2);
    expect(result.lost).toEqual([]);
  });

  it("lets a move whose answer never came be stored once or not at all", () => {
    const result = reconcileMoves([move("k1", "unknown"), move("k2", "unknown")], [count("k2", 1)]);
    expect(result).toEqual({ acknowledged: 0, lost: [], doubled: [], wrong: [] });
  });

  it("flags a refusal that was stored anyway, and never takes another kind's or player's row", () => {
    const result = reconcileMoves(
      [move("k1", "refused"), move("k2", "applied", "deposit")],
      [count("k1", 1), count("k2", 1, "approve"), { ...count("k2", 1, "deposit"), player: "p2" }],
    );
    expect(result.wrong).toHaveLength(1);
    expect(result.lost.map((p) => p.what)).toEqual(["deposit"]);
  });

  it("counts a key retried after a lost answer once (the acknowledged attempt wins)", () => {
    const result = reconcileMoves([move("k1", "unknown"), move("k1", "applied")], [count("k1", 1)]);
    expect(result.acknowledged).toBe(1);
    expect(result.lost).toEqual([]);
  });
});

describe("reconcileMessages", () => {
  const message = (clientId: string, answeredAt: number, outcome: MessageRecord["outcome"] = "applied") => ({
    sender: "100",
    receiver: "200",
    clientId,
    outcome,
    id: null,
    answeredAt,
  });
  const stored = [
    { sender: "100", clientId: "c1", ids: [11] },
    { sender: "100", clientId: "c2", ids: [12] },
  ];

  it("finds each acknowledged message at its receiver, by id, whatever the number of deliveries", () => {
    const seen = new Map([
      [
        "200",
        [
          { id: 11, sender: "100", clientId: "c1" },
          { id: 11, sender: "100", clientId: "c1" },
          { id: 12, sender: "100", clientId: "c2" },
        ],
      ],
    ]);
    const result = reconcileMessages([message("c1", 5), message("c2", 50)], stored, seen, 10);
    expect(result.lost).toEqual([]);
    expect(result.doubled).toEqual([]);
    expect(result.sentBeforeFault).toBe(1);
    expect(result.receivedBeforeFault).toBe(1);
  });

  it("counts a message its receiver never got, or the database never stored, as lost", () => {
    const seen = new Map([["200", [{ id: 11, sender: "100", clientId: "c1" }]]]);
    const result = reconcileMessages([message("c1", 5), message("c2", 5), message("c3", 5)], stored, seen, 10);
    expect(result.lost.map((p) => p.detail)).toEqual([
      "message c2 100 → 200: answered applied, stored 1×, never reached its receiver",
      "message c3 100 → 200: answered applied, stored 0×",
    ]);
    expect(result.receivedBeforeFault).toBe(1);
    expect(result.sentBeforeFault).toBe(3);
  });

  it("counts a message stored twice, or held by its receiver under two ids, as doubled", () => {
    const seen = new Map([
      [
        "200",
        [
          { id: 11, sender: "100", clientId: "c1" },
          { id: 13, sender: "100", clientId: "c1" },
        ],
      ],
    ]);
    const result = reconcileMessages([message("c1", 5)], [{ sender: "100", clientId: "c1", ids: [11, 13] }], seen, 10);
    expect(result.doubled).toHaveLength(2);
  });
});

describe("slow 503s", () => {
  it("counts those sent once the fault had begun, not those in flight when it began", () => {
    const tally = {
      ...emptyTally(0),
      late503: [
        { sentAt: 900, ms: 1_500, what: "in flight" },
        { sentAt: 1_000, ms: 1_200, what: "at the fault" },
        { sentAt: 2_000, ms: 1_100, what: "while down" },
      ],
    };
    expect(slow503s(tally, 1_000)).toBe(2);
    expect(slow503s(tally, 3_000)).toBe(0);
  });
});

const transaction = (over: Partial<TransactionWithEntries>): TransactionWithEntries => ({
  id: "t1",
  player: "p1",
  type: "transfer",
  status: "approved",
  method: "wallet_to_game",
  currency: "MYR",
  amount: 100,
  netAmount: 100,
  fromAccount: "wallet",
  toAccount: "DRG",
  idempotencyKey: "key-1",
  entries: [],
  ...over,
});
const entry = (kind: string, amount: number, account: string | null = null) => ({
  kind,
  amount,
  account,
  player: "p1",
  currency: "MYR",
});

describe("the ledger's rule per transaction", () => {
  it("accepts a game transfer's two legs and refuses one applied twice", () => {
    const legs = [entry("transfer_out", -100), entry("transfer_in", 100, "DRG")];
    expect(transactionProblems(transaction({ entries: legs }))).toEqual([]);
    const twice = transactionProblems(transaction({ entries: [...legs, entry("transfer_in", 100, "DRG")] }));
    expect(twice).toHaveLength(1);
    expect(twice[0]).toContain("applied more than once");
  });

  it("wants a pending withdrawal held, a rejected one released, a pending deposit without credit", () => {
    const withdraw = { type: "withdraw", method: "MBB", fromAccount: null, toAccount: null };
    expect(
      transactionProblems(transaction({ ...withdraw, status: "pending", entries: [entry("withdraw_hold", -100)] })),
    ).toEqual([]);
    expect(
      transactionProblems(transaction({ ...withdraw, status: "rejected", entries: [entry("withdraw_hold", -100)] })),
    ).toHaveLength(1);
    const deposit = { type: "deposit", method: "DUITNOW", fromAccount: null, toAccount: null };
    expect(
      transactionProblems(transaction({ ...deposit, status: "pending", entries: [entry("deposit", 100)] })),
    ).toHaveLength(1);
    expect(
      transactionProblems(transaction({ ...deposit, status: "approved", entries: [entry("deposit", 100)] })),
    ).toEqual([]);
  });

  it("pairs every transfer to a friend with exactly one receive of the same amount", () => {
    const send = transaction({
      id: "s1",
      type: "friend_transfer",
      method: "send",
      entries: [entry("friend_transfer_out", -100)],
    });
    const receive = transaction({
      id: "r1",
      type: "friend_transfer",
      method: "receive",
      idempotencyKey: "friend:s1",
      entries: [entry("friend_transfer_in", 100)],
    });
    expect(friendPairProblems([send, receive])).toEqual([]);
    expect(friendPairProblems([send])).toEqual(["friend_transfer send s1: received 0 times"]);
    expect(friendPairProblems([send, receive, { ...receive, id: "r2" }])).toEqual([
      "friend_transfer send s1: received 2 times",
    ]);
  });
});

function scenario(over: Partial<ScenarioResult> = {}): ScenarioResult {
  return {
    key: "outage",
    title: "database outage (3 s)",
    seconds: 12,
    tally: { ...emptyTally(), requests: 100, attempts: 120, acknowledged: 100, failedFast: 20 },
    lost: [],
    doubled: [],
    wrong: [],
    recoverSeconds: 1.2,
    exitSeconds: [],
    streams: { players: 5, readyAgain: 5, openAtEnd: 5 },
    chatBeforeFault: { sent: 3, received: 3 },
    ledger: { ok: true, problems: [] },
    checks: [],
    load: { start: [1, 1, 1], end: [2, 1, 1] },
    cpuSeconds: { postgres: 1.5, A: 3, B: 2.5 },
    proxy: { requests: 130, resent: 0, badGateway: 0 },
    serverLog: [],
    ...over,
  };
}

describe("the verdict and the table", () => {
  it("passes a clean scenario and fails each broken rule", () => {
    expect(failures(scenario())).toEqual([]);
    expect(failures(scenario({ lost: [{ what: "chat", detail: "x" }] }))).toEqual(["1 lost"]);
    expect(failures(scenario({ recoverSeconds: 5.5 }))).toEqual(["recovered in 5.5 s (more than 5 s)"]);
    expect(failures(scenario({ recoverSeconds: null }))).toEqual(["did not recover"]);
    expect(failures(scenario({ tally: { ...emptyTally(), hung: 1, serverErrors: 2 } }))).toEqual([
      "1 hung (no answer in 5 s)",
      "2 answers 500",
    ]);
    expect(failures(scenario({ key: "restart", exitSeconds: [{ name: "A", seconds: 11 }] }))).toEqual([
      "A exited in 11 s after SIGTERM",
    ]);
    expect(failures(scenario({ ledger: { ok: false, problems: ["x"] } }))).toEqual(["ledger invariant FAILED"]);
  });

  it("prints one row per scenario with its figures, and the run fails when one scenario fails", () => {
    const report: RunReport = {
      date: "2026-01-01T00:00:00.000Z",
      mode: "short",
      seconds: 40,
      machine: { cores: 2, cpu: "test", node: "v22", postgres: "15" },
      players: ["demo"],
      requestMix: { getWallet: 10 },
      scenarios: [
        scenario(),
        scenario({
          key: "kill",
          title: "instance death",
          recoverSeconds: null,
          doubled: [{ what: "deposit", detail: "d" }],
        }),
        scenario({
          key: "restart",
          title: "rolling restart",
          recoverSeconds: null,
          exitSeconds: [{ name: "A", seconds: 0.4 }],
        }),
      ],
      error: null,
    };
    const text = markdown(report);
    const rows = text
      .split("\n")
      .filter((l) => l.startsWith("| ") && !l.startsWith("| scenario") && !l.startsWith("| ---"));
    expect(rows).toHaveLength(3);
    expect(rows[0]).toBe(
      "| database outage (3 s) | 100 (120 attempts) | 100 | 20 | 0/0 | 0 | 0 | 0 | 0 | 1.2 | – | 5/5 ready again | ok | 1.00 1.00 1.00 → 2.00 1.00 1.00 | postgres 1.5, A 3.0, B 2.5 | PASS |",
    );
    expect(rows[1]).toContain("| 0 | 1 | – |");
    expect(rows[1]?.endsWith("| FAIL |")).toBe(true);
    expect(rows[2]).toContain("| A 0.4 |");
    expect(passed(report)).toBe(false);
    expect(
      passed({ ...report, scenarios: [scenario(), scenario({ key: "kill" }), scenario({ key: "restart" })] }),
    ).toBe(true);
    expect(passed({ ...report, scenarios: [scenario()] })).toBe(false);
  });
});
