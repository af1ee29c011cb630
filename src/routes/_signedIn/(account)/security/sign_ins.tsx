import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { signInsQuery } from "../../../../api/security.ts";
import { EmptyState } from "../../../../ui/empty-state.tsx";
import { PageHeader } from "../../../../ui/page-header.tsx";
import { RoutePending } from "../../-components/route-pending.tsx";
import { SignInRow } from "./-components/sign-in-row.tsx";

/**
 * /security/sign_ins: the last 50 sign-ins and failed attempts on the account, newest first (the server keeps and
 * answers only the player's own): when (GMT+8, and the player's own time when it differs), the device and browser,
 * the method, the address and the result, this session's marked "This device"; and the way out if one was not them.
 */
export const Route = createFileRoute("/_signedIn/(account)/security/sign_ins")({
  loader: ({ context }) => context.queryClient.ensureQueryData(signInsQuery()),
  staticData: { title: msg`Sign-in history`, pendingRows: 5 },
  pendingComponent: RoutePending,
  component: SignInHistoryScreen,
});

function SignInHistoryScreen() {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(signInsQuery());
  return (
    <main className="screen sign-ins">
      <PageHeader title={t`Sign-in history`} />
      {data.items.length === 0 ? (
        <EmptyState
          title={t`No sign-ins yet`}
          text={t`Each sign-in and failed attempt on your account will be listed here.`}
        />
      ) : (
        <>
          <p className="muted">{t`Your last 50 sign-ins and failed attempts, newest first.`}</p>
          <ol className="list sign-ins__list" aria-label={t`Sign-ins`}>
            {data.items.map((signIn) => (
              <SignInRow key={signIn.id} signIn={signIn} />
            ))}
          </ol>
        </>
      )}
      <p className="sign-ins__not-you">
        {t`Not you?`}{" "}
        <Link to="/profile/change_password" className="link">
          {t`Change your password`}
        </Link>
      </p>
    </main>
  );
}
