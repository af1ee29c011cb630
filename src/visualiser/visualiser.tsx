import { useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useId, useMemo, useState } from "react";
import type { AnyStateMachine } from "xstate";
import { type ListedPath, replayOf, stateName } from "../../machines/path-plan.ts";
import { translateDescription } from "./describe.ts";
import { DiagramView } from "./diagram-view.tsx";
import { eventPlainName } from "./event-names.ts";
import { LiveView, type SelectedLane } from "./live-view.tsx";
import { machines } from "./machines.ts";
import { PathsPanel } from "./paths-panel.tsx";
import { choicesByTransition, decodeSteps, encodeSteps, modelsOf, replay, type SimStep } from "./simulation.ts";
import { SimulationPanel } from "./simulation-panel.tsx";
import { activeStatesTitle } from "./state-names.ts";
import { stepWords } from "./step-words.ts";

type Sim = { steps: SimStep[]; cursor: number };
type Mode = "simulate" | "paths" | "live";

/** The simulation a link names: `?machine=withdraw&model=…&steps=[…]&at=3`. */
function fromLocation(): { machine: string; model: string | null; sim: Sim; dropped: number; technical: boolean } {
  const params = new URLSearchParams(location.search);
  const id = params.get("machine");
  const entry = machines.find((item) => item.machine.id === id) ?? machines[0];
  const machine = entry?.machine as AnyStateMachine;
  const models = modelsOf(machine);
  const model = models.find((m) => m.name === params.get("model")) ?? models[0];
  const { steps, dropped } = decodeSteps(machine, model ? [model, ...models] : models, params.get("steps"));
  const at = Number(params.get("at") ?? steps.length);
  const cursor = Number.isInteger(at) && at >= 0 && at <= steps.length ? at : steps.length;
  const technical = params.get("technical") === "1";
  return { machine: machine.id, model: model?.name ?? null, sim: { steps, cursor }, dropped, technical };
}

function linkTo(machine: string, model: string | null, sim: Sim, technical: boolean): string {
  const params = new URLSearchParams({ machine });
  if (technical) params.set("technical", "1");
  if (model) params.set("model", model);
  if (sim.steps.length > 0) {
    params.set("steps", encodeSteps(sim.steps));
    if (sim.cursor !== sim.steps.length) params.set("at", String(sim.cursor));
  }
  return `${location.pathname}?${params}`;
}

/**
 * Product owners' view of every statechart: the diagram, a simulation that can be stepped, undone,
 * shared as a link and driven by the path models' named events, and the live app.
 * Long because it is the page that wires its panels together: the state they share (machine, simulation,
 * selection, path highlight) and the effects that keep it in the URL live here; each panel is its own component.
 */
export function Visualiser() {
  const { t, i18n } = useLingui();
  const translate = useCallback((text: string) => translateDescription(i18n, text), [i18n]);
  const [initial] = useState(fromLocation);
  const [selected, setSelected] = useState(initial.machine);
  const entry = machines.find((item) => item.machine.id === selected) ?? machines[0];
  const machine = entry?.machine as AnyStateMachine;
  const models = useMemo(() => modelsOf(machine), [machine]);
  const [modelName, setModelName] = useState(initial.model);
  const model = models.find((m) => m.name === modelName) ?? models[0];
  const [sim, setSim] = useState<Sim>(initial.sim);
  const [mode, setMode] = useState<Mode>(
    new URLSearchParams(location.search).get("live") === null ? "simulate" : "live",
  );
  const [shownPath, setShownPath] = useState<ListedPath | null>(null);
  const [liveLane, setLiveLane] = useState<SelectedLane | null>(null);
  const [technical, setTechnical] = useState(initial.technical);
  const [panelOpen, setPanelOpen] = useState(true);
  const panelId = useId();

  const frames = useMemo(() => replay(machine, model, sim.steps), [machine, model, sim.steps]);
  const frame = frames[sim.cursor] ?? frames[0];
  const shareUrl = linkTo(machine.id, model?.name ?? null, sim, technical);
  const takeStep = useCallback(
    (step: SimStep) =>
      setSim((current) => ({ steps: [...current.steps.slice(0, current.cursor), step], cursor: current.cursor + 1 })),
    [],
  );
  /** A step as the reader's language says it: an event by its variant or its plain name, the clock, a guard. */
  const stepTitle = useCallback(
    (step: SimStep, short = false) => stepWords(step, { machine, i18n, translate, technical, short }),
    [machine, i18n, translate, technical],
  );

  useEffect(() => {
    history.replaceState(null, "", shareUrl);
  }, [shareUrl]);

  const highlighted =
    mode === "live" ? (liveLane?.machineId === machine.id ? liveLane.activeStateIds : []) : (frame?.active ?? []);

  const titles: Record<string, string> = {
    themeBoot: t`Theme boot`,
    session: t`Session`,
    otp: t`OTP`,
    register: t`Register`,
    forgotPassword: t`Forgot password`,
    deposit: t`Deposit`,
    withdraw: t`Withdraw`,
    bankAccount: t`Bank account`,
    pin: t`PIN`,
    transfer: t`Transfer`,
    friendRequest: t`Friend request`,
    checkIn: t`Check-in`,
    giftRedemption: t`Gift redemption`,
  };
  const choose = (id: string) => {
    setSelected(id);
    setModelName(null);
    setSim({ steps: [], cursor: 0 });
    setShownPath(null);
  };
  /** A listed path loaded into the simulation, not yet taken: "Step forward" walks it one step at a time. */
  const replayPath = (path: ListedPath) => {
    setModelName(path.model);
    setSim({ steps: replayOf(path).events.map((event) => ({ kind: "event", ...event })), cursor: 0 });
    setShownPath(path);
    setMode("simulate");
  };

  const takeable = useMemo(() => {
    if (mode !== "simulate" || !frame) return undefined;
    const byArrow = choicesByTransition(machine, model, sim.steps.slice(0, sim.cursor), frame);
    return new Map(
      [...byArrow].map(([name, steps]) => [
        name,
        steps.map((step) => ({ label: stepTitle(step, true), take: () => takeStep(step) })),
      ]),
    );
  }, [mode, frame, machine, model, sim, stepTitle, takeStep]);

  // in the bar on a wide screen, at the top of the panel on a phone (the bar keeps the machine menu whole): CSS
  // shows one of the two, so one is ever in the page's accessibility tree
  const technicalToggle = (place: "bar" | "panel") => (
    <label className={`visualiser__technical visualiser__technical--${place}`}>
      <input type="checkbox" checked={technical} onChange={(event) => setTechnical(event.target.checked)} />
      <span>{t`Technical details`}</span>
    </label>
  );

  return (
    <div className={`visualiser${panelOpen ? "" : " is-panel-closed"}`}>
      <header className="visualiser__bar">
        <h1>{t`Statecharts`}</h1>
        <label className="visualiser__machine-select">
          <span className="visualiser__hidden">{t`Machine`}</span>
          <select value={selected} onChange={(event) => choose(event.target.value)}>
            {machines.map((item) => (
              <option key={item.machine.id} value={item.machine.id}>
                {titles[item.machine.id] ?? item.title}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="visualiser__modes">
          <legend className="visualiser__hidden">{t`Mode`}</legend>
          {(
            [
              ["simulate", t`Simulate`],
              ["paths", t`Paths`],
              ["live", t`Live`],
            ] as const
          ).map(([value, label]) => (
            <button key={value} type="button" aria-pressed={mode === value} onClick={() => setMode(value)}>
              {label}
            </button>
          ))}
        </fieldset>
        {technicalToggle("bar")}
        <button
          type="button"
          className="visualiser__panel-toggle"
          aria-expanded={panelOpen}
          aria-controls={panelId}
          onClick={() => setPanelOpen(!panelOpen)}
        >
          {panelOpen ? t`Hide panel` : t`Show panel`}
        </button>
      </header>
      <main className="visualiser__main">
        <div className="visualiser__diagram">
          <DiagramView
            machine={machine}
            title={titles[machine.id] ?? entry?.title ?? machine.id}
            activeStateIds={highlighted}
            highlight={
              shownPath && shownPath.machine === machine.id
                ? { states: shownPath.states, transitions: shownPath.transitions, current: frame?.transitions[0] }
                : undefined
            }
            translate={translate}
            technical={technical}
            takeable={takeable}
            taken={mode === "simulate" && sim.cursor > 0 ? frame?.transitions : undefined}
          />
        </div>
        <aside id={panelId} className="visualiser__panel" aria-label={t`Side panel`} hidden={!panelOpen}>
          {technicalToggle("panel")}
          {mode === "simulate" && models.length > 1 ? (
            <label className="simulation__guard">
              <span>{t`Start as`}</span>
              <select
                value={model?.name}
                onChange={(event) => {
                  setModelName(event.target.value);
                  setSim({ steps: [], cursor: 0 });
                }}
              >
                {models.map((m) => (
                  <option key={m.name} value={m.name}>
                    {translate(m.name)}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {mode === "simulate" && initial.dropped > 0 && selected === initial.machine ? (
            <p role="alert">{t`Some steps of the link could not be read and were left out.`}</p>
          ) : null}
          {mode === "live" ? (
            <LiveView
              titles={titles}
              onSelectLane={(lane) => {
                setLiveLane(lane);
                if (lane && lane.machineId !== selected) choose(lane.machineId);
              }}
            />
          ) : null}
          {mode === "paths" ? (
            <PathsPanel
              machine={machine}
              models={models}
              shown={shownPath?.name ?? null}
              onShow={setShownPath}
              onReplay={replayPath}
            />
          ) : null}
          {mode === "simulate" ? (
            <SimulationPanel
              machine={machine}
              steps={sim.steps}
              frames={frames}
              cursor={sim.cursor}
              shareUrl={shareUrl}
              technical={technical}
              stepTitle={stepTitle}
              eventTitle={(type) => (technical ? type : eventPlainName(machine, type, translate))}
              frameTitle={(shown) =>
                technical ? stateName(shown.value) : activeStatesTitle(machine, shown.active, translate)
              }
              onStep={takeStep}
              onJump={(cursor) => setSim({ ...sim, cursor: Math.max(0, Math.min(sim.steps.length, cursor)) })}
              onReset={() => setSim({ steps: [], cursor: 0 })}
            />
          ) : null}
        </aside>
      </main>
    </div>
  );
}
