import { useLingui } from "@lingui/react/macro";
// its styles load with this screen, not with the first screen's stylesheet
import "../../../../../styles/areas/statement.css";
import { mainWallet } from "../../../../../api/contract/games.ts";
import type { Statement, StatementLine } from "../../../../../api/contract/statement.ts";
import { formatDateTime, zoneOffset } from "../../../../../lib/dates.ts";
import { useTheme } from "../../../../../theme/theme-context.ts";
import { Money } from "../../../../../ui/money.tsx";
import { SafeImage } from "../../../../../ui/safe-image.tsx";
import { useAccountNames } from "../../-components/account-name.ts";
import { useLedgerKindLabel } from "./ledger-kind.ts";

/** Lines have no id of their own: each is keyed by what it says, and how many alike came before it. */
function keyed(lines: StatementLine[]): { key: string; line: StatementLine }[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const said = [line.at, line.kind, line.account, line.reference, line.amount, line.balance].join(" ");
    const count = (seen.get(said) ?? 0) + 1;
    seen.set(said, count);
    return { key: `${said} ${count}`, line };
  });
}

/**
 * A statement as a document to keep or print: the tenant's brand, the player, the period and its time zone, the
 * opening balance, every movement with the balance after it, the money in and out, the closing balance and when it
 * was made. On a phone the movements stack as cards; in print (src/styles/areas/statement.css) they are a table
 * whose header repeats on every A4 page.
 */
export function StatementDocument({ statement }: { statement: Statement }) {
  const { t } = useLingui();
  const theme = useTheme();
  const kindLabel = useLedgerKindLabel();
  const { nameOf } = useAccountNames(statement.lines.some((line) => line.account !== null));
  const zone = statement.tz;
  const money = (value: number) => <Money value={value} currency={statement.currency} />;
  const columns = {
    at: t`Date and time`,
    type: t`Type`,
    account: t`Account`,
    reference: t`Reference`,
    amount: t`Amount`,
    balance: t`Balance`,
  };
  const generated = formatDateTime(statement.generated_at, zone);
  return (
    <article className="statement" aria-labelledby="statement-title">
      <header className="statement__head">
        <p className="statement__brand">
          <SafeImage className="brand__logo" src={theme.logo} alt="" width={32} height={32} />
          <span>{theme.brand_name}</span>
        </p>
        <h2 id="statement-title" className="statement__title">
          {t`Account statement`}
        </h2>
      </header>
      <dl className="info-list statement__facts">
        <div>
          <dt>{t`Name`}</dt>
          <dd>{statement.player.full_name}</dd>
        </div>
        <div>
          <dt>{t`Username`}</dt>
          <dd>{statement.player.username}</dd>
        </div>
        <div>
          <dt>{t`Member UID`}</dt>
          <dd>{statement.player.member_uid}</dd>
        </div>
        <div>
          <dt>{t`Period`}</dt>
          <dd>
            {statement.start_date} – {statement.end_date}
          </dd>
        </div>
        <div>
          <dt>{t`Time zone`}</dt>
          <dd>
            {zone} ({zoneOffset(zone)})
          </dd>
        </div>
        <div>
          <dt>{t`Currency`}</dt>
          <dd>{statement.currency}</dd>
        </div>
      </dl>
      <dl className="info-list statement__summary" aria-label={t`Summary`}>
        <div>
          <dt>{t`Opening balance`}</dt>
          <dd>{money(statement.opening_balance)}</dd>
        </div>
        <div>
          <dt>{t`Money in`}</dt>
          <dd>{money(statement.money_in)}</dd>
        </div>
        <div>
          <dt>{t`Money out`}</dt>
          <dd>{money(-statement.money_out)}</dd>
        </div>
        <div className="statement__closing">
          <dt>{t`Closing balance`}</dt>
          <dd>{money(statement.closing_balance)}</dd>
        </div>
      </dl>
      <p className="muted">{t`Transfers between your wallet and your games are listed, but are neither money in nor out.`}</p>
      {statement.lines.length === 0 ? (
        <p className="empty-state">{t`No movements in this period.`}</p>
      ) : (
        <table className="statement__table">
          <caption className="visually-hidden">{t`Movements`}</caption>
          <thead>
            <tr>
              <th scope="col">{columns.at}</th>
              <th scope="col">{columns.type}</th>
              <th scope="col">{columns.account}</th>
              <th scope="col">{columns.reference}</th>
              <th scope="col" className="statement__number">
                {columns.amount}
              </th>
              <th scope="col" className="statement__number">
                {columns.balance}
              </th>
            </tr>
          </thead>
          <tbody>
            {keyed(statement.lines).map(({ key, line }) => (
              <tr key={key}>
                <td data-label={columns.at}>{formatDateTime(line.at, zone)}</td>
                <td data-label={columns.type}>{kindLabel(line.kind)}</td>
                <td data-label={columns.account}>{nameOf(line.account ?? mainWallet)}</td>
                <td data-label={columns.reference} className="statement__reference">
                  {line.reference ?? "–"}
                </td>
                <td data-label={columns.amount} className="statement__number">
                  {money(line.amount)}
                </td>
                <td data-label={columns.balance} className="statement__number">
                  {money(line.balance)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="muted">{t`Generated ${generated} (${zone})`}</p>
    </article>
  );
}
