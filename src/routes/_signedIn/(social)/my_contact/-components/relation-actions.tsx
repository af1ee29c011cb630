import { useLingui } from "@lingui/react/macro";
import { type ReactNode, useEffect, useRef } from "react";
import type { FriendMove, FriendRequestInput } from "../../../../../../machines/friend-request.machine.ts";
import {
  type FriendRequestStep,
  selectFriendRequestStep,
  selectIsReading,
  selectMoveUnderWay,
} from "../../../../../../machines/friend-request.selectors.ts";
import { useFriendRequestFlow } from "../../../../../flows/friend-request.ts";
import { translateServerMessage } from "../../../../../i18n/server-messages.ts";
import { Button } from "../../../../../ui/button.tsx";

/** The view a move under way keeps showing (its button busy): the one it was started from. */
const viewOfMove: Record<FriendMove, FriendRequestStep> = {
  send: "none",
  cancel: "requestSent",
  approve: "confirmApprove",
  reject: "confirmReject",
  remove: "confirmRemove",
};

const viewOfRelation: Record<FriendRequestInput["relation"], FriendRequestStep> = {
  none: "none",
  request_sent: "requestSent",
  request_received: "requestReceived",
  friend: "friends",
};

/**
 * What the player can do about another player, whatever the friend-request flow is in: send a request, cancel
 * it, approve or reject one (each asked again first), remove a friend (asked too), try again after an answer
 * that got lost. What the last move did and any refusal are said in words. `friends` is what a friend gets
 * beyond removal (the detail screen: Transfer, and room for more); without `removable` a friend is only said.
 */
export function RelationActions({
  input,
  name,
  friends,
  removable = false,
}: {
  input: FriendRequestInput;
  /** The other player's name, for the confirmation questions. */
  name: string;
  friends?: ReactNode;
  removable?: boolean;
}) {
  const { t, i18n } = useLingui();
  const [snapshot, send] = useFriendRequestFlow(input);
  const step = selectFriendRequestStep(snapshot);
  const move = selectMoveUnderWay(snapshot);
  const reading = selectIsReading(snapshot);
  const { relation, done, error } = snapshot.context;
  const view = step === "working" ? (move ? viewOfMove[move] : viewOfRelation[relation]) : step;
  const busy = step === "working";
  const busyOn = (which: FriendMove) => move === which;
  // a question takes focus as it appears, so the player (and a screen reader) is right at its answer
  const confirmButton = useRef<HTMLButtonElement>(null);
  const asking = view === "confirmApprove" || view === "confirmReject" || view === "confirmRemove";
  useEffect(() => {
    if (asking && !busy) confirmButton.current?.focus();
  }, [asking, busy]);

  const doneWords: Record<FriendMove, string> = {
    send: t`Friend request sent.`,
    cancel: t`Friend request cancelled.`,
    approve: t`You are now friends.`,
    reject: t`Friend request declined.`,
    remove: t`Removed from your friends.`,
  };
  const relationWords: Record<FriendRequestInput["relation"], string> = {
    none: t`You are not friends yet.`,
    request_sent: t`Your friend request is waiting for an answer.`,
    request_received: t`${name} sent you a friend request.`,
    friend: t`You are friends.`,
  };
  const status = done ? doneWords[done] : relationWords[relation];

  const confirmation = (question: string, confirmLabel: string, moveName: FriendMove) => (
    <fieldset className="relation__question">
      <legend className="relation__question-text">{question}</legend>
      <div className="actions">
        <Button
          ref={confirmButton}
          variant={moveName === "approve" ? "primary" : "secondary"}
          busy={busyOn(moveName)}
          onClick={() => send({ type: "friendRequest.confirm" })}
        >
          {confirmLabel}
        </Button>
        <Button variant="ghost" disabled={busy} onClick={() => send({ type: "friendRequest.dismiss" })}>
          {t`Go back`}
        </Button>
      </div>
    </fieldset>
  );

  let actions: ReactNode = null;
  switch (view) {
    case "none":
      actions = (
        <Button busy={busyOn("send")} disabled={busy} onClick={() => send({ type: "friendRequest.send" })}>
          {t`Send friend request`}
        </Button>
      );
      break;
    case "requestSent":
      actions = (
        <Button
          variant="secondary"
          busy={busyOn("cancel")}
          disabled={busy}
          onClick={() => send({ type: "friendRequest.cancel" })}
        >
          {t`Cancel request`}
        </Button>
      );
      break;
    case "requestReceived":
      actions = (
        <>
          <Button disabled={busy} onClick={() => send({ type: "friendRequest.approve" })}>{t`Approve`}</Button>
          <Button variant="secondary" disabled={busy} onClick={() => send({ type: "friendRequest.reject" })}>
            {t`Reject`}
          </Button>
        </>
      );
      break;
    case "confirmApprove":
      actions = confirmation(t`Accept ${name} as a friend?`, t`Accept`, "approve");
      break;
    case "confirmReject":
      actions = confirmation(t`Decline ${name}'s friend request?`, t`Decline`, "reject");
      break;
    case "confirmRemove":
      actions = confirmation(t`Remove ${name} from your friends?`, t`Remove`, "remove");
      break;
    case "friends":
      actions = (
        <>
          {friends}
          {removable ? (
            <Button variant="ghost" disabled={busy} onClick={() => send({ type: "friendRequest.remove" })}>
              {t`Remove friend`}
            </Button>
          ) : null}
        </>
      );
      break;
    case "failed":
    case "readFailed":
      actions = <Button onClick={() => send({ type: "friendRequest.retry" })}>{t`Try again`}</Button>;
      break;
  }
  return (
    <div className="relation" aria-busy={reading || undefined}>
      <p className="relation__status" role="status">
        {step === "failed" ? t`We could not confirm that it was done.` : status}
      </p>
      {error ? (
        <p className="relation__error" role="alert">
          {translateServerMessage(i18n, error)}
        </p>
      ) : null}
      {asking ? actions : <div className="relation__actions">{actions}</div>}
    </div>
  );
}
