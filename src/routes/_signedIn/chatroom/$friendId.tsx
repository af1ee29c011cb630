import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute, notFound } from "@tanstack/react-router";
import { conversationsQuery, messagesQuery } from "../../../api/chat.ts";
import { ApiError } from "../../../api/client.ts";
import { PageHeader } from "../../../ui/page-header.tsx";
import { ScreenPending } from "../../../ui/screen-pending.tsx";
import { ConversationView } from "./-components/conversation-view.tsx";
import { useSenderName } from "./-components/sender-name.ts";

/** /chatroom/{friendId}: a one-to-one conversation with a friend, named by member UID. */
export const Route = createFileRoute("/_signedIn/chatroom/$friendId")({
  loader: async ({ context: { queryClient }, params }) => {
    try {
      await queryClient.ensureInfiniteQueryData(messagesQuery(params.friendId));
    } catch (error) {
      // not a member UID, no such player, or not a friend (any more): nothing to show here
      if (error instanceof ApiError && [400, 403, 404].includes(error.status)) throw notFound();
      throw error;
    }
  },
  pendingComponent: FriendChatPending,
  component: FriendChat,
});

function FriendChatPending() {
  const { t } = useLingui();
  return <ScreenPending title={t`Chat`} />;
}

function FriendChat() {
  const { friendId } = Route.useParams();
  const name = useSenderName();
  const conversations = useQuery(conversationsQuery());
  const nickname = conversations.data?.find((c) => c.with === friendId)?.nickname ?? null;
  return (
    <main className="screen chat-screen">
      <PageHeader title={name({ member_uid: friendId, nickname })} />
      <ConversationView key={friendId} withId={friendId} />
    </main>
  );
}
