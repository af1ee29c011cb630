import type { ElkExtendedEdge, ElkNode } from "elkjs/lib/elk-api";
import type { AnyStateMachine, AnyStateNode } from "xstate";
import { guardName, transitionName } from "../../machines/transition-name.ts";
import type { GraphInfo, StateBox, TransitionEdge } from "./statechart-model.ts";
import {
  actionNames,
  boxLines,
  boxOf,
  boxPadding,
  delayOf,
  eventWords,
  flowOrder,
  headerHeight,
  labelLines,
  lineHeight,
  textWidth,
  transitionGroups,
} from "./statechart-text.ts";

export type { GraphInfo, StateBox, TransitionEdge } from "./statechart-model.ts";
export { boxLines, charWidth, formatDelay, lineHeight } from "./statechart-text.ts";

/**
 * A statechart as a graph for ELK (layered, top-down): compound nodes for states with children,
 * edges for transitions labelled `event [guard] / actions`, the guardless branch after guarded
 * ones as `[else]`, delays with their value, entry/exit actions and invoked actors in their
 * state's box. Pure: the visualiser's DiagramView and `npm run flows:export` both use it.
 */

/**
 * ELK's layered options, on every level (nested graphs do not inherit them): top-down, cycles
 * broken depth-first from the first child (the initial state, see flowOrder), compact spacing.
 */
const layered: Record<string, string> = {
  "elk.algorithm": "layered",
  "elk.direction": "DOWN",
  "elk.layered.cycleBreaking.strategy": "DEPTH_FIRST",
  "elk.layered.spacing.nodeNodeBetweenLayers": "20",
  "elk.spacing.nodeNode": "22",
  "elk.layered.spacing.edgeNodeBetweenLayers": "6",
  "elk.spacing.edgeLabel": "2",
  "elk.spacing.edgeEdge": "8",
  "elk.edgeLabels.inline": "false",
  "elk.layered.nodePlacement.strategy": "NETWORK_SIMPLEX",
};

/** Builds the ELK graph of a machine (not laid out yet) with what the renderer needs to draw it. */
export function statechartGraph(machine: AnyStateMachine): GraphInfo {
  const boxes = new Map<string, StateBox>();
  const edgeInfo = new Map<string, TransitionEdge>();
  const edges: ElkExtendedEdge[] = [];

  const addEdges = (node: AnyStateNode) => {
    for (const group of transitionGroups(node)) {
      group.forEach((transition, index) => {
        const guard = guardName(transition);
        const isElse = !guard && group.slice(0, index).some((earlier) => guardName(earlier));
        const words = eventWords(machine, transition);
        const eventless = transition.eventType === "";
        const event = eventless && (guard || isElse) ? "" : words;
        const condition = guard ? `[${guard}]` : isElse ? "[else]" : "";
        const label = [event, condition].filter(Boolean).join(" ");
        const actions = actionNames(transition.actions);
        const actionsLabel = actions.length > 0 ? `/ ${actions.join(", ")}` : "";
        const targets = transition.target?.length ? transition.target : [node];
        const lines = labelLines(event, condition, actions);
        for (const target of targets as AnyStateNode[]) {
          const id = `e${edgeInfo.size}`;
          edgeInfo.set(id, {
            id,
            name: transitionName(transition),
            source: node.id,
            target: target.id,
            self: target === node,
            event,
            guard,
            isElse,
            actions,
            delay: transition.eventType.startsWith("xstate.after.") ? delayOf(machine, transition) : null,
            description: transition.description ?? null,
            label,
            actionsLabel,
            lines,
          });
          edges.push({
            id,
            sources: [node.id],
            targets: [target.id],
            labels: [
              {
                id: `${id}-label`,
                text: label,
                width: Math.max(...lines.map((line) => textWidth(line.text))) + 10,
                height: lines.length * lineHeight + 4,
              },
            ],
          });
        }
      });
    }
  };

  const toElk = (node: AnyStateNode): ElkNode => {
    const box = boxOf(node);
    boxes.set(node.id, box);
    addEdges(node);
    const lines = boxLines(box);
    const header = headerHeight + (lines.length - 1) * lineHeight;
    const width = Math.max(
      box.kind === "history" ? 36 : 96,
      Math.ceil((lines[0] ?? "").length * 7.9) + 2 * boxPadding,
      ...lines.slice(1).map((line) => textWidth(line) + 2 * boxPadding),
    );
    const children = flowOrder(node);
    const elk: ElkNode = { id: node.id };
    if (children.length > 0) {
      elk.children = children.map(toElk);
      elk.layoutOptions = {
        ...layered,
        "elk.padding": `[top=${header + 14},left=14,bottom=14,right=14]`,
        "elk.nodeSize.minimum": `(${width}, ${header + 40})`,
        "elk.nodeSize.constraints": "MINIMUM_SIZE",
      };
    } else {
      elk.width = width;
      elk.height = box.kind === "history" ? 36 : header + (lines.length > 1 ? 8 : 4);
    }
    return elk;
  };

  // the machine itself is the outer box (its own events, entry actions and invokes show on it)
  const root = machine.root as AnyStateNode;
  const graph: ElkNode = {
    id: "__root",
    layoutOptions: {
      ...layered,
      "elk.hierarchyHandling": "INCLUDE_CHILDREN",
      // every edge is listed on the root: have ELK give all edge coordinates relative to it
      "elk.json.edgeCoords": "ROOT",
    },
    children: [toElk(root)],
    edges,
  };
  return { graph, machineId: machine.id, boxes, edges: edgeInfo };
}

/** The graph with every description passed through `translate` (the visualiser's translation of them). */
export function describedGraph(info: GraphInfo, translate: (text: string) => string): GraphInfo {
  const boxes = new Map(
    [...info.boxes].map(([id, box]) => [id, { ...box, description: box.description && translate(box.description) }]),
  );
  const edges = new Map(
    [...info.edges].map(([id, edge]) => [
      id,
      { ...edge, description: edge.description && translate(edge.description) },
    ]),
  );
  return { ...info, boxes, edges };
}
