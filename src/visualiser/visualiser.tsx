import { useLingui } from "@lingui/react/macro";
import { useEffect, useMemo, useRef, useState } from "react";
import type { AnyActorRef, AnyStateMachine, EventObject } from "xstate";
import { type InspectionMessage, inspectionChannel } from "../lib/inspection-channel.ts";
import { DiagramView } from "./diagram-view.tsx";
import { machines } from "./machines.ts";
import { eventChoices, type GuardChoice, startSimulation } from "./simulation.ts";

function eventLabel(event: EventObject): string {
  const { type, ...rest } = event as EventObject & Record<string, unknown>;
  const payload = JSON.stringify(rest);
  return payload === "{}" ? type : `${type} ${payload.length > 120 ? `${payload.slice(0, 117)}...` : payload}`;
}

/**
 * Product owners' view of every statechart: the diagram (ELK layout), a
 * simulation (enabled events as buttons, guards chosen by hand, reset) and,
 * with "Follow the app", the states of the running app in another tab.
 */
export function Visualiser() {
  const { t } = useLingui();
  const [selected, setSelected] = useState(machines[0]?.machine.id ?? "");
  const entry = machines.find((item) => item.machine.id === selected) ?? machines[0];
  const machine = entry?.machine as AnyStateMachine;
  const [guards, setGuards] = useState<Record<string, GuardChoice>>({});
  const [follow, setFollow] = useState(false);
  const [live, setLive] = useState<InspectionMessage | null>(null);
  const [active, setActive] = useState<string[]>([]);
  const [, setTick] = useState(0);
  const actorRef = useRef<AnyActorRef | null>(null);

  // the simulation: a fresh actor per machine, per guard choice, and on reset
  const [run, setRun] = useState(0);
  useEffect(() => {
    void run;
    const actor = startSimulation(machine, guards);
    actorRef.current = actor;
    const read = () => {
      const snapshot = actor.getSnapshot() as { _nodes: { id: string }[] };
      setActive(snapshot._nodes.map((node) => node.id));
      setTick((n) => n + 1);
    };
    read();
    const subscription = actor.subscribe(read);
    return () => {
      subscription.unsubscribe();
      actor.stop();
    };
  }, [machine, guards, run]);

  // live inspection of the running app (another tab of the same origin)
  useEffect(() => {
    if (!follow) return;
    const channel = new BroadcastChannel(inspectionChannel);
    channel.onmessage = (event: MessageEvent<InspectionMessage>) => {
      if (event.data.machine === machine.id) setLive(event.data);
    };
    return () => channel.close();
  }, [follow, machine.id]);

  const highlighted = follow ? (live?.nodes ?? []) : active;

  const titles: Record<string, string> = {
    themeBoot: t`Theme boot`,
    session: t`Session`,
    otp: t`OTP`,
    register: t`Register`,
    forgotPassword: t`Forgot password`,
    deposit: t`Deposit`,
    withdraw: t`Withdraw`,
  };
  const choices = useMemo(() => eventChoices(machine), [machine]);
  const snapshot = actorRef.current?.getSnapshot();
  const enabled = snapshot ? choices.filter((event) => snapshot.can(event)) : [];
  const guardNames = Object.keys(machine.implementations.guards ?? {});

  return (
    <div className="visualiser">
      <header className="visualiser__header">
        <h1>{t`Statecharts`}</h1>
        <p>{t`Every flow of the app as its statechart. Click an event to take it; follow the app to see where a player is.`}</p>
      </header>
      <nav aria-label={t`Machines`} className="visualiser__machines">
        {machines.map((item) => (
          <button
            key={item.machine.id}
            type="button"
            aria-pressed={item.machine.id === selected}
            onClick={() => {
              setSelected(item.machine.id);
              setGuards({});
              setLive(null);
            }}
          >
            {titles[item.machine.id] ?? item.title}
          </button>
        ))}
      </nav>
      <main className="visualiser__main">
        <DiagramView
          machine={machine}
          title={titles[machine.id] ?? entry?.title ?? machine.id}
          activeStateIds={highlighted}
        />
        <aside className="visualiser__panel">
          <label className="visualiser__follow">
            <input type="checkbox" checked={follow} onChange={(event) => setFollow(event.target.checked)} />
            {t`Follow the app (open it in another tab with ?inspect)`}
          </label>
          {follow ? (
            <p role="status" className="visualiser__live">
              {live ? t`App is in: ${JSON.stringify(live.value)}` : t`Waiting for the app…`}
            </p>
          ) : (
            <>
              <h2>{t`State`}</h2>
              <p className="visualiser__state" role="status">
                {JSON.stringify(snapshot?.value)}
              </p>
              <h2>{t`Events`}</h2>
              <div className="visualiser__events">
                {enabled.length === 0 ? <p>{t`No event is enabled here.`}</p> : null}
                {enabled.map((event) => (
                  <button key={JSON.stringify(event)} type="button" onClick={() => actorRef.current?.send(event)}>
                    {eventLabel(event)}
                  </button>
                ))}
              </div>
              <button type="button" className="visualiser__reset" onClick={() => setRun((n) => n + 1)}>
                {t`Reset`}
              </button>
              {guardNames.length > 0 ? (
                <>
                  <h2>{t`Guards`}</h2>
                  {guardNames.map((name) => (
                    <label key={name} className="visualiser__guard">
                      <span>{name}</span>
                      <select
                        value={guards[name] ?? "auto"}
                        onChange={(event) => setGuards({ ...guards, [name]: event.target.value as GuardChoice })}
                      >
                        <option value="auto">{t`from data`}</option>
                        <option value="true">{t`true`}</option>
                        <option value="false">{t`false`}</option>
                      </select>
                    </label>
                  ))}
                </>
              ) : null}
            </>
          )}
        </aside>
      </main>
    </div>
  );
}
