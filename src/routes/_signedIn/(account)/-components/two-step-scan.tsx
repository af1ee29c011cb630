import { useLingui } from "@lingui/react/macro";
import type { TwoStepSetup } from "../../../../api/contract/security.ts";
import { Button } from "../../../../ui/button.tsx";
import { CopyButton } from "../../../../ui/copy-button.tsx";
import { QrCode } from "../../../../ui/qr-code.tsx";

/** The setup key as people type it: groups of four. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

/**
 * Turning on two-step sign-in, step 1: the QR code of the new secret for the authenticator app to scan, and the
 * same key to type in (groups of four, with a copy button) for an app on this phone.
 */
export function TwoStepScan({
  setup,
  onNext,
  onCancel,
}: {
  setup: TwoStepSetup;
  onNext: () => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  return (
    <section className="card two-step-setup" aria-labelledby="two-step-scan">
      <h2 className="card__title" id="two-step-scan">
        {t`Step 1 of 2: Add your account to the app`}
      </h2>
      <p className="muted">
        {t`Open an authenticator app (such as Google Authenticator or Microsoft Authenticator) and scan this QR code.`}
      </p>
      <div className="two-step-setup__qr">
        <QrCode value={setup.uri} label={t`QR code for your authenticator app`} />
      </div>
      <p className="muted">{t`On this phone, or if you cannot scan, type this setup key into the app:`}</p>
      <dl className="info-list info-list--stacked">
        <div>
          <dt>{t`Setup key`}</dt>
          <dd className="copyable">
            <code className="copyable__value two-step-setup__key" data-testid="two-step-secret">
              {grouped(setup.secret)}
            </code>
            <CopyButton value={setup.secret} label={t`setup key`} />
          </dd>
        </div>
      </dl>
      <div className="actions">
        <Button variant="secondary" onClick={onCancel}>
          {t`Cancel`}
        </Button>
        <Button onClick={onNext}>{t`Next`}</Button>
      </div>
    </section>
  );
}
