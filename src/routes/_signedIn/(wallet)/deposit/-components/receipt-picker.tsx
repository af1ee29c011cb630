import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState } from "react";
import { maxUploadBytes } from "../../../../../api/contract/user.ts";
import { receiptMimeTypes, receiptProblem, receiptTypeOf } from "../../../../../api/contract/wallet.ts";
import { formatSize } from "../../../../../lib/numbers.ts";
import { useObjectUrl } from "../../../../../lib/use-object-url.ts";
import { HiddenFileInput } from "../../../../../ui/file-input.tsx";
import { ReceiptIcon, UploadIcon } from "../../../../../ui/icons.tsx";

/**
 * The receipt of a bank transfer: a labelled button opens the (hidden) file input; the accepted types and the
 * largest size are stated up front; a chosen file shows as a thumbnail (images) or an icon, with its name and
 * size, and can be changed or removed. A file of the wrong type or over the size is refused here, before any
 * upload, with a message saying why; the file chosen before it stays (the server checks every upload again).
 */
export function ReceiptPicker({
  file,
  onChange,
  error,
}: {
  file: File | null;
  onChange: (file: File | null) => void;
  /** The form's message about the picker (nothing chosen yet). */
  error: string | null;
}) {
  const { t, i18n } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const chooser = useRef<HTMLButtonElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const id = useId();
  const [refused, setRefused] = useState<string | null>(null);
  const thumbnail = useObjectUrl(file && receiptTypeOf(file)?.startsWith("image/") ? file : null);
  const maxSize = formatSize(maxUploadBytes, i18n.locale);
  const message = refused ?? error;
  // a message appears below the picker, maybe under the sticky submit bar: bring it into view
  useEffect(() => {
    if (message) messageRef.current?.scrollIntoView({ block: "nearest" });
  }, [message]);
  const open = () => input.current?.click();
  return (
    <fieldset className={`field receipt-picker${message ? " field--invalid" : ""}`}>
      <legend className="field__label">{t`Transfer receipt`}</legend>
      <p className="field__hint" id={`${id}-hint`}>
        {t`An image (PNG, JPEG or WebP) or a PDF, up to ${maxSize}.`}
      </p>
      <HiddenFileInput
        ref={input}
        id={id}
        accept={receiptMimeTypes}
        onPick={(picked) => {
          const problem = receiptProblem(picked);
          if (problem === "type") {
            setRefused(t`${picked.name} cannot be used: choose a PNG, JPEG or WebP image or a PDF.`);
          } else if (problem === "size") {
            setRefused(
              t`${picked.name} is ${formatSize(picked.size, i18n.locale)}: the largest receipt we accept is ${maxSize}.`,
            );
          } else {
            setRefused(null);
            onChange(picked);
          }
        }}
      />
      {file ? (
        <div className="receipt-picker__file">
          {thumbnail ? (
            <img className="receipt-picker__thumb" src={thumbnail} alt={t`Preview of ${file.name}`} />
          ) : (
            <span className="receipt-picker__thumb receipt-picker__thumb--icon">
              <ReceiptIcon />
            </span>
          )}
          <p className="receipt-picker__name">
            <span className="receipt-picker__filename">{file.name}</span>
            <span className="muted">{formatSize(file.size, i18n.locale)}</span>
          </p>
        </div>
      ) : null}
      <div className={file ? "actions" : undefined}>
        <button
          ref={chooser}
          type="button"
          className="button button--secondary receipt-picker__choose"
          aria-describedby={`${id}-hint${message ? ` ${id}-error` : ""}`}
          onClick={open}
        >
          <UploadIcon aria-hidden="true" />
          <span>{file ? t`Change file` : t`Choose receipt`}</span>
        </button>
        {file ? (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              setRefused(null);
              onChange(null);
              chooser.current?.focus();
            }}
          >
            <span>{t`Remove`}</span>
          </button>
        ) : null}
      </div>
      {message ? (
        <p className="field__error" id={`${id}-error`} role="alert" ref={messageRef}>
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}
