import { useLingui } from "@lingui/react/macro";
import { DateTime } from "luxon";
import { type Lane, stateText } from "./live-lanes.ts";

const timeOf = (at: number) => DateTime.fromMillis(at).toFormat("HH:mm:ss");

/**
 * One actor of the app: its machine and instance, where it is, since when, the events that brought
 * it there (newest first, each with the state it left the actor in) and its context. "Show on
 * diagram" hands its active states to the visualiser's diagram.
 */
export function LiveLane({
  lane,
  name,
  parentName,
  selected,
  onSelect,
}: {
  lane: Lane;
  /** "Deposit #2 · tab 3f9a". */
  name: string;
  /** The lane of the actor that invoked this one. */
  parentName: string | null;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t } = useLingui();
  const { actor } = lane;
  const state = stateText(actor.latest.value);
  const events = [...actor.log].reverse();
  const count = events.length;
  const headingId = `lane-${lane.key.replace(/[^\w-]/g, "-")}`;
  return (
    <li
      className={`live-lane${actor.ended ? " is-ended" : ""}${selected ? " is-selected" : ""}`}
      data-machine={actor.machine}
      data-actor={actor.actor}
      aria-labelledby={headingId}
    >
      <div className="live-lane__head">
        <h4 id={headingId} className="live-lane__name">
          {name}
        </h4>
        <span className={`live-lane__status${actor.ended ? " is-ended" : ""}`}>
          {actor.ended ? t`ended` : t`running`}
        </span>
      </div>
      {parentName ? <p className="live-lane__parent">{t`Invoked by ${parentName}`}</p> : null}
      <p className="live-lane__state">
        <span className="live-lane__label">{t`State`}</span> <code data-testid="lane-state">{state}</code>
        <span className="live-lane__time">{timeOf(actor.latest.at)}</span>
      </p>
      <button type="button" className="live-lane__select" aria-pressed={selected} onClick={onSelect}>
        {selected ? t`Shown on the diagram` : t`Show on the diagram`}
      </button>
      <details className="live-lane__details">
        <summary>{t`Events (${count})`}</summary>
        {events.length === 0 ? (
          <p className="live-lane__none">{t`No event yet.`}</p>
        ) : (
          <ol className="live-lane__log">
            {events.map((entry) => (
              <li key={entry.seq}>
                <span className="live-lane__time">{timeOf(entry.at)}</span>
                <code className="live-lane__event">{entry.event.type}</code>
                <span className="live-lane__arrow" aria-hidden="true">
                  →
                </span>
                <code>{stateText(entry.value)}</code>
                {entry.event.payload !== undefined ? (
                  <code className="live-lane__payload">{JSON.stringify(entry.event.payload)}</code>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </details>
      <details className="live-lane__details">
        <summary>{t`Context`}</summary>
        <pre className="live-lane__context">{JSON.stringify(actor.latest.context, null, 2)}</pre>
      </details>
    </li>
  );
}
