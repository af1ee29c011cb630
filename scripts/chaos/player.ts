/**
 * A virtual player: a demo player signed in through the proxy, with its event stream open (stream.ts), running a
 * bounded loop of what a player does: balance reads, a transfer into a game and back, a transfer to a friend, a
 * deposit (which the sandbox's operator approves), a chat message to a friend. Every money move carries an
 * idempotency key and every message a client id, kept for the retries (client.ts); each is written down with how
 * it ended, for the database check. What reaches the player is kept as the app keeps it: chat messages from its
 * stream, and after every reconnection the conversations read again, merged by message id.
 */
import type { ChatMessage, ChatPage } from "../../src/api/contract/chat.ts";
import type { MessageRecord, MoveKind, MoveRecord, Outcome, SeenMessage, Tally } from "./accounting.ts";
import type { Client } from "./client.ts";
import { openStream, type Stream } from "./stream.ts";

export type PlayerInfo = { username: string; id: string; uid: string; token: string };

/** Where a scenario's records go (the loops write to the current one). */
export type Recorder = { tally: Tally; moves: MoveRecord[]; messages: MessageRecord[] };

export const demoPin = "123456";
export const gameProvider = "DRG";
/** A transfer to a friend: the demo tenant's smallest (RM 10). */
const friendAmount = 1_000;
/** A game transfer: one whole unit (RM 1). */
const gameAmount = 100;
/** A deposit: the smallest of the instant channel (RM 100). */
const depositAmount = 10_000;
/** The chat limit is 10 messages in 10 s per player: one every 1.5 s at most, retries included. */
const chatEveryMs = 1_500;

export type Weights = { read: number; game: number; friend: number; deposit: number; chat: number };
export const defaultWeights: Weights = { read: 30, game: 20, friend: 15, deposit: 10, chat: 25 };

let keys = 0;
/** An idempotency key or client id: [A-Za-z0-9_-]{16,64}, unique in the run. */
export function newKey(prefix: string): string {
  keys++;
  return `${prefix}-${keys.toString(36)}-${Math.random().toString(36).slice(2, 10)}`.padEnd(16, "0").slice(0, 64);
}

export type VirtualPlayer = {
  info: PlayerInfo;
  stream: Stream;
  /** What this player has seen addressed to it (stream and re-reads, merged by id). */
  seen: () => SeenMessage[];
  /** Runs the loop until `stop()` says so; each step ends by itself (bounded retries). */
  loop: (stop: () => boolean) => Promise<void>;
  close: () => void;
};

export function createPlayer(options: {
  info: PlayerInfo;
  friends: PlayerInfo[];
  client: Client;
  proxyUrl: string;
  host: string;
  recorder: () => Recorder;
  runId: string;
  thinkMs: number;
  weights?: Weights;
}): VirtualPlayer {
  const { info, friends, client, recorder } = options;
  const weights = options.weights ?? defaultWeights;
  const received = new Map<number, SeenMessage>();
  let lastChatAt = 0;
  const keep = (m: ChatMessage) => {
    if (m.recipient_uid === info.uid)
      received.set(m.id, { id: m.id, sender: m.sender.member_uid, clientId: m.client_id });
  };

  /** The conversations read again after a reconnection (chat events are never replayed), newest first, a few pages. */
  const reread = async () => {
    for (const friend of friends) {
      let before: number | undefined;
      for (let page = 0; page < 4; page++) {
        const answer = await client.send({
          op: "chat re-read",
          method: "GET",
          path: `/api/player/chat/messages?with=${friend.uid}&limit=50${before ? `&before=${before}` : ""}`,
          token: info.token,
        });
        if (answer.outcome !== "applied") break;
        const { messages, has_more } = answer.body as ChatPage;
        for (const m of messages) keep(m);
        const oldest = messages.at(-1)?.id;
        if (!has_more || oldest === undefined) break;
        before = oldest;
      }
    }
  };

  const stream = openStream(
    { base: options.proxyUrl, host: options.host, token: info.token },
    {
      onReady: (reconnected) => {
        if (reconnected) void reread();
      },
      onChat: keep,
    },
  );

  const move = async (kind: MoveKind, key: string, send: () => ReturnType<Client["send"]>) => {
    const record: MoveRecord = { kind, player: info.id, key, outcome: "unknown" };
    recorder().moves.push(record);
    const answer = await send();
    record.outcome = answer.outcome;
    return answer;
  };

  const read = () =>
    client.send({ op: "getWallet", method: "GET", path: "/api/player/wallet/getWallet", token: info.token });

  const game = async () => {
    for (const [from, to] of [
      ["wallet", gameProvider],
      [gameProvider, "wallet"],
    ] as const) {
      const key = newKey(`${options.runId}g`);
      await move("game_transfer", key, () =>
        client.send({
          op: "game transfer",
          method: "POST",
          path: "/api/player/games/transfer",
          token: info.token,
          body: { from, to, amount: gameAmount, pin: demoPin, idempotency_key: key },
        }),
      );
    }
  };

  const friend = async () => {
    const to = pick(friends);
    if (!to) return read();
    const key = newKey(`${options.runId}f`);
    await move("friend_transfer", key, () =>
      client.send({
        op: "friend transfer",
        method: "POST",
        path: "/api/player/friend/transfer",
        token: info.token,
        body: { member_uid: to.uid, amount: friendAmount, pin: demoPin, idempotency_key: key },
      }),
    );
  };

  const deposit = async () => {
    const key = newKey(`${options.runId}d`);
    const answer = await move("deposit", key, () =>
      client.send({
        op: "deposit",
        method: "POST",
        path: "/api/player/deposit/createDeposit",
        token: info.token,
        body: { channel: "instant_deposit", method: "DUITNOW", amount: depositAmount, idempotency_key: key },
      }),
    );
    const id = answer.outcome === "applied" ? (answer.body as { _id: string })._id : null;
    if (!id) return;
    // the operator approves it (a decision is idempotent: the same decision again answers the transaction)
    await move("approve", id, () =>
      client.send({ op: "operator approval", method: "POST", path: `/api/sandbox/operator/${id}/approve` }),
    );
  };

  const chat = async () => {
    const to = pick(friends);
    if (!to || Date.now() - lastChatAt < chatEveryMs) return read();
    lastChatAt = Date.now();
    const clientId = newKey(`${options.runId}c`);
    const record: MessageRecord = {
      sender: info.uid,
      receiver: to.uid,
      clientId,
      outcome: "unknown",
      id: null,
      answeredAt: null,
    };
    recorder().messages.push(record);
    const answer = await client.send({
      op: "chat message",
      method: "POST",
      path: "/api/player/chat/send",
      token: info.token,
      body: { to: to.uid, body: `chaos ${clientId}`, client_id: clientId },
    });
    record.outcome = answer.outcome;
    record.answeredAt = Date.now();
    if (answer.outcome === "applied") record.id = (answer.body as ChatMessage).id;
    lastChatAt = Date.now();
  };

  const steps: [number, () => Promise<unknown>][] = [
    [weights.read, read],
    [weights.game, game],
    [weights.friend, friend],
    [weights.deposit, deposit],
    [weights.chat, chat],
  ];
  const total = steps.reduce((n, [w]) => n + w, 0);
  const step = () => {
    let r = Math.random() * total;
    for (const [w, run] of steps) {
      r -= w;
      if (r < 0) return run();
    }
    return read();
  };

  return {
    info,
    stream,
    seen: () => [...received.values()],
    loop: async (stop) => {
      while (!stop()) {
        await step();
        await new Promise((done) => setTimeout(done, options.thinkMs * (0.5 + Math.random())));
      }
    },
    close: () => stream.close(),
  };
}

function pick<T>(list: T[]): T | undefined {
  return list[Math.floor(Math.random() * list.length)];
}

/** Outcome of a setup call that must succeed. */
export function mustApply(what: string, answer: { outcome: Outcome; status: number | null; body: unknown }): unknown {
  if (answer.outcome !== "applied") {
    throw new Error(`chaos: ${what} answered ${answer.status ?? "nothing"} ${JSON.stringify(answer.body)}`);
  }
  return answer.body;
}
