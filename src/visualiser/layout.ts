import ELK from "elkjs/lib/elk.bundled.js";
import type { ElkNode } from "elkjs/lib/elk-api";
import type { AnyStateMachine } from "xstate";
import { type GraphInfo, statechartGraph } from "./statechart-graph.ts";
import { englishLegend, type LegendText, renderSvg } from "./statechart-svg.ts";

const elk = new ELK();

export type LaidOut = { info: GraphInfo; laidOut: ElkNode };

/** Lays a machine out with ELK (layered, top-down, nested states inside their parent). */
export async function layoutMachine(machine: AnyStateMachine): Promise<LaidOut> {
  const info = statechartGraph(machine);
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

/** A machine as the export's SVG (`npm run flows:export`). */
export async function machineSvg(machine: AnyStateMachine, title = machine.id): Promise<string> {
  return exportSvg(await layoutMachine(machine), title);
}
