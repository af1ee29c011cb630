import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { type ChatMessage, type ReportReason, reportReasons } from "../../../../../api/contract/chat.ts";
import { muteSender, reportChatMessage } from "../../../../../flows/chat.ts";
import { formatMessageTime } from "../../../../../lib/dates.ts";
import { MoreIcon } from "../../../../../ui/icons.tsx";
import { notify } from "../../../../../ui/notifications.tsx";
import { useSenderName } from "./sender-name.ts";

/**
 * One message: the player's own on the right, others' on the left with their name; always plain
 * text (React escapes it: never HTML). Others' messages have a menu to mute the sender or report it.
 */
export function MessageItem({
  message,
  mine,
  sending = false,
}: {
  message: Pick<ChatMessage, "body" | "created_at" | "sender"> & Partial<ChatMessage>;
  mine: boolean;
  sending?: boolean;
}) {
  const { t } = useLingui();
  const name = useSenderName();
  return (
    <li className={`chat-message${mine ? " chat-message--mine" : ""}`} aria-busy={sending || undefined}>
      {mine ? null : <p className="chat-message__name">{name(message.sender)}</p>}
      <div className="chat-message__bubble">
        <p className="chat-message__body">{message.body}</p>
        <p className="chat-message__meta">
          {sending ? t`Sending…` : <time dateTime={message.created_at}>{formatMessageTime(message.created_at)}</time>}
        </p>
      </div>
      {!mine && message.id !== undefined ? <MessageMenu id={message.id} sender={message.sender} /> : null}
    </li>
  );
}

function MessageMenu({ id, sender }: { id: number; sender: ChatMessage["sender"] }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const name = useSenderName();
  const who = name(sender);
  const [open, setOpen] = useState<"menu" | "report" | null>(null);
  const reasons: Record<ReportReason, string> = {
    spam: t`Spam`,
    abuse: t`Abuse or harassment`,
    scam: t`Scam or fraud`,
    other: t`Something else`,
  };
  const mute = () => {
    setOpen(null);
    muteSender(queryClient, sender.member_uid).then(
      () => notify("success", t`${who} is muted`),
      () => notify("error", t`Oops, something went wrong`),
    );
  };
  const report = (reason: ReportReason) => {
    setOpen(null);
    reportChatMessage(id, reason).then(
      () => notify("success", t`Thank you, the message was reported`),
      () => notify("error", t`Oops, something went wrong`),
    );
  };
  return (
    <div className="chat-message__actions">
      <button
        type="button"
        className="chat-message__more"
        aria-label={t`Message options`}
        aria-expanded={open !== null}
        onClick={() => setOpen(open ? null : "menu")}
      >
        <MoreIcon />
      </button>
      {open === "menu" ? (
        <fieldset className="chat-menu">
          <legend className="visually-hidden">{t`Message options`}</legend>
          <button type="button" className="chat-menu__item" onClick={mute}>
            {t`Mute ${who}`}
          </button>
          <button type="button" className="chat-menu__item" onClick={() => setOpen("report")}>
            {t`Report message`}
          </button>
        </fieldset>
      ) : null}
      {open === "report" ? (
        <fieldset className="chat-menu">
          <legend className="chat-menu__title">{t`Why are you reporting it?`}</legend>
          {reportReasons.map((reason) => (
            <button key={reason} type="button" className="chat-menu__item" onClick={() => report(reason)}>
              {reasons[reason]}
            </button>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
