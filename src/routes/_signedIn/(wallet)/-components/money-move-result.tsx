import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useEffect, useId, useRef } from "react";
import type { Transaction } from "../../../../api/contract/wallet.ts";
import { CopyButton } from "../../../../ui/copy-button.tsx";
import { CheckCircleIcon, ClockIcon, InfoIcon, XCircleIcon } from "../../../../ui/icons.tsx";
import { Money } from "../../../../ui/money.tsx";
import { type MoveTone, useMoveOutcome } from "./move-outcome.ts";

const toneIcon: Record<MoveTone, typeof CheckCircleIcon> = {
  success: CheckCircleIcon,
  pending: ClockIcon,
  failed: XCircleIcon,
};

/**
 * What happened to a deposit or withdrawal and what comes next: an icon and colour for its status, the amount,
 * the reference with a copy button, the next step, and where to go (the transaction, home; a bank transfer
 * still waiting for its receipt offers the upload first). The title and text default to words for what
 * really happened (move-outcome.ts); a screen may word them itself. Screen readers hear it as a status, and
 * the heading takes focus when it appears.
 */
export function MoneyMoveResult({
  title,
  text,
  transaction,
}: {
  title?: string;
  text?: string;
  transaction: Transaction;
}) {
  const { t } = useLingui();
  const outcome = useMoveOutcome()(transaction);
  const Icon = toneIcon[outcome.tone];
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // a new screen in place of a form that may have been scrolled: start at its top, its heading focused
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, []);
  const { currency } = transaction;
  return (
    <section className={`card move-result move-result--${outcome.tone}`} aria-labelledby={headingId}>
      <div className="move-result__status" role="status">
        <Icon className="move-result__icon" />
        <h2 className="move-result__title" id={headingId} ref={heading} tabIndex={-1}>
          {title ?? outcome.title}
        </h2>
        <p className="move-result__amount">
          <Money value={transaction.amount} currency={currency} />
        </p>
        <p>{text ?? outcome.text}</p>
      </div>
      {transaction.fee > 0 ? (
        <dl className="move-result__figures">
          <div>
            <dt>{t`Charge`}</dt>
            <dd>
              <Money value={transaction.fee} currency={currency} />
            </dd>
          </div>
          <div>
            <dt>{transaction.type === "deposit" ? t`Credited` : t`You receive`}</dt>
            <dd>
              <Money value={transaction.net_amount} currency={currency} />
            </dd>
          </div>
        </dl>
      ) : null}
      <p className="copyable move-result__reference">
        <span className="copyable__value">
          {t`Reference`}: {transaction.reference}
        </span>
        <CopyButton value={transaction.reference} label={t`reference`} />
      </p>
      <div className="move-result__next">
        <InfoIcon className="move-result__next-icon" />
        <p>{outcome.next}</p>
      </div>
      {outcome.needsReceipt ? (
        <Link to="/submit_payment" search={{ id: transaction._id }} className="button button--primary">
          <span>{t`Upload receipt`}</span>
        </Link>
      ) : null}
      <div className="move-result__actions">
        <Link
          to="/transaction/$id"
          params={{ id: transaction._id }}
          className={`button ${outcome.needsReceipt ? "button--secondary" : "button--primary"}`}
        >
          <span>{t`View transaction`}</span>
        </Link>
        <Link to="/home" className="button button--secondary">
          <span>{t`Back to home`}</span>
        </Link>
      </div>
    </section>
  );
}
