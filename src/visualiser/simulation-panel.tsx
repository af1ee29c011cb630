import { useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import type { AnyStateMachine, EventObject } from "xstate";
import { EventLog } from "./event-log.tsx";
import { type EventChoice, type Frame, type GuardChoice, guardNamesOf, type SimStep } from "./simulation.ts";

type Props = {
  machine: AnyStateMachine;
  steps: SimStep[];
  frames: Frame[];
  cursor: number;
  /** Adds a step at the cursor (dropping any steps after it). */
  onStep: (step: SimStep) => void;
  onJump: (cursor: number) => void;
  onReset: () => void;
  shareUrl: string;
  /** code names, guards and payloads shown */
  technical: boolean;
  /** a step in the reader's words (step-words.ts); `short`: a variant by its name alone */
  stepTitle: (step: SimStep, short?: boolean) => string;
  /** an event type in the reader's words */
  eventTitle: (type: string) => string;
  /** the state a frame is in, in the reader's words (its key with technical details on) */
  frameTitle: (frame: Frame) => string;
};

const clockSteps = [1_000, 10_000, 60_000];

/**
 * The simulation a product owner drives: the events the machine takes now, by their named variants
 * (a payload can be edited before sending), the manual clock, the guards, undo/redo and the log.
 */
export function SimulationPanel({
  machine,
  steps,
  frames,
  cursor,
  onStep,
  onJump,
  onReset,
  shareUrl,
  technical,
  stepTitle,
  eventTitle,
  frameTitle,
}: Props) {
  const { t } = useLingui();
  const frame = frames[cursor] ?? frames[0];
  const [editing, setEditing] = useState<{ choice: EventChoice; text: string; error: string | null } | null>(null);
  const [copied, setCopied] = useState(false);
  const payloadId = useId();
  if (!frame) return null;
  const byType = new Map<string, EventChoice[]>();
  for (const choice of frame.enabled) byType.set(choice.type, [...(byType.get(choice.type) ?? []), choice]);
  const send = (choice: EventChoice) => onStep({ kind: "event", ...choice });
  const payloadOf = (event: EventObject) => {
    const { type: _type, ...payload } = event as EventObject & Record<string, unknown>;
    return payload;
  };
  const sendEdited = () => {
    if (!editing) return;
    let payload: unknown;
    try {
      payload = JSON.parse(editing.text);
    } catch {
      setEditing({ ...editing, error: t`The payload is not valid JSON.` });
      return;
    }
    if (typeof payload !== "object" || payload === null || Array.isArray(payload)) {
      setEditing({ ...editing, error: t`The payload must be a JSON object.` });
      return;
    }
    const event = { ...(payload as Record<string, unknown>), type: editing.choice.type };
    const unchanged = JSON.stringify(payloadOf(editing.choice.event)) === JSON.stringify(payload);
    onStep({ kind: "event", type: editing.choice.type, variant: unchanged ? editing.choice.variant : null, event });
    setEditing(null);
  };
  const finished = frame.status === "done";

  return (
    <div className="simulation">
      <h2>{t`State`}</h2>
      <p className="simulation__state" role="status" aria-label={t`Current state`}>
        {frameTitle(frame)}
      </p>
      {finished ? (
        <p className="simulation__final" role="status">
          {t`The flow has finished in the final state "${frameTitle(frame)}". Step back or reset to try another way.`}
        </p>
      ) : null}

      <h2>{t({ message: "Events", context: "statechart events" })}</h2>
      <p className="simulation__hint">{t`Click a bright arrow on the diagram, or an event here.`}</p>
      <div className="simulation__events">
        {finished ? null : frame.enabled.length === 0 ? <p>{t`No event is enabled here.`}</p> : null}
        {[...byType].map(([type, choices]) => {
          const only = choices.length === 1 && choices[0]?.variant === null ? choices[0] : null;
          return only ? (
            <div key={type} className="simulation__variant">
              <button type="button" onClick={() => send(only)}>
                {eventTitle(type)}
              </button>
            </div>
          ) : (
            <fieldset key={type} className="simulation__event">
              <legend>{eventTitle(type)}</legend>
              {choices.map((choice) => (
                <div key={choice.variant ?? type} className="simulation__variant">
                  <button type="button" onClick={() => send(choice)}>
                    {stepTitle({ kind: "event", ...choice }, true)}
                  </button>
                  {technical && Object.keys(payloadOf(choice.event)).length > 0 ? (
                    <button
                      type="button"
                      className="simulation__edit"
                      aria-label={t`Edit the payload of ${choice.variant ?? type}`}
                      onClick={() =>
                        setEditing({ choice, text: JSON.stringify(payloadOf(choice.event), null, 2), error: null })
                      }
                    >
                      {t`Edit`}
                    </button>
                  ) : null}
                </div>
              ))}
            </fieldset>
          );
        })}
        {editing ? (
          <div className="simulation__payload">
            <label htmlFor={payloadId}>{t`Payload of ${editing.choice.type}`}</label>
            <textarea
              id={payloadId}
              rows={8}
              value={editing.text}
              spellCheck={false}
              aria-invalid={editing.error ? true : undefined}
              aria-describedby={editing.error ? `${payloadId}-error` : undefined}
              onChange={(event) => setEditing({ ...editing, text: event.target.value, error: null })}
            />
            {editing.error ? (
              <p id={`${payloadId}-error`} className="simulation__error" role="alert">
                {editing.error}
              </p>
            ) : null}
            <div className="simulation__controls">
              <button type="button" onClick={sendEdited}>
                {t`Send this payload`}
              </button>
              <button type="button" onClick={() => setEditing(null)}>
                {t`Cancel`}
              </button>
            </div>
          </div>
        ) : null}
      </div>

      <div className="simulation__controls">
        <button type="button" onClick={() => onJump(cursor - 1)} disabled={cursor === 0}>
          {t`Step back`}
        </button>
        <button type="button" onClick={() => onJump(cursor + 1)} disabled={cursor >= steps.length}>
          {t`Step forward`}
        </button>
        <button type="button" onClick={onReset} disabled={steps.length === 0}>
          {t`Reset`}
        </button>
      </div>
      <h2>{t`Log`}</h2>
      <EventLog
        steps={steps}
        frames={frames}
        cursor={cursor}
        onJump={onJump}
        stepTitle={stepTitle}
        frameTitle={frameTitle}
        technical={technical}
      />
      <details className="simulation__context">
        <summary>{t`Data (context)`}</summary>
        <pre data-testid="simulation-context">{JSON.stringify(frame.context, null, 2)}</pre>
      </details>
      <h2>{t`Clock`}</h2>
      <p className="simulation__clock">
        {frame.timers.length > 0
          ? t`${frame.clock / 1000} s since the start; next timer in ${(frame.timers[0] ?? 0) / 1000} s`
          : t`${frame.clock / 1000} s since the start; no timer is waiting`}
      </p>
      <div className="simulation__controls">
        {clockSteps.map((ms) => (
          <button key={ms} type="button" onClick={() => onStep({ kind: "clock", ms })} disabled={finished}>
            {t`Advance ${ms / 1000} s`}
          </button>
        ))}
        {frame.timers[0] !== undefined && frame.timers[0] > 0 ? (
          <button
            type="button"
            onClick={() => onStep({ kind: "clock", ms: frame.timers[0] as number })}
            disabled={finished}
          >
            {t`To the next timer`}
          </button>
        ) : null}
      </div>

      {technical && guardNamesOf(machine).length > 0 ? (
        <>
          <h2>{t`Guards`}</h2>
          <p className="simulation__hint">{t`A choice applies from the next step; the simulation goes on from here.`}</p>
          {guardNamesOf(machine).map((name) => (
            <label key={name} className="simulation__guard">
              <span>{name}</span>
              <select
                value={frame.guards[name] ?? "auto"}
                onChange={(event) => onStep({ kind: "guard", guard: name, choice: event.target.value as GuardChoice })}
              >
                <option value="auto">{t`from data`}</option>
                <option value="true">{t`true`}</option>
                <option value="false">{t`false`}</option>
              </select>
            </label>
          ))}
        </>
      ) : null}

      <div className="simulation__share">
        <a href={shareUrl}>{t`Link to this simulation`}</a>
        <button
          type="button"
          onClick={() => {
            void navigator.clipboard?.writeText(new URL(shareUrl, location.href).href).then(() => setCopied(true));
          }}
        >
          {copied ? t`Copied` : t`Copy link`}
        </button>
      </div>
    </div>
  );
}
