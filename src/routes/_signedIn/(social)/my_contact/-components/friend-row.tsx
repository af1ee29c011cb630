import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { Friend } from "../../../../../api/contract/friends.ts";
import { ChevronRightIcon } from "../../../../../ui/icons.tsx";
import { PlayerAvatar } from "../../../../../ui/player-avatar.tsx";
import { playerName } from "../../../../../ui/player-name.ts";

/** A friend in the list: picture, name and UID; a tap opens the friend. */
export function FriendRow({ friend }: { friend: Friend }) {
  const { t } = useLingui();
  const name = playerName(friend);
  return (
    <li>
      <Link to="/my_contact/detail/$friendId" params={{ friendId: friend.member_uid }} className="list-item">
        <PlayerAvatar avatar={friend.avatar} name={name} />
        <div className="list-item__main">
          <p className="list-item__title">{name}</p>
          <p className="list-item__meta">
            {t`UID`} {friend.member_uid}
          </p>
        </div>
        <ChevronRightIcon className="list-item__chevron" />
      </Link>
    </li>
  );
}
