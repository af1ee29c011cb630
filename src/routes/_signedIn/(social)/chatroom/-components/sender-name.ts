import { useLingui } from "@lingui/react/macro";
import type { ChatSender } from "../../../../../api/contract/chat.ts";

/** How a player is named in chat: their nickname, else their member UID. */
export function useSenderName(): (sender: ChatSender) => string {
  const { t } = useLingui();
  return ({ nickname, member_uid: uid }) => nickname ?? t`Member ${uid}`;
}
