import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute, type ErrorComponentProps, Link } from "@tanstack/react-router";
import { ApiError } from "../../../../api/client.ts";
import type { FriendSearchResult, PlayerCard as PlayerCardData } from "../../../../api/contract/friends.ts";
import { friendsQuery, playerSearchQuery } from "../../../../api/friends.ts";
import { FriendLoadFailed } from "../../../../flows/friend-load-failed.tsx";
import { relationInfoOf } from "../../../../flows/friend-request.ts";
import { formatLocalDate } from "../../../../lib/dates.ts";
import { ChatIcon, TransferIcon } from "../../../../ui/icons.tsx";
import { PageHeader } from "../../../../ui/page-header.tsx";
import { playerName } from "../../../../ui/player-name.ts";
import { RoutePending } from "../../-components/route-pending.tsx";
import { PlayerProfileCard } from "./-components/player-profile-card.tsx";
import { RelationActions } from "./-components/relation-actions.tsx";

/**
 * /my_contact/detail/{friendId}: a player by member UID, as a friend sees them: their card, since when they are
 * friends, and the actions (Transfer, Chat, remove friend, asked first). Opened from a request, or after a removal,
 * it offers what fits instead (send, cancel, approve or reject), so the screen never goes stale.
 * The card is read once by the loader; the relation then follows the friends lists.
 */
export const Route = createFileRoute("/_signedIn/(social)/my_contact/detail/$friendId")({
  loader: ({ context: { queryClient }, params: { friendId } }) => {
    void queryClient.prefetchQuery(friendsQuery());
    return queryClient.fetchQuery(playerSearchQuery(friendId));
  },
  staticData: { title: msg`Friend`, pendingRows: 2 },
  pendingComponent: RoutePending,
  errorComponent: FriendFailed,
  component: FriendScreen,
});

function FriendFailed(props: ErrorComponentProps) {
  const { t } = useLingui();
  return <FriendLoadFailed title={t`Friend`} {...props} />;
}

function FriendScreen() {
  const { t } = useLingui();
  const { player, ...relation } = Route.useLoaderData();
  // the address names a player by UID only: a phone number there finds someone by other means, not this screen's
  if (player.member_uid !== Route.useParams().friendId) {
    return <FriendLoadFailed title={t`Friend`} error={new ApiError(404, "User not found")} reset={() => {}} />;
  }
  return <FriendDetails player={player} relation={relation} />;
}

function FriendDetails({
  player,
  relation,
}: {
  player: PlayerCardData;
  relation: Pick<FriendSearchResult, "relation" | "request_id">;
}) {
  const { t } = useLingui();
  const info = relationInfoOf(relation);
  const friendId = player.member_uid;
  const friends = useQuery(friendsQuery());
  const since = friends.data?.items.find((friend) => friend.member_uid === friendId)?.since;
  const sinceDay = since ? formatLocalDate(since) : null;
  return (
    <main className="screen">
      <PageHeader title={t`Friend`} />
      <PlayerProfileCard player={player}>
        {sinceDay ? <p className="muted">{t`Friends since ${sinceDay}`}</p> : null}
        {info ? (
          <RelationActions
            input={{ friendId, ...info }}
            name={playerName(player)}
            removable
            friends={
              <>
                <Link to="/my_contact/transfer/$friendId" params={{ friendId }} className="button button--primary">
                  <TransferIcon />
                  <span>{t`Transfer`}</span>
                </Link>
                <Link to="/chatroom/$friendId" params={{ friendId }} className="button button--secondary">
                  <ChatIcon />
                  <span>{t`Chat`}</span>
                </Link>
              </>
            }
          />
        ) : (
          <p className="relation__status">{t`That's you.`}</p>
        )}
      </PlayerProfileCard>
    </main>
  );
}
