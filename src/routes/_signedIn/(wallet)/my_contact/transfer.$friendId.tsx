import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, type ErrorComponentProps } from "@tanstack/react-router";
import { selectIsRefreshing } from "../../../../../machines/transfer.selectors.ts";
import { mainWallet } from "../../../../api/contract/games.ts";
import { friendQuery, friendTransferInfoQuery } from "../../../../api/friends.ts";
import { FriendLoadFailed } from "../../../../flows/friend-load-failed.tsx";
import { useFriendTransferFlow } from "../../../../flows/friend-transfer.ts";
import { formatMoney } from "../../../../lib/money-format.ts";
import { WalletIcon } from "../../../../ui/icons.tsx";
import { PageHeader } from "../../../../ui/page-header.tsx";
import { PlayerAvatar } from "../../../../ui/player-avatar.tsx";
import { playerName } from "../../../../ui/player-name.ts";
import { SkeletonList } from "../../../../ui/skeleton-list.tsx";
import { RoutePending } from "../../-components/route-pending.tsx";
import { FriendTransferForm } from "../transfer/-components/friend-transfer-form.tsx";
import { TransferSteps } from "../transfer/-components/transfer-steps.tsx";

/**
 * /my_contact/transfer/{friendId}: money from the main wallet to a friend's, through the transfer statechart
 * (PIN set here when there is none, the amount, the PIN review, the result). The tenant's limits and what is
 * left of today's are on the form. Only a friend can be sent money: anyone else is told so.
 */
export const Route = createFileRoute("/_signedIn/(wallet)/my_contact/transfer/$friendId")({
  loader: async ({ context: { queryClient }, params: { friendId } }) => {
    // the flow reads the limits and the PIN's state itself (fresh); started here so they come with the card
    void queryClient.prefetchQuery(friendTransferInfoQuery());
    await queryClient.ensureQueryData(friendQuery(friendId));
  },
  staticData: { title: msg`Transfer to a friend`, pendingRows: 3 },
  pendingComponent: RoutePending,
  errorComponent: FriendTransferFailed,
  component: FriendTransferScreen,
});

function FriendTransferFailed(props: ErrorComponentProps) {
  const { t } = useLingui();
  return <FriendLoadFailed title={t`Transfer to a friend`} {...props} />;
}

function FriendTransferScreen() {
  const { t, i18n } = useLingui();
  const { friendId } = Route.useParams();
  const friend = useSuspenseQuery(friendQuery(friendId)).data;
  const name = playerName(friend);
  const info = useQuery(friendTransferInfoQuery());
  const [snapshot, send] = useFriendTransferFlow(friendId);
  const { draft, error } = snapshot.context;
  const currency = info.data?.currency ?? "MYR";
  const lineOf = (account: string) =>
    account === mainWallet ? (
      <span className="account-line">
        <WalletIcon className="account-line__icon" />
        <span className="account-line__text">
          <span className="account-line__name">{t`Main wallet`}</span>
        </span>
      </span>
    ) : (
      <span className="account-line">
        <PlayerAvatar avatar={friend.avatar} name={name} size={32} />
        <span className="account-line__text">
          <span className="account-line__name">{name}</span>
          <span className="account-line__balance">
            {t`UID`} {friend.member_uid}
          </span>
        </span>
      </span>
    );
  return (
    <main className="screen">
      <PageHeader title={t`Transfer to a friend`} />
      <TransferSteps
        snapshot={snapshot}
        send={send}
        form={
          info.data ? (
            <>
              <div className="friend-transfer__to">{lineOf(friendId)}</div>
              <FriendTransferForm
                friendId={friendId}
                info={info.data}
                initial={draft}
                error={error}
                busy={selectIsRefreshing(snapshot) || info.isFetching}
                onReview={(next) => send({ type: "transfer.review", draft: next })}
              />
            </>
          ) : (
            <SkeletonList rows={3} />
          )
        }
        lineOf={lineOf}
        currency={currency}
        resultText={(transaction) => {
          const amount = formatMoney(transaction.amount, transaction.currency, i18n.locale);
          return t`${amount} sent to ${name}.`;
        }}
      />
    </main>
  );
}
