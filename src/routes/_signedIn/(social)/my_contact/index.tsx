import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import type { FriendRequest } from "../../../../api/contract/friends.ts";
import { friendRequestsQuery, friendsQuery } from "../../../../api/friends.ts";
import { EmptyState } from "../../../../ui/empty-state.tsx";
import { UserPlusIcon } from "../../../../ui/icons.tsx";
import { PageHeader } from "../../../../ui/page-header.tsx";
import { SkeletonList } from "../../../../ui/skeleton-list.tsx";
import { RoutePending } from "../../-components/route-pending.tsx";
import { FriendRow } from "./-components/friend-row.tsx";
import { RequestRow } from "./-components/request-row.tsx";

/**
 * /my_contact: the player's friends and friend requests. Requests received come first (approve or reject),
 * then the ones sent (cancel); decided ones stay a few days with how they ended. Every list is read again when
 * the other side acts (the live `friend` event), no reload needed.
 */
export const Route = createFileRoute("/_signedIn/(social)/my_contact/")({
  loader: async ({ context: { queryClient } }) => {
    await Promise.all([
      queryClient.ensureQueryData(friendsQuery()),
      queryClient.ensureQueryData(friendRequestsQuery()),
    ]);
  },
  staticData: { title: msg`Friends`, pendingRows: 3 },
  pendingComponent: RoutePending,
  component: FriendsScreen,
});

function AddFriendLink() {
  const { t } = useLingui();
  return (
    <Link to="/my_contact/add_friend" className="button button--secondary friends__add">
      <UserPlusIcon />
      <span>{t`Add friend`}</span>
    </Link>
  );
}

/** One direction of the requests, under its heading; nothing when there are none. */
function RequestSection({ id, title, requests }: { id: string; title: string; requests: readonly FriendRequest[] }) {
  if (requests.length === 0) return null;
  return (
    <section className="stack" aria-labelledby={id}>
      <h2 className="section-title" id={id}>
        {title}
      </h2>
      <ul className="list">
        {requests.map((request) => (
          <RequestRow key={request._id} request={request} />
        ))}
      </ul>
    </section>
  );
}

function FriendsScreen() {
  const { t } = useLingui();
  const friends = useQuery(friendsQuery());
  const requests = useQuery(friendRequestsQuery());
  const incoming = requests.data?.incoming ?? [];
  const outgoing = requests.data?.outgoing ?? [];
  const friendList = friends.data?.items ?? [];
  const loading = friends.isPending || requests.isPending;
  const empty = !loading && friendList.length === 0 && incoming.length === 0 && outgoing.length === 0;
  const count = friendList.length;
  return (
    <main className="screen friends">
      <PageHeader title={t`Friends`} action={<AddFriendLink />} />
      {loading ? <SkeletonList rows={4} /> : null}
      {empty ? (
        <EmptyState
          title={t`No friends yet`}
          text={t`Find a player by their UID or phone number and send them a friend request.`}
          action={<AddFriendLink />}
        />
      ) : null}
      <RequestSection id="requests-received" title={t`Requests received`} requests={incoming} />
      <RequestSection id="requests-sent" title={t`Requests sent`} requests={outgoing} />
      {!loading && !empty ? (
        <section className="stack" aria-labelledby="friend-list">
          <h2 className="section-title" id="friend-list">{t`My friends (${count})`}</h2>
          {count > 0 ? (
            <ul className="list">
              {friendList.map((friend) => (
                <FriendRow key={friend.member_uid} friend={friend} />
              ))}
            </ul>
          ) : (
            <EmptyState title={t`No friends yet`} text={t`Once a request is approved, your friend shows here.`} />
          )}
        </section>
      ) : null}
    </main>
  );
}
