import { useLingui } from "@lingui/react/macro";
import { contextDiff, type Frame, type SimStep } from "./simulation.ts";

type Props = {
  steps: SimStep[];
  /** a step in the reader's words (step-words.ts) */
  stepTitle: (step: SimStep) => string;
  /** the state a frame is in, in the reader's words */
  frameTitle: (frame: Frame) => string;
  /** values as JSON and fields by their paths, as a developer reads them */
  technical: boolean;
  frames: Frame[];
  /** How many steps are applied: the log's current entry. */
  cursor: number;
  onJump: (cursor: number) => void;
};

const json = (value: unknown) => (value === undefined ? "undefined" : JSON.stringify(value));

/** "draft.bank_account_id" → "draft › bank account id". */
const fieldWords = (path: string) =>
  path
    .split(".")
    .map((part) =>
      part
        .replace(/_/g, " ")
        .replace(/([a-z])([A-Z])/g, "$1 $2")
        .toLowerCase(),
    )
    .join(" › ");

/**
 * The simulation's log: every step with the state it left and what it changed in the context. The
 * entry in force is marked; later entries (after stepping back) stay listed, dimmed, until a new step
 * replaces them. Any entry can be jumped to.
 */
export function EventLog({ steps, frames, cursor, onJump, stepTitle, frameTitle, technical }: Props) {
  const { t } = useLingui();
  /** A value as a reader says it: empty, yes, no, a quoted text, a number, or a short summary of a list or record. */
  const words = (value: unknown): string => {
    if (technical) return json(value);
    if (value === null || value === undefined || value === "") return t`empty`;
    if (value === true) return t`yes`;
    if (value === false) return t`no`;
    if (typeof value === "string") return `“${value}”`;
    if (typeof value === "number") return String(value);
    if (Array.isArray(value)) {
      const count = value.length;
      return t`a list of ${count}`;
    }
    const text = json(value);
    return text.length > 80 ? `${text.slice(0, 77)}…` : text;
  };
  const start = frames[0];
  return (
    <ol className="event-log" aria-label={t`Event log`}>
      <li className="event-log__entry" aria-current={cursor === 0 ? "step" : undefined}>
        <button type="button" onClick={() => onJump(0)} aria-label={t`Go to step 0: the start`}>
          0
        </button>
        <div>
          <p className="event-log__title">{t`Start`}</p>
          <p className="event-log__state">{start ? frameTitle(start) : ""}</p>
        </div>
      </li>
      {steps.map((step, index) => {
        const before = frames[index];
        const after = frames[index + 1];
        if (!before || !after) return null;
        const changes = contextDiff(before.context, after.context);
        const number = index + 1;
        const label = stepTitle(step);
        return (
          <li
            // a step's position is its identity here: the log is a list of positions
            // biome-ignore lint/suspicious/noArrayIndexKey: steps are positional and can repeat
            key={index}
            className={`event-log__entry${number > cursor ? " is-future" : ""}`}
            aria-current={number === cursor ? "step" : undefined}
          >
            <button type="button" onClick={() => onJump(number)} aria-label={t`Go to step ${number}: ${label}`}>
              {number}
            </button>
            <div>
              <p className="event-log__title">{label}</p>
              <p className="event-log__state">
                → {frameTitle(after)}
                {after.ignored ? (
                  <span className="event-log__ignored"> {t`(not taken here: nothing changed)`}</span>
                ) : null}
              </p>
              {changes.length > 0 ? (
                <ul className="event-log__diff" aria-label={t`Context changes`}>
                  {changes.map((change) => (
                    <li key={change.path}>
                      {technical ? <code>{change.path}</code> : <span>{fieldWords(change.path)}</span>}:{" "}
                      <del>{words(change.before)}</del> → <ins>{words(change.after)}</ins>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
