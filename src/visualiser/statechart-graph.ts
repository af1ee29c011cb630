import type { ElkExtendedEdge, ElkNode } from "elkjs/lib/elk-api";
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from "xstate";

/**
 * A statechart as a graph for ELK: compound nodes for states with children,
 * edges for transitions labelled with event, guard and delay, invoked actors
 * in their state's label. Pure: used by the visualiser page and `npm run flows:export`.
 */
export type StateBox = {
  id: string;
  key: string;
  kind: "atomic" | "compound" | "parallel" | "final" | "history";
  initial: boolean;
  invokes: string[];
};

const charWidth = 7.2;
const lineHeight = 16;

function transitionLabel(transition: AnyTransitionDefinition): string {
  const type = transition.eventType;
  let event = type;
  const after = /^xstate\.after\.([^.]+)\./.exec(type);
  if (after) event = `after ${after[1]}`;
  else if (type.startsWith("xstate.done.actor.")) event = `done: ${type.slice("xstate.done.actor.".length)}`;
  else if (type.startsWith("xstate.error.actor.")) event = `error: ${type.slice("xstate.error.actor.".length)}`;
  else if (type.startsWith("xstate.done.state.")) event = "done";
  else if (type === "") event = "always";
  const guard = transition.guard;
  const guardName =
    typeof guard === "string"
      ? guard
      : guard && typeof guard === "object" && "type" in guard
        ? String(guard.type)
        : guard
          ? "guard"
          : null;
  return guardName ? `${event} [${guardName}]` : event;
}

function boxOf(node: AnyStateNode): StateBox {
  const parent = node.parent;
  return {
    id: node.id,
    key: node.key,
    kind: node.type,
    initial: Boolean(parent && parent.type === "compound" && parent.initial?.target?.[0] === node),
    invokes: node.invoke.map((invoke) => (typeof invoke.src === "string" ? invoke.src : invoke.id)),
  };
}

function labelLines(box: StateBox): string[] {
  return [box.key, ...box.invokes.map((src) => `invoke: ${src}`)];
}

export type GraphInfo = { graph: ElkNode; boxes: Map<string, StateBox>; labels: Map<string, string> };

/** Builds the ELK graph of a machine (not laid out yet). */
export function statechartGraph(machine: AnyStateMachine): GraphInfo {
  const boxes = new Map<string, StateBox>();
  const labels = new Map<string, string>();
  const edges: ElkExtendedEdge[] = [];
  let edgeCount = 0;

  const addEdge = (source: AnyStateNode, target: AnyStateNode, transition: AnyTransitionDefinition) => {
    const id = `e${edgeCount++}`;
    const text = transitionLabel(transition);
    labels.set(id, text);
    edges.push({
      id,
      sources: [source.id],
      targets: [target.id],
      labels: [{ text, width: text.length * charWidth + 8, height: lineHeight }],
    });
  };

  const toElk = (node: AnyStateNode): ElkNode => {
    const box = boxOf(node);
    boxes.set(node.id, box);
    const lines = labelLines(box);
    const width = Math.max(80, Math.max(...lines.map((line) => line.length)) * charWidth + 24);
    const children = Object.values(node.states) as AnyStateNode[];
    // a targetless transition stays in its state: drawn as a loop
    const transitions = [...node.transitions.values(), node.always ?? []].flat() as AnyTransitionDefinition[];
    for (const transition of transitions) {
      for (const target of transition.target?.length ? transition.target : [node]) addEdge(node, target, transition);
    }
    const elk: ElkNode = { id: node.id, labels: lines.map((text) => ({ text })) };
    if (children.length > 0) {
      elk.children = children.map(toElk);
      elk.layoutOptions = {
        "elk.padding": `[top=${lines.length * lineHeight + 16},left=16,bottom=16,right=16]`,
      };
    } else {
      elk.width = width;
      elk.height = lines.length * lineHeight + 20;
    }
    return elk;
  };

  const root = machine.root as AnyStateNode;
  boxes.set(root.id, boxOf(root));
  const graph: ElkNode = {
    id: "__root",
    layoutOptions: {
      "elk.algorithm": "layered",
      "elk.direction": "DOWN",
      "elk.hierarchyHandling": "INCLUDE_CHILDREN",
      "elk.layered.spacing.nodeNodeBetweenLayers": "56",
      "elk.spacing.nodeNode": "36",
      "elk.spacing.edgeLabel": "4",
      "elk.edgeLabels.inline": "false",
      "elk.layered.edgeLabels.sideSelection": "ALWAYS_UP",
      // every edge is listed on the root: have ELK give all edge coordinates relative to it
      "elk.json.edgeCoords": "ROOT",
    },
    children: (Object.values(root.states) as AnyStateNode[]).map(toElk),
    edges,
  };
  return { graph, boxes, labels };
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"]/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[ch] ?? ch);

/** Renders a laid-out graph as a self-contained SVG (inline styles, readable on light or dark). */
export function renderSvg(laidOut: ElkNode, info: GraphInfo, title: string): string {
  const parts: string[] = [];
  const width = Math.ceil((laidOut.width ?? 0) + 32);
  const height = Math.ceil((laidOut.height ?? 0) + 56);

  const drawNode = (node: ElkNode, dx: number, dy: number) => {
    const box = info.boxes.get(node.id);
    const x = dx + (node.x ?? 0);
    const y = dy + (node.y ?? 0);
    if (box) {
      const dashed = box.kind === "parallel" ? ' stroke-dasharray="6 4"' : "";
      parts.push(
        `<g class="state" data-state-id="${escapeXml(node.id)}"><rect x="${x}" y="${y}" width="${node.width}" height="${node.height}" rx="10" fill="#ffffff" fill-opacity="${node.children ? 0.04 : 0.08}" stroke="#8a93a6" stroke-width="1.5"${dashed}/>`,
      );
      if (box.kind === "final") {
        parts.push(
          `<rect x="${x + 3}" y="${y + 3}" width="${(node.width ?? 0) - 6}" height="${(node.height ?? 0) - 6}" rx="8" fill="none" stroke="#8a93a6" stroke-width="1"/>`,
        );
      }
      (node.labels ?? []).forEach((label, index) => {
        const weight = index === 0 ? "700" : "400";
        const size = index === 0 ? 13 : 11;
        parts.push(
          `<text x="${x + 12}" y="${y + 18 + index * lineHeight}" font-size="${size}" font-weight="${weight}" fill="#e8ebf2">${escapeXml(label.text ?? "")}</text>`,
        );
      });
      if (box.initial) {
        parts.push(`<circle cx="${x - 8}" cy="${y + 10}" r="4" fill="#e8ebf2"><title>initial</title></circle>`);
      }
      parts.push("</g>");
    }
    for (const child of node.children ?? []) drawNode(child, x, y);
  };

  const drawEdges = (node: ElkNode, x0: number, y0: number) => {
    for (const edge of node.edges ?? []) {
      for (const section of edge.sections ?? []) {
        const points = [section.startPoint, ...(section.bendPoints ?? []), section.endPoint];
        const d = points.map((p, i) => `${i === 0 ? "M" : "L"}${x0 + p.x},${y0 + p.y}`).join(" ");
        parts.push(
          `<path class="transition" data-edge-id="${edge.id}" d="${d}" fill="none" stroke="#8a93a6" stroke-width="1.4" marker-end="url(#arrow)"/>`,
        );
      }
      for (const label of edge.labels ?? []) {
        const lx = x0 + (label.x ?? 0);
        const ly = y0 + (label.y ?? 0);
        parts.push(
          `<rect x="${lx}" y="${ly}" width="${label.width}" height="${label.height}" rx="4" fill="#1d2230"/><text x="${lx + 4}" y="${ly + 12}" font-size="11" fill="#ffd978">${escapeXml(label.text ?? "")}</text>`,
        );
      }
    }
  };

  drawNode(laidOut, 16, 40);
  drawEdges(laidOut, 16, 40);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(title)}" font-family="system-ui, sans-serif">`,
    `<title>${escapeXml(title)}</title>`,
    '<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#8a93a6"/></marker></defs>',
    `<rect width="${width}" height="${height}" fill="#0f1219"/>`,
    `<text x="16" y="26" font-size="16" font-weight="700" fill="#e8ebf2">${escapeXml(title)}</text>`,
    ...parts,
    "</svg>",
  ].join("\n");
}
