import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { FriendRequest } from "../../../../../api/contract/friends.ts";
import { formatDateTime } from "../../../../../lib/dates.ts";
import { PlayerAvatar } from "../../../../../ui/player-avatar.tsx";
import { playerName } from "../../../../../ui/player-name.ts";
import { StatusBadge } from "../../../../../ui/status-badge.tsx";
import { RelationActions } from "./relation-actions.tsx";

/**
 * A friend request either way: who, and when. While pending, what this side may do (the receiver approves or
 * rejects, each asked again; the sender cancels); once decided, how it ended (approved, rejected, cancelled).
 */
export function RequestRow({ request }: { request: FriendRequest }) {
  const { t } = useLingui();
  const name = playerName(request.player);
  const uid = request.player.member_uid;
  const pending = request.status === "pending";
  const when = formatDateTime(request.decided_at ?? request.created_at);
  return (
    <li className="list-item request-row">
      <div className="request-row__who">
        {/* the player's whole card (picture, name, UID, when) opens them: a target as big as the row's start */}
        <Link to="/my_contact/detail/$friendId" params={{ friendId: uid }} className="request-row__player">
          <PlayerAvatar avatar={request.player.avatar} name={name} />
          <span className="list-item__main">
            <span className="list-item__title request-row__name">{name}</span>
            <span className="list-item__meta">
              <span>
                {t`UID`} {uid}
              </span>
              <span className="list-item__when">{when}</span>
            </span>
          </span>
        </Link>
        {pending ? null : <StatusBadge status={request.status} />}
      </div>
      {pending ? (
        <RelationActions
          input={{
            friendId: uid,
            relation: request.direction === "incoming" ? "request_received" : "request_sent",
            requestId: request._id,
          }}
          name={name}
        />
      ) : null}
    </li>
  );
}
