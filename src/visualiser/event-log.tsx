import { useLingui } from "@lingui/react/macro";
import { stateName } from "../../machines/path-plan.ts";
import { choiceLabel, contextDiff, type Frame, type SimStep } from "./simulation.ts";

type Props = {
  steps: SimStep[];
  frames: Frame[];
  /** How many steps are applied: the log's current entry. */
  cursor: number;
  onJump: (cursor: number) => void;
};

const json = (value: unknown) => (value === undefined ? "undefined" : JSON.stringify(value));

/**
 * The simulation's log: every step with the state it left and what it changed in the context. The
 * entry in force is marked; later entries (after stepping back) stay listed, dimmed, until a new step
 * replaces them. Any entry can be jumped to.
 */
export function EventLog({ steps, frames, cursor, onJump }: Props) {
  const { t } = useLingui();
  const stepLabel = (step: SimStep): string => {
    if (step.kind === "clock") return t`Clock +${step.ms / 1000} s`;
    if (step.kind === "guard") {
      const choice = step.choice === "auto" ? t`from data` : step.choice === "true" ? t`forced true` : t`forced false`;
      return t`Guard ${step.guard}: ${choice}`;
    }
    return choiceLabel(step);
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
          <p className="event-log__state">{start ? stateName(start.value) : ""}</p>
        </div>
      </li>
      {steps.map((step, index) => {
        const before = frames[index];
        const after = frames[index + 1];
        if (!before || !after) return null;
        const changes = contextDiff(before.context, after.context);
        const number = index + 1;
        const label = stepLabel(step);
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
                → {stateName(after.value)}
                {after.ignored ? (
                  <span className="event-log__ignored"> {t`(not taken here: nothing changed)`}</span>
                ) : null}
              </p>
              {changes.length > 0 ? (
                <ul className="event-log__diff" aria-label={t`Context changes`}>
                  {changes.map((change) => (
                    <li key={change.path}>
                      <code>{change.path}</code>: <del>{json(change.before)}</del> → <ins>{json(change.after)}</ins>
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
