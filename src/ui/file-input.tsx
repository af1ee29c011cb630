import type { Ref } from "react";

/**
 * The hidden file input of a picker (a labelled button beside it opens it): hands on the one file picked and
 * then forgets it, so the same file can be picked again (after a refusal or a removal).
 */
export function HiddenFileInput({
  ref,
  id,
  accept,
  onPick,
}: {
  ref: Ref<HTMLInputElement>;
  id: string;
  /** The MIME types offered. */
  accept: readonly string[];
  onPick: (file: File) => void;
}) {
  return (
    <input
      ref={ref}
      id={id}
      type="file"
      hidden
      accept={accept.join(",")}
      onChange={(event) => {
        const picked = event.target.files?.[0] ?? null;
        event.target.value = "";
        if (picked) onPick(picked);
      }}
    />
  );
}
