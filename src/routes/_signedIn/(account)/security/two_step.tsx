import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import { selectUser } from "../../../../../machines/session.selectors.ts";
import type { TwoStepSetup } from "../../../../api/contract/security.ts";
import { twoStepQuery } from "../../../../api/security.ts";
import { SessionContext } from "../../../../flows/session.tsx";
import { useTwoStepSettings } from "../../../../flows/two-step.ts";
import { translateServerMessage } from "../../../../i18n/server-messages.ts";
import { Button } from "../../../../ui/button.tsx";
import { EmptyState } from "../../../../ui/empty-state.tsx";
import { FormError } from "../../../../ui/form-error.tsx";
import { notify } from "../../../../ui/notifications.tsx";
import { PageHeader } from "../../../../ui/page-header.tsx";
import { SkeletonList } from "../../../../ui/skeleton-list.tsx";
import { RoutePending } from "../../-components/route-pending.tsx";
import { RecoveryCodesCard } from "../-components/recovery-codes-card.tsx";
import { TwoStepConfirm } from "../-components/two-step-confirm.tsx";
import { TwoStepDisableForm } from "../-components/two-step-disable-form.tsx";
import { TwoStepScan } from "../-components/two-step-scan.tsx";
import { TwoStepStatusCard } from "../-components/two-step-status-card.tsx";

/**
 * /security/two_step: two-step sign-in with an authenticator app. Off: what it does and "Turn on", then the QR code
 * and setup key (step 1), the app's code (step 2) and the ten recovery codes, shown once. On: since when, the
 * recovery codes left, and turning it off with the password and a code.
 */
export const Route = createFileRoute("/_signedIn/(account)/security/two_step")({
  loader: ({ context }) => context.queryClient.ensureQueryData(twoStepQuery()),
  staticData: { title: msg`Two-step sign-in` },
  pendingComponent: RoutePending,
  component: TwoStepScreen,
});

type Step =
  | { kind: "status" }
  | { kind: "scan"; setup: TwoStepSetup }
  | { kind: "confirm"; setup: TwoStepSetup }
  | { kind: "codes"; codes: string[] };

function TwoStepScreen() {
  const { t, i18n } = useLingui();
  const username = SessionContext.useSelector(selectUser)?.username ?? "";
  const { status, setup, enable, disable } = useTwoStepSettings();
  const [step, setStep] = useState<Step>({ kind: "status" });
  const message = (key: string | null) => (key ? translateServerMessage(i18n, key) : null);
  let body: ReactNode = <SkeletonList rows={3} />;
  if (step.kind === "scan") {
    body = (
      <TwoStepScan
        setup={step.setup}
        onNext={() => setStep({ kind: "confirm", setup: step.setup })}
        onCancel={() => setStep({ kind: "status" })}
      />
    );
  } else if (step.kind === "confirm") {
    body = (
      <TwoStepConfirm
        busy={enable.busy}
        error={message(enable.error)}
        onBack={() => {
          enable.clear();
          setStep({ kind: "scan", setup: step.setup });
        }}
        onSubmit={async (code) => {
          const codes = await enable.run(code);
          if (codes) setStep({ kind: "codes", codes });
        }}
      />
    );
  } else if (step.kind === "codes") {
    body = (
      <RecoveryCodesCard
        codes={step.codes}
        username={username}
        onDone={() => {
          setStep({ kind: "status" });
          notify("success", t`Two-step sign-in is on`);
        }}
      />
    );
  } else if (status.data) {
    body = (
      <>
        <TwoStepStatusCard status={status.data} />
        {status.data.enabled ? (
          <TwoStepDisableForm
            busy={disable.busy}
            error={message(disable.error)}
            onSubmit={async (input) => {
              if (await disable.run(input)) notify("success", t`Two-step sign-in is off`);
            }}
          />
        ) : (
          <>
            <FormError message={message(setup.error)} />
            <Button
              className="button--block"
              busy={setup.busy}
              onClick={async () => {
                const answer = await setup.run(undefined);
                if (answer) setStep({ kind: "scan", setup: answer });
              }}
            >
              {t`Turn on`}
            </Button>
          </>
        )}
      </>
    );
  } else if (status.isError) {
    body = (
      <EmptyState
        title={t`Failed to load`}
        action={<Button onClick={() => void status.refetch()}>{t`Try again`}</Button>}
      />
    );
  }
  return (
    <main className="screen two-step">
      <PageHeader title={t`Two-step sign-in`} />
      {body}
    </main>
  );
}
