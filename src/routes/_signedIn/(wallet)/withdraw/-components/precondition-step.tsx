import type { ReactNode } from "react";

/** A precondition of withdrawing, met right here: what is missing and why, then its form. */
export function PreconditionStep({ title, text, children }: { title: string; text?: string; children: ReactNode }) {
  // not a labelled region: its title would also label every field of the form inside
  return (
    <div className="screen">
      <div className="card">
        <h2 className="card__title precondition-step__title">{title}</h2>
        {text ? <p className="muted">{text}</p> : null}
      </div>
      {children}
    </div>
  );
}
