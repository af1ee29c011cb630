import ELK from "elkjs/lib/elk.bundled.js";
import type { ElkNode } from "elkjs/lib/elk-api";
import type { AnyStateMachine } from "xstate";
import { type GraphInfo, type GraphOptions, statechartGraph } from "./statechart-graph.ts";
import { englishLegend, type LegendText, renderSvg } from "./statechart-svg.ts";

const elk = new ELK();

export type LaidOut = { info: GraphInfo; laidOut: ElkNode };
export type { GraphOptions } from "./statechart-graph.ts";

/**
 * Lays a machine out with ELK (layered, nested states inside their parent): plain (the default) or technical, in
 * the language `translate` gives (plain mode's box and label sizes depend on the words), top-down or left to right.
 */
export async function layoutMachine(machine: AnyStateMachine, options: GraphOptions = {}): Promise<LaidOut> {
  const info = statechartGraph(machine, options);
  const laidOut = await elk.layout(info.graph);
  return { info, laidOut };
}

/** The review document's SVG: light theme, the legend and every description under the diagram. */
export function exportSvg(
  { info, laidOut }: LaidOut,
  title: string,
  notes: { legend: LegendText; descriptionsTitle: string } = {
    legend: englishLegend,
    descriptionsTitle: "Descriptions",
  },
): string {
  return renderSvg(laidOut, info, { title, theme: "light", interactive: false, notes });
}

/** A machine as the export's SVG (`npm run flows:export`): technical unless `options` say otherwise. */
export async function machineSvg(
  machine: AnyStateMachine,
  title = machine.id,
  options: GraphOptions = { technical: true },
): Promise<string> {
  return exportSvg(await layoutMachine(machine, { title, ...options }), title);
}
