import { arktypeResolver } from "@hookform/resolvers/arktype";
import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { MessageDraft, maxMessageLength } from "../../../../../api/contract/chat.ts";
import type { SendFailure } from "../../../../../flows/chat.ts";
import { fieldMessage } from "../../../../../forms/field-message.ts";
import { translateServerMessage } from "../../../../../i18n/server-messages.ts";
import { SendIcon } from "../../../../../ui/icons.tsx";
import { StickyActions } from "../../../../../ui/sticky-actions.tsx";

/**
 * The message box, kept above the keyboard (StickyActions). The text is checked by the contract's
 * rule as typed; it is cleared when the message goes out and comes back with the reason when the
 * send fails, so nothing typed is lost.
 */
export function Composer({
  onSend,
  failure,
  onEdit,
}: {
  onSend: (body: string) => void;
  failure: SendFailure | null;
  onEdit: () => void;
}) {
  const { t, i18n } = useLingui();
  const form = useForm<MessageDraft>({ resolver: arktypeResolver(MessageDraft), defaultValues: { body: "" } });
  const body = form.watch("body");
  useEffect(() => {
    if (failure && form.getValues("body") === "") form.setValue("body", failure.body);
  }, [failure, form]);
  const length = body.trim().length;
  const invalid = fieldMessage(form.formState.errors.body, body, {
    required: t`Type a message`,
    invalid: t`At most ${maxMessageLength} characters`,
    unsafe: t`Text contains characters that are not allowed`,
  });
  const error = invalid ?? (failure ? translateServerMessage(i18n, failure.error) : null);
  const field = form.register("body", { onChange: onEdit });
  return (
    <StickyActions className="chat-composer">
      <form
        className="chat-composer__form"
        noValidate
        onSubmit={form.handleSubmit((draft) => {
          onSend(draft.body);
          form.reset({ body: "" });
        })}
      >
        <label className="visually-hidden" htmlFor="chat-message">
          {t`Message`}
        </label>
        <input
          id="chat-message"
          className="chat-composer__input"
          type="text"
          autoComplete="off"
          enterKeyHint="send"
          placeholder={t`Message`}
          aria-invalid={error ? true : undefined}
          aria-describedby="chat-message-count chat-message-error"
          {...field}
        />
        <button type="submit" className="chat-composer__send" aria-label={t`Send`}>
          <SendIcon />
        </button>
        <p
          id="chat-message-count"
          className={`chat-composer__count${length > maxMessageLength ? " chat-composer__count--over" : ""}`}
        >
          {t`${length} / ${maxMessageLength}`}
        </p>
        <p id="chat-message-error" className="chat-composer__error" role="alert">
          {error}
        </p>
      </form>
    </StickyActions>
  );
}
