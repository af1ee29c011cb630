// @vitest-environment node
import { type InfiniteData, QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { chatKeys } from "../../src/api/chat.ts";
import type { ChatMessage, ChatPage } from "../../src/api/contract/chat.ts";
import { receiveMessage } from "../../src/flows/chat-cache.ts";
import { queriesAffectedBy } from "../../src/flows/live-updates.tsx";

/** A chat message arriving (an event, or the answer to one's own send) goes into its loaded conversation once. */

const A = "10000001";
const B = "10000002";
const message = (id: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  client_id: `client-${String(id).padStart(12, "0")}`,
  room: false,
  sender: { member_uid: B, nickname: "Bee" },
  recipient_uid: A,
  body: `m${id}`,
  created_at: "2026-11-24T10:00:00.000Z",
  ...over,
});
type Pages = InfiniteData<ChatPage, number | undefined>;
const loaded = (client: QueryClient, key: readonly unknown[], pages: ChatMessage[][]) =>
  client.setQueryData<Pages>(key, {
    pages: pages.map((messages) => ({ messages, has_more: false })),
    pageParams: pages.map((_, i) => (i === 0 ? undefined : 1)),
  });
const ids = (client: QueryClient, key: readonly unknown[]) =>
  client.getQueryData<Pages>(key)?.pages.map((page) => page.messages.map((m) => m.id));

describe("receiveMessage", () => {
  it("puts a one-to-one message at the top of the reader's conversation with the other player, once", () => {
    const client = new QueryClient();
    // A reads the conversation with B: its key is B's UID
    loaded(
      client,
      chatKeys.messages(B),
      [[5, 4], [3]].map((page) => page.map((id) => message(id))),
    );
    receiveMessage(client, message(7));
    receiveMessage(client, message(6));
    receiveMessage(client, message(7));
    receiveMessage(client, message(4));
    expect(ids(client, chatKeys.messages(B))).toEqual([[7, 6, 5, 4], [3]]);
    // the sender's own copy (B's other tab: the conversation with A) lands there the same way
    loaded(
      client,
      chatKeys.messages(A),
      [[5]].map((page) => page.map((id) => message(id))),
    );
    receiveMessage(client, message(8));
    expect(ids(client, chatKeys.messages(A))).toEqual([[8, 5]]);
  });

  it("puts a room message into the room only, and loads nothing that was not loaded", () => {
    const client = new QueryClient();
    loaded(
      client,
      chatKeys.messages("room"),
      [[2]].map((page) => page.map((id) => message(id, { room: true }))),
    );
    receiveMessage(client, message(3, { room: true, recipient_uid: null }));
    expect(ids(client, chatKeys.messages("room"))).toEqual([[3, 2]]);
    receiveMessage(client, message(9));
    expect(client.getQueryData(chatKeys.messages(B))).toBeUndefined();
    expect(client.getQueryData(chatKeys.messages(A))).toBeUndefined();
  });

  it("has the conversation list read again for every chat event", () => {
    expect(queriesAffectedBy({ kind: "chat", message: message(1) })).toEqual([chatKeys.conversations()]);
  });
});
