import type { Currency } from "../../../../api/contract/money.ts";
import type { LimitKey, PlayLimit } from "../../../../api/contract/responsible.ts";
import { LimitRow } from "./limit-row.tsx";

/** The limits of one kind (deposits, losses, play time) on /play_responsibly, each a row that opens its sheet. */
export function LimitGroup({
  title,
  text,
  limits,
  currency,
  onOpen,
}: {
  title: string;
  text: string;
  limits: PlayLimit[];
  currency: Currency;
  onOpen: (key: LimitKey) => void;
}) {
  return (
    <section className="card responsible__section" aria-label={title}>
      <h2 className="card__title">{title}</h2>
      <p className="muted responsible__text">{text}</p>
      <ul className="limit-list">
        {limits.map((limit) => (
          <LimitRow key={limit.key} limit={limit} currency={currency} onOpen={() => onOpen(limit.key)} />
        ))}
      </ul>
    </section>
  );
}
