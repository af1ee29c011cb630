import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { Transaction } from "../../../api/contract/wallet.ts";

/** After a deposit or withdrawal is sent: what happened to the money, its reference, and where next. */
export function MoneyMoveResult({
  title,
  text,
  transaction,
}: {
  title: string;
  text: string;
  transaction: Transaction;
}) {
  const { t } = useLingui();
  return (
    <section className="card stack" role="status">
      <h2 className="card__title">{title}</h2>
      <p>{text}</p>
      <p className="muted">
        {t`Reference`}: {transaction.reference}
      </p>
      <div className="actions">
        <Link to="/transaction/$id" params={{ id: transaction._id }} className="button button--primary">
          <span>{t`View transaction`}</span>
        </Link>
        <Link to="/wallet" className="button button--secondary">
          <span>{t`Back to wallet`}</span>
        </Link>
      </div>
    </section>
  );
}
