import { useLingui } from "@lingui/react/macro";
import { useId, useRef, useState } from "react";
import { documentMaxBytes } from "../../../../api/contract/verification.ts";
import { formatDateTime } from "../../../../lib/dates.ts";
import { formatSize } from "../../../../lib/numbers.ts";
import { Button } from "../../../../ui/button.tsx";
import { HiddenFileInput } from "../../../../ui/file-input.tsx";
import { CheckCircleIcon, UploadIcon } from "../../../../ui/icons.tsx";

/** The photos a document may be (the server reads the type from the bytes and refuses anything else). */
const documentTypes = ["image/jpeg", "image/png", "image/webp"] as const;

/**
 * One upload step of /verification (the ID's front, its back, a selfie): whether it is uploaded and when, and the
 * button that picks a photo. A file of another type or over 5 MB is refused here, before any upload; the server's
 * refusal of an upload (`error`) shows under the step.
 */
export function DocumentStep({
  number,
  title,
  hint,
  uploaded,
  uploading,
  disabled,
  error,
  onPick,
}: {
  number: number;
  title: string;
  hint: string;
  /** When the document was uploaded, and whether it was in the review that rejected them; undefined: not yet. */
  uploaded: { at: string; rejected: boolean } | undefined;
  uploading: boolean;
  disabled: boolean;
  /** The server's refusal of the last upload of this document, translated. */
  error: string | null;
  onPick: (file: File) => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const maxSize = formatSize(documentMaxBytes, i18n.locale);
  const message = refused ?? error;
  const uploadedAt = uploaded?.at;
  const when = uploadedAt ? formatDateTime(uploadedAt) : null;
  const action = uploading ? t`Uploading…` : uploadedAt ? t`Replace photo` : t`Choose a photo`;
  return (
    <li
      className={`document-step${uploadedAt && !uploaded?.rejected ? " document-step--done" : ""}`}
      aria-labelledby={`${id}-title`}
    >
      <span className="document-step__number" aria-hidden="true">
        {uploadedAt && !uploaded?.rejected ? <CheckCircleIcon /> : number}
      </span>
      <div className="document-step__body">
        <h3 className="document-step__title" id={`${id}-title`}>
          {title}
        </h3>
        <p className="muted document-step__hint" id={`${id}-hint`}>
          {hint}
        </p>
        <p className="document-step__state">
          {!when
            ? t`Not uploaded yet`
            : uploaded?.rejected
              ? t`Sent for the last review on ${when}: replace it if it was the problem`
              : t`Uploaded ${when}`}
        </p>
        <HiddenFileInput
          ref={input}
          id={id}
          accept={documentTypes}
          onPick={(picked) => {
            if (!(documentTypes as readonly string[]).includes(picked.type)) {
              setRefused(t`${picked.name} cannot be used: choose a JPEG, PNG or WebP photo.`);
            } else if (picked.size > documentMaxBytes) {
              const size = formatSize(picked.size, i18n.locale);
              setRefused(t`${picked.name} is ${size}: the largest photo we accept is ${maxSize}.`);
            } else {
              setRefused(null);
              onPick(picked);
            }
          }}
        />
        <Button
          variant="secondary"
          className="button--block"
          busy={uploading}
          disabled={disabled}
          aria-label={t`${action}: ${title}`}
          aria-describedby={`${id}-hint${message ? ` ${id}-error` : ""}`}
          onClick={() => input.current?.click()}
        >
          <UploadIcon aria-hidden="true" /> {action}
        </Button>
        {message ? (
          <p className="form-error" role="alert" id={`${id}-error`}>
            {message}
          </p>
        ) : null}
      </div>
    </li>
  );
}
