import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { isTotpCode, typedCode } from "../../../../api/contract/sign-in-codes.ts";
import { AppCodeField } from "../../../../ui/app-code-field.tsx";
import { Button } from "../../../../ui/button.tsx";
import { FormError } from "../../../../ui/form-error.tsx";

/**
 * Turning on two-step sign-in, step 2: the code the app now shows proves it holds the secret; then the server
 * turns it on and answers the recovery codes.
 */
export function TwoStepConfirm({
  busy,
  error,
  onSubmit,
  onBack,
}: {
  busy: boolean;
  /** The server's refusal, translated. */
  error: string | null;
  onSubmit: (code: string) => void;
  onBack: () => void;
}) {
  const { t } = useLingui();
  const [code, setCode] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const typed = typedCode(code);
  const valid = isTotpCode(typed);
  return (
    <section className="card two-step-setup" aria-labelledby="two-step-confirm">
      <h2 className="card__title" id="two-step-confirm">
        {t`Step 2 of 2: Enter the code`}
      </h2>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          if (valid) onSubmit(typed);
        }}
      >
        <AppCodeField
          label={t`Code from the app`}
          hint={t`Enter the 6-digit code from your authenticator app`}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={submitted && !valid ? t`Enter the 6-digit code` : null}
        />
        <FormError message={error} />
        <div className="actions">
          <Button variant="secondary" disabled={busy} onClick={onBack}>
            {t`Back`}
          </Button>
          <Button type="submit" busy={busy}>
            {t`Turn on`}
          </Button>
        </div>
      </form>
    </section>
  );
}
