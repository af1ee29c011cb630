/** What the statechart graph hands the renderer: state boxes, transition edges and the graph's info (visualiser/statechart-graph.ts). */
import type { ElkNode } from "elkjs/lib/elk-api";

export type StateBox = {
  id: string;
  key: string;
  kind: "atomic" | "compound" | "parallel" | "final" | "history";
  /** the initial child of its compound parent */
  initial: boolean;
  /** a region of a parallel state (drawn dashed) */
  region: boolean;
  history: "shallow" | "deep" | null;
  invokes: string[];
  entry: string[];
  exit: string[];
  description: string | null;
};

export type TransitionEdge = {
  id: string;
  /** transitionName(t): the edge's `data-transition` */
  name: string;
  source: string;
  target: string;
  /** targetless or back to its own state: drawn as a loop on the box */
  self: boolean;
  /** the event in words: `withdraw.review`, `done: createWithdraw`, `after 60 s`, `always` (empty for a guarded eventless one) */
  event: string;
  guard: string | null;
  /** the guardless branch after guarded ones of the same event */
  isElse: boolean;
  actions: string[];
  /** `sessionFreshness = 5 min`, `60 s`, or a function delay's name */
  delay: string | null;
  description: string | null;
  /** first label line: `event [guard]` */
  label: string;
  /** second label line: `/ actions`, or "" */
  actionsLabel: string;
  /** the label as drawn: event, guard and actions wrapped to short lines (narrow labels, narrow layers) */
  lines: { text: string; actions: boolean }[];
};

export type GraphInfo = {
  graph: ElkNode;
  machineId: string;
  boxes: Map<string, StateBox>;
  edges: Map<string, TransitionEdge>;
};
