import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { ApiError } from "../../../../api/client.ts";
import { playerSearchQuery } from "../../../../api/friends.ts";
import { relationInfoOf } from "../../../../flows/friend-request.ts";
import { translateServerMessage } from "../../../../i18n/server-messages.ts";
import { EmptyState } from "../../../../ui/empty-state.tsx";
import { PageHeader } from "../../../../ui/page-header.tsx";
import { playerName } from "../../../../ui/player-name.ts";
import { SkeletonList } from "../../../../ui/skeleton-list.tsx";
import { PlayerProfileCard } from "./-components/player-profile-card.tsx";
import { PlayerSearchForm } from "./-components/player-search-form.tsx";
import { RelationActions } from "./-components/relation-actions.tsx";

/**
 * /my_contact/add_friend?keyword=: find a player of the tenant by member UID or phone number (one field), and
 * do what fits where the player stands with them: send a request, cancel it, approve or reject theirs, see an
 * existing friend, or learn it is oneself. The keyword is in the address, so back comes to the same answer.
 */
export const Route = createFileRoute("/_signedIn/(social)/my_contact/add_friend")({
  validateSearch: (search: Record<string, unknown>): { keyword?: string } =>
    typeof search.keyword === "string" && search.keyword.trim() !== "" ? { keyword: search.keyword.trim() } : {},
  component: AddFriendScreen,
});

function AddFriendScreen() {
  const { t, i18n } = useLingui();
  const { keyword } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const search = useQuery({ ...playerSearchQuery(keyword ?? ""), enabled: keyword !== undefined });
  const result = search.data;
  const info = result ? relationInfoOf(result) : null;
  const name = result ? playerName(result.player) : "";
  return (
    <main className="screen">
      <PageHeader title={t`Add friend`} />
      <PlayerSearchForm
        keyword={keyword}
        busy={search.isFetching && !search.data}
        onSearch={(next) => navigate({ search: { keyword: next }, replace: keyword !== undefined })}
      />
      {keyword === undefined ? null : search.isPending ? (
        <SkeletonList rows={1} />
      ) : search.isError ? (
        <EmptyState
          title={translateServerMessage(
            i18n,
            search.error instanceof ApiError ? search.error.messageKey : "Error Encountered",
          )}
          text={t`Check the UID or phone number and try again.`}
        />
      ) : result ? (
        <PlayerProfileCard player={result.player}>
          {info ? (
            <RelationActions
              key={result.player.member_uid}
              input={{ friendId: result.player.member_uid, ...info }}
              name={name}
              friends={
                <Link
                  to="/my_contact/detail/$friendId"
                  params={{ friendId: result.player.member_uid }}
                  className="button button--primary"
                >
                  <span>{t`View friend`}</span>
                </Link>
              }
            />
          ) : (
            <p className="relation__status">{t`That's you.`}</p>
          )}
        </PlayerProfileCard>
      ) : null}
    </main>
  );
}
