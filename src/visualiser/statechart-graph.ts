import type { ElkExtendedEdge, ElkNode } from "elkjs/lib/elk-api";
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from "xstate";
import { guardName, transitionName } from "../../machines/transition-name.ts";
import { leadOf } from "./statechart-measure.ts";
import type { GraphInfo, GraphOptions, StateBox, TransitionEdge } from "./statechart-model.ts";
import {
  actionNames,
  boxOf,
  boxSize,
  delayOf,
  eventWords,
  flowOrder,
  labelLines,
  labelSize,
  labelWidths,
  plainLabelLines,
  type TextMode,
  transitionGroups,
} from "./statechart-text.ts";

export type { GraphInfo, GraphOptions, StateBox, TransitionEdge } from "./statechart-model.ts";
export { boxLines, formatDelay, lineHeight } from "./statechart-text.ts";

/**
 * A statechart as a graph for ELK (layered, top-down or left to right): compound nodes for states with children,
 * edges for transitions. Plain mode (the default, for product owners) titles each state and labels each arrow with
 * the lead of its description in the reader's language ("The player has a PIN"), and shows no code names. Technical
 * mode labels arrows `event [guard] / actions`, the guardless branch after guarded ones as `[else]`, delays with their
 * value, and lists entry/exit actions and invoked actors in their state's box. Pure: the visualiser's DiagramView and
 * `npm run flows:export` both use it.
 */

/**
 * ELK's layered options, on every level (nested graphs do not inherit them): cycles broken depth-first from the
 * first child (the initial state, see flowOrder), tight spacing (measured: the 16 machines' fit in 1280×740 grows by
 * about a sixth against 20–22 px gaps, and arrows stay 4–5 px apart, their labels 1 px off the line). ELK's graph
 * wrapping (elk.layered.wrapping.*, toward an aspect ratio) was tried: it fails on some nested machines and sends
 * the arrows around the whole diagram, so the page picks between top-down and left-to-right instead.
 */
function layered(direction: "DOWN" | "RIGHT"): Record<string, string> {
  return {
    "elk.algorithm": "layered",
    "elk.direction": direction,
    "elk.layered.cycleBreaking.strategy": "DEPTH_FIRST",
    "elk.layered.spacing.nodeNodeBetweenLayers": "10",
    "elk.spacing.nodeNode": "10",
    "elk.layered.spacing.edgeNodeBetweenLayers": "4",
    "elk.layered.spacing.edgeEdgeBetweenLayers": "4",
    "elk.spacing.edgeNode": "6",
    "elk.spacing.edgeLabel": "1",
    "elk.spacing.edgeEdge": "5",
    "elk.edgeLabels.inline": "false",
    "elk.layered.nodePlacement.strategy": "NETWORK_SIMPLEX",
    // more sweeps of crossing minimisation (default 7): friend request 82 → 70 edge crossings, gift redemption 1 → 0,
    // no layout larger (14 and more cut friend request to 63 but widen pin's and play session's by up to 45 %)
    "elk.layered.thoroughness": "10",
  };
}

/**
 * An arrow's words in plain mode when its transition has no description: an event the app sends by its name, a
 * delay in words; a finished or failed actor and an eventless branch have none to show (no code names).
 */
function plainFallback(machine: AnyStateMachine, transition: AnyTransitionDefinition): string {
  const type = transition.eventType;
  if (type.startsWith("xstate.after.")) return eventWords(machine, transition);
  return type === "" || type.startsWith("xstate.") ? "" : type;
}

/** Builds the ELK graph of a machine (not laid out yet) with what the renderer needs to draw it. */
export function statechartGraph(machine: AnyStateMachine, options: GraphOptions = {}): GraphInfo {
  const mode: TextMode = { technical: options.technical ?? false, translate: options.translate ?? ((text) => text) };
  const direction = options.direction ?? "DOWN";
  const levelOptions = layered(direction);
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
        const actions = actionNames(transition.actions);
        const description = transition.description ? mode.translate(transition.description) : null;
        const technicalLabel = [event, condition].filter(Boolean).join(" ");
        const lead = description ? leadOf(description) : plainFallback(machine, transition);
        const label = mode.technical ? technicalLabel : lead;
        const actionsLabel = mode.technical && actions.length > 0 ? `/ ${actions.join(", ")}` : "";
        const lines = mode.technical
          ? labelLines(event, condition, actions)
          : lead
            ? plainLabelLines(lead, labelWidths[direction])
            : [];
        const targets = transition.target?.length ? transition.target : [node];
        for (const target of targets as AnyStateNode[]) {
          const id = `e${edgeInfo.size}`;
          edgeInfo.set(id, {
            id,
            name: transitionName(transition),
            source: node.id,
            target: target.id,
            eventType: transition.eventType,
            self: target === node,
            event,
            guard,
            isElse,
            actions,
            delay: transition.eventType.startsWith("xstate.after.") ? delayOf(machine, transition) : null,
            description,
            label,
            actionsLabel,
            lines,
          });
          edges.push({
            id,
            sources: [node.id],
            targets: [target.id],
            labels: lines.length > 0 ? [{ id: `${id}-label`, text: label, ...labelSize(lines) }] : [],
          });
        }
      });
    }
  };

  const toElk = (node: AnyStateNode): ElkNode => {
    const box = boxOf(node, mode, options.title);
    boxes.set(node.id, box);
    addEdges(node);
    const { width, header, height } = boxSize(box);
    const children = flowOrder(node);
    const elk: ElkNode = { id: node.id };
    if (children.length > 0) {
      elk.children = children.map(toElk);
      elk.layoutOptions = {
        ...levelOptions,
        "elk.padding": `[top=${header + 10},left=10,bottom=10,right=10]`,
        "elk.nodeSize.minimum": `(${width}, ${header + 40})`,
        "elk.nodeSize.constraints": "MINIMUM_SIZE",
      };
    } else {
      elk.width = width;
      elk.height = height;
    }
    return elk;
  };

  // the machine itself is the outer box (its own events, entry actions and invokes show on it)
  const root = machine.root as AnyStateNode;
  const graph: ElkNode = {
    id: "__root",
    layoutOptions: {
      ...levelOptions,
      "elk.hierarchyHandling": "INCLUDE_CHILDREN",
      // every edge is listed on the root: have ELK give all edge coordinates relative to it
      "elk.json.edgeCoords": "ROOT",
    },
    children: [toElk(root)],
    edges,
  };
  return { graph, machineId: machine.id, technical: mode.technical, direction, boxes, edges: edgeInfo };
}
