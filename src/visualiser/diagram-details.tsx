import { useLingui } from "@lingui/react/macro";
import type { GraphInfo } from "./statechart-graph.ts";

export type Selection = { kind: "state"; id: string } | { kind: "transition"; id: string } | null;

type Props = { info: GraphInfo; selection: Selection; onClose: () => void };

/** A term and its value, left out when there is none. */
function row(label: string, value: string | null | undefined) {
  if (!value) return null;
  return (
    <div key={label}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** The selected state or transition, over the diagram: its description, actions, guard, delay and invoked actors. */
export function DiagramDetails({ info, selection, onClose }: Props) {
  const { t } = useLingui();
  const box = selection?.kind === "state" ? info.boxes.get(selection.id) : undefined;
  const edge = selection?.kind === "transition" ? info.edges.get(selection.id) : undefined;
  const keyOf = (id: string) => info.boxes.get(id)?.key ?? id;
  const kinds: Record<string, string> = {
    atomic: t`state`,
    compound: t`state with child states`,
    parallel: t`parallel state`,
    final: t`final state`,
    history: t`history state`,
  };

  if (!box && !edge) return null;
  return (
    <aside className="diagram__details" aria-label={t`Details`}>
      {box ? (
        <>
          <div className="diagram__details-head">
            <h3>{box.key}</h3>
            <button type="button" onClick={onClose}>{t`Close`}</button>
          </div>
          <p className="diagram__description">{box.description ?? t`No description.`}</p>
          <dl>
            {row(t`Id`, box.id)}
            {row(t`Kind`, `${kinds[box.kind] ?? box.kind}${box.initial ? `, ${t`initial`}` : ""}`)}
            {row(t`Entry actions`, box.entry.join(", "))}
            {row(t`Exit actions`, box.exit.join(", "))}
            {row(t`Invokes`, box.invokes.join(", "))}
          </dl>
        </>
      ) : edge ? (
        <>
          <div className="diagram__details-head">
            <h3>{edge.label || edge.event}</h3>
            <button type="button" onClick={onClose}>{t`Close`}</button>
          </div>
          <p className="diagram__description">{edge.description ?? t`No description.`}</p>
          <dl>
            {row(t`From`, keyOf(edge.source))}
            {row(t`To`, edge.self ? t`${keyOf(edge.source)} (stays)` : keyOf(edge.target))}
            {row(t`Event`, edge.event || t`none (taken at once)`)}
            {row(t`Guard`, edge.guard ?? (edge.isElse ? t`else: when no guard above holds` : null))}
            {row(t`Delay`, edge.delay)}
            {row(t`Actions`, edge.actions.join(", "))}
            {row(t`Name`, edge.name)}
          </dl>
        </>
      ) : null}
    </aside>
  );
}
