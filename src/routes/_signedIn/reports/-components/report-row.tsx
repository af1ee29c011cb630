import type { ReactNode } from "react";

/** A row of a report that is not a transaction: what and when on the left, the amounts on the right. */
export function ReportRow({ title, detail, children }: { title: string; detail: string; children: ReactNode }) {
  return (
    <li className="list-item">
      <div className="list-item__main">
        <p className="list-item__title">{title}</p>
        <p className="muted">{detail}</p>
      </div>
      <div className="list-item__end">{children}</div>
    </li>
  );
}
