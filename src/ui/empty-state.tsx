import type { ReactNode } from "react";

/** What a list says when it has nothing in it: what that means and what to do next. */
export function EmptyState({ title, text, action }: { title: string; text?: string; action?: ReactNode }) {
  return (
    <div className="empty-state">
      <p className="empty-state__title">{title}</p>
      {text ? <p className="empty-state__text">{text}</p> : null}
      {action}
    </div>
  );
}
