/**
 * Friends made the real way, over the friends API: A sends a request to B's member UID, B approves.
 * Plain HTTP (no vitest), so the e2e specs use it too.
 */
import type { Caller } from "../../support/api.ts";

type Player = { jwtToken: string; uuid?: unknown; domain?: string };

/** The player's public member UID (the User answer's `uuid`). */
export function memberUidOf(player: Player): string {
  if (typeof player.uuid !== "string") throw new Error("the player has no member UID");
  return player.uuid;
}

export async function makeFriends(server: Caller, a: Player, b: Player): Promise<void> {
  const sent = await server.call<{ _id: string }>("POST", "/api/player/friend/sendRequest", {
    body: { member_uid: memberUidOf(b) },
    token: a.jwtToken,
    domain: a.domain,
  });
  if (sent.status !== 200) throw new Error(`sendRequest failed: ${sent.status} ${JSON.stringify(sent.body)}`);
  const approved = await server.call("POST", `/api/player/friend/approve/${encodeURIComponent(sent.body._id)}`, {
    token: b.jwtToken,
    domain: b.domain,
  });
  if (approved.status !== 200) {
    throw new Error(`approve failed: ${approved.status} ${JSON.stringify(approved.body)}`);
  }
}
