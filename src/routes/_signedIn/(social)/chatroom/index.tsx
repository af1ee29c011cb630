import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { conversationsQuery, messagesQuery } from "../../../../api/chat.ts";
import { PageHeader } from "../../../../ui/page-header.tsx";
import { RoutePending } from "../../-components/route-pending.tsx";
import { ChatConversations } from "./-components/chat-conversations.tsx";
import { ChatUnreadBadge } from "./-components/chat-unread-badge.tsx";
import { ConversationView } from "./-components/conversation-view.tsx";

/** /chatroom: the tenant's room, and (view=friends) the player's one-to-one conversations. */
export const Route = createFileRoute("/_signedIn/(social)/chatroom/")({
  validateSearch: (search: Record<string, unknown>): { view?: "friends" } =>
    search.view === "friends" ? { view: "friends" } : {},
  loaderDeps: ({ search }) => ({ view: search.view }),
  loader: async ({ context: { queryClient }, deps }) => {
    if (deps.view === "friends") await queryClient.ensureQueryData(conversationsQuery());
    else await queryClient.ensureInfiniteQueryData(messagesQuery("room"));
  },
  staticData: { title: msg`Chat` },
  pendingComponent: RoutePending,
  component: Chatroom,
});

function Chatroom() {
  const { t } = useLingui();
  const { view } = Route.useSearch();
  const conversations = useQuery(conversationsQuery());
  const unread = (conversations.data ?? []).filter((c) => c.with !== "room").reduce((sum, c) => sum + c.unread, 0);
  const roomUnread = conversations.data?.find((c) => c.with === "room")?.unread ?? 0;
  return (
    <main className="screen chat-screen">
      <PageHeader title={t`Chat`} />
      <nav className="segmented" aria-label={t`Conversations`}>
        <Link
          to="/chatroom"
          search={{}}
          activeOptions={{ exact: true, includeSearch: true }}
          className="segmented__item"
          aria-current={view === undefined ? "page" : undefined}
          replace
        >
          {t`Chat room`}
          {view === "friends" ? <ChatUnreadBadge count={roomUnread} /> : null}
        </Link>
        <Link
          to="/chatroom"
          search={{ view: "friends" }}
          activeOptions={{ exact: true, includeSearch: true }}
          className="segmented__item"
          aria-current={view === "friends" ? "page" : undefined}
          replace
        >
          {t`Friends`}
          <ChatUnreadBadge count={unread} />
        </Link>
      </nav>
      {view === "friends" ? <ChatConversations /> : <ConversationView key="room" withId="room" />}
    </main>
  );
}
