import type { ReactNode } from "react";

/**
 * A row of a report that is not a transaction: what on top, then its details (each kept whole, wrapping onto a
 * second line when they do not fit beside each other), and the amounts on the right.
 */
export function ReportRow({ title, details, children }: { title: string; details: string[]; children: ReactNode }) {
  return (
    <li className="list-item">
      <div className="list-item__main">
        <p className="list-item__title">{title}</p>
        <p className="list-item__meta">
          {details.map((detail) => (
            <span key={detail}>{detail}</span>
          ))}
        </p>
      </div>
      <div className="list-item__end">{children}</div>
    </li>
  );
}
