import { useLingui } from "@lingui/react/macro";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useId, useRef, useState } from "react";
import { selectUser } from "../../../../../machines/session.selectors.ts";
import { avatarProblem, avatarRules } from "../../../../api/contract/user.ts";
import { updateAvatar } from "../../../../api/user.ts";
import { SessionContext } from "../../../../flows/session.tsx";
import { translateServerMessage } from "../../../../i18n/server-messages.ts";
import { formatSize } from "../../../../lib/numbers.ts";
import { useObjectUrl } from "../../../../lib/use-object-url.ts";
import { Button } from "../../../../ui/button.tsx";
import { HiddenFileInput } from "../../../../ui/file-input.tsx";
import { UploadIcon } from "../../../../ui/icons.tsx";
import { notify } from "../../../../ui/notifications.tsx";
import { PageHeader } from "../../../../ui/page-header.tsx";
import { SafeImage } from "../../../../ui/safe-image.tsx";
import { StickyActions } from "../../../../ui/sticky-actions.tsx";
import { useProfileChange } from "./-components/use-profile-change.ts";
import { useReplaceUser } from "./-components/use-replace-user.ts";

export const Route = createFileRoute("/_signedIn/(account)/profile/change_avatar")({
  component: ChangeAvatarScreen,
});

/**
 * Choose a picture (PNG, JPEG or GIF up to avatarRules.maxBytes, 5 MB), see it as it will look, upload it. A
 * wrong type or a file over the limit is refused here, before any upload (the server refuses it too, "File is
 * larger than 5MB"); the server stores it as a square, resized.
 */
function ChangeAvatarScreen() {
  const { t, i18n } = useLingui();
  const user = SessionContext.useSelector(selectUser);
  const replaceUser = useReplaceUser();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const preview = useObjectUrl(file);
  const maxSize = formatSize(avatarRules.maxBytes, i18n.locale);
  const upload = useProfileChange(
    (picked: File) => updateAvatar(user?._id ?? "", picked),
    (answer) => {
      replaceUser(answer);
      notify("success", t`Your avatar is saved`);
      void navigate({ to: "/profile" });
    },
  );
  const message = refused ?? (upload.error ? translateServerMessage(i18n, upload.error) : null);
  return (
    <main className="screen">
      <PageHeader title={t`Change avatar`} />
      <div className="form">
        <div className="avatar-picker">
          <SafeImage
            className="avatar avatar-picker__preview"
            src={preview ?? user?.avatar ?? undefined}
            alt={file ? t`Preview of ${file.name}` : t`Your avatar`}
            width={avatarRules.side / 2}
            height={avatarRules.side / 2}
          />
          {file ? (
            <p className="avatar-picker__name">
              <span className="avatar-picker__filename">{file.name}</span>
              <span className="muted">{formatSize(file.size, i18n.locale)}</span>
            </p>
          ) : null}
        </div>
        <p className="field__hint" id={`${id}-hint`}>
          {t`A PNG, JPEG or GIF image, up to ${maxSize}. It is cropped to a square.`}
        </p>
        <HiddenFileInput
          ref={input}
          id={id}
          accept={avatarRules.mimeTypes}
          onPick={(picked) => {
            upload.reset();
            const problem = avatarProblem(picked);
            if (problem === "type") {
              setRefused(t`${picked.name} cannot be used: choose a PNG, JPEG or GIF image.`);
            } else if (problem === "size") {
              const size = formatSize(picked.size, i18n.locale);
              setRefused(t`${picked.name} is ${size}: the largest picture we accept is ${maxSize}.`);
            } else {
              setRefused(null);
              setFile(picked);
            }
          }}
        />
        <Button
          variant="secondary"
          className="button--block"
          aria-describedby={`${id}-hint${message ? ` ${id}-error` : ""}`}
          onClick={() => input.current?.click()}
        >
          <UploadIcon aria-hidden="true" /> {file ? t`Choose another picture` : t`Choose a picture`}
        </Button>
        {message ? (
          <p className="form-error" role="alert" id={`${id}-error`}>
            {message}
          </p>
        ) : null}
        <StickyActions>
          <Button
            className="button--block"
            busy={upload.busy}
            disabled={!file}
            onClick={() => (file ? void upload.run(file) : undefined)}
          >
            {upload.busy ? t`Uploading…` : t`Save avatar`}
          </Button>
        </StickyActions>
      </div>
    </main>
  );
}
