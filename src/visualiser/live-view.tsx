import { useLingui } from "@lingui/react/macro";
import { useEffect, useMemo, useRef, useState } from "react";
import { LiveLane } from "./live-lane.tsx";
import { type Lane, lanesByTab, tabName } from "./live-lanes.ts";
import { machineTitle } from "./machines.ts";
import { useLiveActors } from "./use-live-actors.ts";
import "./live.css";

/** What the diagram highlights for the chosen lane. */
export type SelectedLane = { machineId: string; activeStateIds: string[] };

/**
 * Live inspection (the visualiser's "Live" mode): every statechart actor of the apps opened with
 * ?inspect, on this device or another, as the reference API tells them (sandbox only). One lane per
 * actor, grouped by tab, named by machine and instance ("Deposit #2 · tab 3f9a"): its state, its
 * events and its context; ended actors stay marked ended. A lane can be shown on the diagram.
 */
export function LiveView({
  onSelectLane,
  titles = {},
}: {
  onSelectLane?: (lane: SelectedLane | null) => void;
  /** Machine titles in the visualiser's language, by machine id. */
  titles?: Record<string, string>;
}) {
  const { t } = useLingui();
  const live = useLiveActors();
  const connection = live.connection;
  const tabs = useMemo(() => lanesByTab(live.actors), [live.actors]);
  const [selected, setSelected] = useState<string | null>(null);
  const [hideEnded, setHideEnded] = useState(false);
  const appUrl = `${window.location.origin}/?inspect`;

  const tabTitle = (id: string) => {
    const tab = tabName(id);
    return t`Tab ${tab}`;
  };
  const nameOf = (lane: Lane) => {
    const machine = titles[lane.actor.machine] ?? machineTitle(lane.actor.machine);
    const instance = lane.instance;
    const tab = tabName(lane.actor.tab);
    return t`${machine} #${instance} · tab ${tab}`;
  };
  const byKey = new Map(tabs.flatMap((group) => group.lanes.map((lane) => [lane.key, lane] as const)));
  const actors = byKey.size;
  const shown = tabs
    .map((group) => ({ ...group, lanes: hideEnded ? group.lanes.filter((lane) => !lane.actor.ended) : group.lanes }))
    .filter((group) => group.lanes.length > 0);
  const tabCount = tabs.length;

  // the chosen lane's active states follow it on the diagram; none once it is gone
  const chosen = selected ? byKey.get(selected) : undefined;
  const nodes = chosen ? chosen.actor.latest.nodes.join("\n") : null;
  const machineId = chosen?.actor.machine ?? null;
  const report = useRef(onSelectLane);
  report.current = onSelectLane;
  useEffect(() => {
    report.current?.(machineId && nodes !== null ? { machineId, activeStateIds: nodes.split("\n") } : null);
  }, [machineId, nodes]);

  return (
    <section className="live" aria-label={t`Live`}>
      <p className="live__connection" role="status">
        {connection === "open"
          ? t`Connected · actors: ${actors} · tabs: ${tabCount}`
          : connection === "connecting"
            ? t`Connecting…`
            : t`Connection lost, trying again…`}
      </p>
      {tabs.length > 0 ? (
        <label className="live__hide-ended">
          <input type="checkbox" checked={hideEnded} onChange={(event) => setHideEnded(event.target.checked)} />
          {t`Hide ended actors`}
        </label>
      ) : null}
      {tabs.length === 0 ? (
        <div className="live__empty">
          <h3>{t`No app is being inspected yet`}</h3>
          <p>{t`Open the app with ?inspect, on this device or another one on the same network: its flows appear here as they run.`}</p>
          <a className="live__open" href={appUrl} target="_blank" rel="noreferrer">
            {t`Open the app`}
          </a>
          <code className="live__url">{appUrl}</code>
        </div>
      ) : (
        shown.map((group) => (
          <section key={group.tab} className="live__tab" data-tab={group.tab} aria-label={tabTitle(group.tab)}>
            <h3 className="live__tab-name">{tabTitle(group.tab)}</h3>
            <ul className="live__lanes">
              {group.lanes.map((lane) => {
                const parent = lane.parentKey ? byKey.get(lane.parentKey) : undefined;
                return (
                  <LiveLane
                    key={lane.key}
                    lane={lane}
                    name={nameOf(lane)}
                    parentName={parent ? nameOf(parent) : null}
                    selected={selected === lane.key}
                    onSelect={() => setSelected(selected === lane.key ? null : lane.key)}
                  />
                );
              })}
            </ul>
          </section>
        ))
      )}
    </section>
  );
}
