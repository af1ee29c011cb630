import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { useState, useSyncExternalStore } from "react";
import { passkeysMax } from "../../../../api/contract/security.ts";
import { passkeysQuery } from "../../../../api/security.ts";
import { usePasskeyActions } from "../../../../flows/passkeys.ts";
import { passkeysSupported } from "../../../../lib/passkeys-supported.ts";
import { EmptyState } from "../../../../ui/empty-state.tsx";
import { notify } from "../../../../ui/notifications.tsx";
import { PageHeader } from "../../../../ui/page-header.tsx";
import { SkeletonList } from "../../../../ui/skeleton-list.tsx";
import { RoutePending } from "../../-components/route-pending.tsx";
import { AddPasskeyForm } from "./-components/add-passkey-form.tsx";
import { PasskeyRow } from "./-components/passkey-row.tsx";
import { RemovePasskeySheet } from "./-components/remove-passkey-sheet.tsx";

/**
 * /security/passkeys: the player's passkeys (name, device, added, last used), "Add a passkey" (named, then the
 * browser's prompt) while fewer than 10, and "Remove" after a confirmation. A browser without passkeys is told so
 * instead of being offered the button. The calls go through src/flows/passkeys.ts.
 */
export const Route = createFileRoute("/_signedIn/(account)/security/passkeys")({
  loader: ({ context }) => context.queryClient.ensureQueryData(passkeysQuery()),
  staticData: { title: msg`Passkeys`, pendingRows: 3 },
  pendingComponent: RoutePending,
  component: PasskeysScreen,
});

const noChange = () => () => {};

function PasskeysScreen() {
  const { t } = useLingui();
  const list = useQuery(passkeysQuery());
  const supported = useSyncExternalStore(noChange, passkeysSupported, passkeysSupported);
  const [removingId, setRemovingId] = useState<string | null>(null);
  const { add, remove } = usePasskeyActions({
    onAdded: () => notify("success", t`Passkey added. You can use it the next time you log in.`),
    onRemoved: () => {
      setRemovingId(null);
      notify("success", t`Passkey removed`);
    },
  });
  const items = list.data?.items;
  const removing = items?.find((item) => item.id === removingId);
  return (
    <main className="screen passkeys">
      <PageHeader title={t`Passkeys`} />
      <p className="muted">
        {t`A passkey logs you in with your fingerprint, face or screen lock instead of your password. It stays on your device.`}
      </p>
      {!items ? (
        <SkeletonList rows={3} />
      ) : (
        <>
          {!supported ? (
            <p className="card">{t`This browser cannot use passkeys. Try another browser, or keep logging in with your password.`}</p>
          ) : items.length >= passkeysMax ? (
            <p className="card">{t`You have ${passkeysMax} passkeys, the most you can add. Remove one to add another.`}</p>
          ) : (
            <AddPasskeyForm
              busy={add.busy}
              error={add.error}
              onAdd={(name) => void add.start(name)}
              onEdit={add.reset}
            />
          )}
          <section className="stack" aria-labelledby="passkeys-list">
            <h2 id="passkeys-list" className="section-title">
              {t`Your passkeys`}
            </h2>
            {items.length === 0 ? (
              <EmptyState title={t`No passkeys yet`} text={t`Add one to log in without typing your password.`} />
            ) : (
              <ul className="list">
                {items.map((passkey) => (
                  <PasskeyRow
                    key={passkey.id}
                    passkey={passkey}
                    onRemove={() => {
                      remove.reset();
                      setRemovingId(passkey.id);
                    }}
                  />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
      {removing ? (
        <RemovePasskeySheet
          passkey={removing}
          busy={remove.busy}
          error={remove.error}
          onConfirm={() => void remove.start(removing.id)}
          onClose={() => setRemovingId(null)}
        />
      ) : null}
    </main>
  );
}
