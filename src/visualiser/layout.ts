import ELK from "elkjs/lib/elk.bundled.js";
import type { AnyStateMachine } from "xstate";
import { renderSvg, statechartGraph } from "./statechart-graph.ts";

const elk = new ELK();

/** Lays a machine out with ELK (layered, nested states included) and renders it as SVG. */
export async function machineSvg(machine: AnyStateMachine, title = machine.id): Promise<string> {
  const info = statechartGraph(machine);
  const laidOut = await elk.layout(info.graph);
  return renderSvg(laidOut, info, title);
}
