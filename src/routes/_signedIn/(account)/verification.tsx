import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { selectUser } from "../../../../machines/session.selectors.ts";
import {
  selectCanUpload,
  selectIsSubmitting,
  selectUploaded,
  selectUploadingKind,
  selectVerificationStep,
} from "../../../../machines/verification.selectors.ts";
import { type DocumentKind, documentKinds } from "../../../api/contract/verification.ts";
import { SessionContext } from "../../../flows/session.tsx";
import { useVerificationFlow } from "../../../flows/verification.ts";
import { translateServerMessage } from "../../../i18n/server-messages.ts";
import { Button } from "../../../ui/button.tsx";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { FormError } from "../../../ui/form-error.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";
import { SkeletonList } from "../../../ui/skeleton-list.tsx";
import { StickyActions } from "../../../ui/sticky-actions.tsx";
import { DocumentStep } from "./-components/document-step.tsx";
import { VerificationStatusCard } from "./-components/verification-status-card.tsx";

/**
 * /verification: the account's verification status with the operator's reason when the documents were not
 * accepted, the three upload steps (the ID's front and back, a selfie) and "Send for review", then the review's
 * outcome. The verification statechart (machines/verification.machine.ts) runs it; while the documents are under
 * review, the operator's decision arrives as a live event and the status is read again.
 */
export const Route = createFileRoute("/_signedIn/(account)/verification")({
  staticData: { title: msg`Verification` },
  component: VerificationScreen,
});

function VerificationScreen() {
  const { t, i18n } = useLingui();
  const user = SessionContext.useSelector(selectUser);
  const [snapshot, send] = useVerificationFlow();
  const step = selectVerificationStep(snapshot);
  const { view, error, errorKind } = snapshot.context;
  const message = error ? translateServerMessage(i18n, error) : null;
  const uploaded = selectUploaded(snapshot);
  const uploading = selectUploadingKind(snapshot);
  const steps: Record<DocumentKind, { title: string; hint: string }> = {
    id_front: {
      title: t`Front of your ID`,
      hint: t`Your MyKad or passport: the side with your photo, all corners in view.`,
    },
    id_back: { title: t`Back of your ID`, hint: t`The other side of the same document.` },
    selfie: { title: t`A selfie with your ID`, hint: t`Your face and the front of your ID, both clearly visible.` },
  };
  let body: ReactNode = <SkeletonList rows={4} />;
  if (step === "failed") {
    body = (
      <EmptyState
        title={t`Failed to load`}
        text={message ?? undefined}
        action={<Button onClick={() => send({ type: "verification.retry" })}>{t`Try again`}</Button>}
      />
    );
  } else if (view && step !== "loading") {
    body = (
      <>
        <VerificationStatusCard view={view} currency={user?.currency === "USDT" ? "USDT" : "MYR"} />
        {step === "documents" ? (
          <>
            <ol className="document-steps">
              {documentKinds.map((kind, index) => (
                <DocumentStep
                  key={kind}
                  number={index + 1}
                  title={steps[kind].title}
                  hint={steps[kind].hint}
                  uploaded={uploaded[kind]}
                  uploading={uploading === kind}
                  disabled={!selectCanUpload(snapshot)}
                  error={errorKind === kind ? message : null}
                  onPick={(file) => send({ type: "verification.upload", kind, file })}
                />
              ))}
            </ol>
            <FormError message={errorKind === null ? message : null} />
            <StickyActions>
              <Button
                className="button--block"
                busy={selectIsSubmitting(snapshot)}
                disabled={!snapshot.can({ type: "verification.submit" })}
                onClick={() => send({ type: "verification.submit" })}
              >
                {t`Send for review`}
              </Button>
            </StickyActions>
          </>
        ) : step === "pending" ? (
          <>
            <FormError message={message} />
            <Button
              variant="secondary"
              className="button--block"
              onClick={() => send({ type: "verification.refresh" })}
            >
              {t`Check again`}
            </Button>
          </>
        ) : step === "rejected" ? (
          <Button className="button--block" onClick={() => send({ type: "verification.resubmit" })}>
            {t`Upload again`}
          </Button>
        ) : null}
      </>
    );
  }
  return (
    <main className="screen verification">
      <PageHeader title={t`Verification`} />
      {body}
    </main>
  );
}
