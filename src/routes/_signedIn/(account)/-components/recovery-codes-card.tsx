import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { useObjectUrl } from "../../../../lib/use-object-url.ts";
import { Button } from "../../../../ui/button.tsx";
import { notify } from "../../../../ui/notifications.tsx";

/**
 * The ten recovery codes, shown once after two-step sign-in is turned on: copy them or download them as a text
 * file, then "I have saved them". Each code signs in once instead of the app's code.
 */
export function RecoveryCodesCard({
  codes,
  username,
  onDone,
}: {
  codes: string[];
  username: string;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const text = useMemo(
    () => `${t`Recovery codes for ${username}. Each code works once.`}\r\n\r\n${codes.join("\r\n")}\r\n`,
    [codes, username, t],
  );
  const file = useMemo(() => new Blob([text], { type: "text/plain;charset=utf-8" }), [text]);
  const url = useObjectUrl(file);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      notify("success", t`Copied`);
    } catch {
      notify("error", t`Could not copy. Press and hold the text to copy it.`);
    }
  };
  return (
    <section className="card recovery-codes" aria-labelledby="recovery-codes">
      <h2 className="card__title" id="recovery-codes">
        {t`Save your recovery codes`}
      </h2>
      <p className="muted">
        {t`If you lose your phone, sign in with one of these codes instead of the app's code. Each code works once. Keep them somewhere safe: they are shown only now.`}
      </p>
      <ol className="recovery-codes__list" aria-label={t`Recovery codes`}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="actions">
        <Button variant="secondary" onClick={() => void copy()}>
          {t`Copy`}
        </Button>
        {url ? (
          <a className="button button--secondary" href={url} download="recovery-codes.txt">
            {t`Download`}
          </a>
        ) : null}
      </div>
      <Button className="button--block" onClick={onDone}>
        {t`I have saved them`}
      </Button>
    </section>
  );
}
