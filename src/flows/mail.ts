import { useLingui } from "@lingui/react/macro";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { deleteMail, mailKeys, markMail, restoreMail } from "../api/mail.ts";
import { notify } from "../ui/notifications.tsx";

/** The inbox and the badge read again (the event stream does it too; this does not wait for it). */
export function refreshMail(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: mailKeys.all });
}

/**
 * What a player does with a mail: mark it unread again, or delete it, with a toast that offers to undo the delete
 * for a few seconds. A refusal is shown by the app's alert (SPEC §8), translated.
 */
export function useMailActions() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const settled = () => refreshMail(queryClient);
  const restore = useMutation({ mutationFn: restoreMail, onSettled: settled });
  // the opened copy goes stale without being read again on the screen still showing it: opening the mail again
  // asks the server, which marks it read again
  const forget = (mailId: string) =>
    void queryClient.invalidateQueries({ queryKey: mailKeys.opened(mailId), refetchType: "none" });
  const markUnread = useMutation({
    mutationFn: (mailId: string) => markMail(mailId, false),
    onSuccess: (_mail, mailId) => forget(mailId),
    onSettled: settled,
  });
  const remove = useMutation({
    mutationFn: deleteMail,
    onSuccess: (_ok, mailId) => {
      forget(mailId);
      notify("success", t`Mail deleted`, {
        duration: 6_000,
        action: { label: t`Undo`, onClick: () => restore.mutate(mailId) },
      });
    },
    onSettled: settled,
  });
  return { markUnread, remove };
}
