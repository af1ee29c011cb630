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

/** A signed-in player as the User answer has them (`uuid` is the member UID). */
export type Member = { jwtToken: string; domain?: string; [field: string]: unknown };

const friend = "/api/player/friend";
const as = (p: Member) => ({ token: p.jwtToken, domain: p.domain });
/** A player's member UID (the User answer's uuid). */
export function uidOf(p: Member): string {
  if (typeof p.uuid !== "string") throw new Error("the player has no member UID");
  return p.uuid;
}

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

/**
 * Registration asks for an OTP, which a client address may do 20 times an hour and a tenant 30
 * times a minute: call `room(n)` before registering n players and the clock moves past both
 * windows when the next n would not fit.
 */
export function otpRoom(server: { advance: (ms: number) => void }): (n: number) => void {
  let used = 0;
  return (n) => {
    if (used + n > 18) {
      server.advance(61 * 60_000);
      used = 0;
    }
    used += n;
  };
}

/** Makes two players friends: a sends, b approves. */
export async function befriend(server: Caller, a: Member, b: Member): Promise<void> {
  const sent = await sendRequest(server, a, b);
  if (sent.status !== 200) throw new Error(`sendRequest failed: ${sent.status} ${JSON.stringify(sent.body)}`);
  const approved = await decide(server, b, "approve", sent.body._id);
  if (approved.status !== 200) throw new Error(`approve failed: ${approved.status} ${JSON.stringify(approved.body)}`);
}
