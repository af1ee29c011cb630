import { useLingui } from "@lingui/react/macro";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { CloseIcon } from "./icons.tsx";

/**
 * A modal sheet at the bottom of the screen (a `<dialog>` shown modal: the page behind is inert, focus moves in and
 * comes back when it closes). Its heading names it; Escape and the close button call `onClose`, which unmounts it.
 */
export function Sheet({
  title,
  onClose,
  className,
  children,
}: {
  title: string;
  onClose: () => void;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      className={`sheet${className ? ` ${className}` : ""}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="sheet__head">
        <h2 id={titleId} className="sheet__title">
          {title}
        </h2>
        <button type="button" className="sheet__close" aria-label={t`Close`} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      {children}
    </dialog>
  );
}
