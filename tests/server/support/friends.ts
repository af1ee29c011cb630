/**
 * Friends helpers for server tests: calls that read as player actions (search, send, approve,
 * reject, cancel, remove, transfer) and `befriend`, which makes two players friends the real way.
 */
import type {
  Friend,
  FriendList,
  FriendRequest,
  FriendRequestList,
  FriendSearchResult,
  FriendTransferInfo,
} from "../../../src/api/contract/friends.ts";
import type { Transaction } from "../../../src/api/contract/wallet.ts";
import type { Answer, Caller } from "../../support/api.ts";
import { newKey } from "./wallet.ts";

export type Member = { jwtToken: string; uuid: unknown; domain?: string };

const friend = "/api/player/friend";
const as = (p: Member) => ({ token: p.jwtToken, domain: p.domain });
/** A player's member UID (the User answer's uuid). */
export const uidOf = (p: Member): string => String(p.uuid);

export const search = (server: Caller, p: Member, keyword: string): Promise<Answer<FriendSearchResult>> =>
  server.call("GET", `${friend}/search?keyword=${encodeURIComponent(keyword)}`, as(p));

export const sendRequest = (server: Caller, from: Member, to: Member | string): Promise<Answer<FriendRequest>> =>
  server.call("POST", `${friend}/sendRequest`, {
    ...as(from),
    body: { member_uid: typeof to === "string" ? to : uidOf(to) },
  });

export const decide = (
  server: Caller,
  p: Member,
  action: "approve" | "reject" | "cancel",
  requestId: string,
): Promise<Answer<FriendRequest>> => server.call("POST", `${friend}/${action}/${requestId}`, as(p));

export const friendsOf = (server: Caller, p: Member): Promise<Answer<FriendList>> =>
  server.call("GET", `${friend}/getFriends`, as(p));

export const requestsOf = (server: Caller, p: Member): Promise<Answer<FriendRequestList>> =>
  server.call("GET", `${friend}/getRequests`, as(p));

export const friendCard = (server: Caller, p: Member, uid: string): Promise<Answer<Friend>> =>
  server.call("GET", `${friend}/getFriend/${uid}`, as(p));

export const removeFriend = (server: Caller, p: Member, uid: string): Promise<Answer<unknown>> =>
  server.call("DELETE", `${friend}/remove/${uid}`, as(p));

export const transferInfo = (server: Caller, p: Member): Promise<Answer<FriendTransferInfo>> =>
  server.call("GET", `${friend}/transferInfo`, as(p));

export const sendMoney = (
  server: Caller,
  from: Member,
  to: Member | string,
  body: { amount: number; pin?: string; idempotency_key?: string },
): Promise<Answer<Transaction>> =>
  server.call("POST", `${friend}/transfer`, {
    ...as(from),
    body: {
      member_uid: typeof to === "string" ? to : uidOf(to),
      pin: "123456",
      idempotency_key: newKey(),
      ...body,
    },
  });

/** Makes two players friends: a sends, b approves. */
export async function befriend(server: Caller, a: Member, b: Member): Promise<void> {
  const sent = await sendRequest(server, a, b);
  if (sent.status !== 200) throw new Error(`sendRequest failed: ${sent.status} ${JSON.stringify(sent.body)}`);
  const approved = await decide(server, b, "approve", sent.body._id);
  if (approved.status !== 200) throw new Error(`approve failed: ${approved.status} ${JSON.stringify(approved.body)}`);
}
