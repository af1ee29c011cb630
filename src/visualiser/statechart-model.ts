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
  /** the description, in the reader's language when the graph was given a translation */
  description: string | null;
  /** the box's title as drawn, wrapped: its key (technical), or the lead of its description (plain) */
  title: string[];
  /** the lines under the title (technical only): `entry / …`, `exit / …`, `invoke: …` */
  meta: string[];
};

export type TransitionEdge = {
  id: string;
  /** transitionName(t): the edge's `data-transition` */
  name: string;
  source: string;
  target: string;
  /** the raw XState event type (`withdraw.review`, `xstate.done.actor.loadWithdrawInfo`, "" for eventless): the edge's `data-event` */
  eventType: string;
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
  /** the description, in the reader's language when the graph was given a translation */
  description: string | null;
  /** the label in one line: `event [guard]` (technical), or the lead of the description (plain) */
  label: string;
  /** second label line: `/ actions`, or "" */
  actionsLabel: string;
  /** the label as drawn: event, guard and actions wrapped to short lines (technical), or the lead wrapped (plain) */
  lines: { text: string; actions: boolean }[];
};

/** How a machine is drawn: for product owners (plain, the default) or with the code's names (technical). */
export type GraphOptions = {
  /** keys, `event [guard] / actions`, entry/exit/invoke lines; otherwise descriptions' leads only */
  technical?: boolean;
  /** a description in the reader's language (machines/ writes them in English) */
  translate?: (text: string) => string;
  /** the way the flow runs: top-down (the default) or left to right */
  direction?: "DOWN" | "RIGHT";
  /** the machine's title: the root box's title in plain mode when the machine has no description */
  title?: string;
};

export type GraphInfo = {
  graph: ElkNode;
  machineId: string;
  technical: boolean;
  direction: "DOWN" | "RIGHT";
  boxes: Map<string, StateBox>;
  edges: Map<string, TransitionEdge>;
};
