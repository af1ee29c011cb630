import { msg } from "@lingui/core/macro";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute, notFound } from "@tanstack/react-router";
import { conversationsQuery, messagesQuery } from "../../../../api/chat.ts";
import { ApiError } from "../../../../api/client.ts";
import { searchPlayer } from "../../../../api/friends.ts";
import { PageHeader } from "../../../../ui/page-header.tsx";
import { playerName } from "../../../../ui/player-name.ts";
import { RoutePending } from "../../-components/route-pending.tsx";
import { ConversationView } from "./-components/conversation-view.tsx";
import { NoLongerFriends } from "./-components/no-longer-friends.tsx";
import { useSenderName } from "./-components/sender-name.ts";

/** What the conversation's screen shows: the chat, or that the other player is no friend (named when known). */
type FriendChatData = { friend: true } | { friend: false; name: string | null };

/**
 * /chatroom/{friendId}: a one-to-one conversation with a friend, named by member UID. A player of the tenant who
 * is not (or no longer) a friend gets a screen that says so, with the way to the friends; a UID that names nobody
 * (or the player themself) is not found.
 */
export const Route = createFileRoute("/_signedIn/(social)/chatroom/$friendId")({
  loader: async ({ context: { queryClient, session }, params }): Promise<FriendChatData> => {
    try {
      await queryClient.ensureInfiniteQueryData(messagesQuery(params.friendId));
      return { friend: true };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const self = session.getSnapshot().context.user?.uuid === params.friendId;
      // one 403 ("You can only chat with friends") for a player who is no friend and for a UID nobody has: the
      // player search tells them apart (asked directly, not cached: its 404 is no failure to report)
      if (error.status === 403 && !self) return notAFriend(params.friendId);
      // not a member UID, oneself, or (from an older server) no such player: nothing to show here
      if ([400, 403, 404].includes(error.status)) throw notFound();
      throw error;
    }
  },
  staticData: { title: msg`Chat` },
  pendingComponent: RoutePending,
  component: FriendChat,
});

/** A UID that is no friend: the screen that says so when a player has it, else not found. */
async function notAFriend(memberUid: string): Promise<FriendChatData> {
  try {
    const found = await searchPlayer(memberUid);
    return { friend: false, name: playerName(found.player) };
  } catch (error) {
    if (error instanceof ApiError && [400, 404].includes(error.status)) throw notFound();
    // the search is limited per hour: past it (or offline) the screen still says what the server did
    return { friend: false, name: null };
  }
}

function FriendChat() {
  const { friendId } = Route.useParams();
  const data = Route.useLoaderData();
  const name = useSenderName();
  const conversations = useQuery(conversationsQuery());
  const nickname = conversations.data?.find((c) => c.with === friendId)?.nickname ?? null;
  if (!data.friend) return <NoLongerFriends title={data.name ?? name({ member_uid: friendId, nickname })} />;
  return (
    <main className="screen chat-screen">
      <PageHeader title={name({ member_uid: friendId, nickname })} />
      <ConversationView key={friendId} withId={friendId} />
    </main>
  );
}
