import type { ReactNode } from "react";

/**
 * A row of a report that is not a transaction: what on top, then its details and when (each a span kept whole
 * where it can, wrapping onto a second line when they do not fit beside each other), and the amounts on the right.
 */
export function ReportRow({
  title,
  details,
  when,
  children,
}: {
  title: string;
  /** One or more spans. */
  details: ReactNode;
  when?: string;
  children: ReactNode;
}) {
  return (
    <li className="list-item">
      <div className="list-item__main">
        <p className="list-item__title">{title}</p>
        <p className="list-item__meta">
          {details}
          {when ? <span className="list-item__when">{when}</span> : null}
        </p>
      </div>
      <div className="list-item__end">{children}</div>
    </li>
  );
}
