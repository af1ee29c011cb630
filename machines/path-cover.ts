/**
 * The fewest walks through a graph that together take every key (a state reached, a transition
 * taken), found exactly, with the proof that fewer cannot do. Pure and generic: machines/path-plan.ts
 * builds the graph from a machine's models (vertices = serialized snapshots, edges = events) and
 * turns the walks into listed paths.
 *
 * Why it is exact. A walk starts at one of the starts and follows edges; it may loop. Inside a
 * strongly connected component it can take every edge (and so every key) of the component and
 * still leave by any edge out of it, but once it leaves a component it never comes back. So the
 * keys a walk can take are exactly those of a path through the condensation (the DAG of
 * components) from its start's component: the start's keys, each component's inner keys, and the
 * keys of the edges it leaves by. Those "shapes" are enumerated (a shape whose keys are a subset
 * of another's is dropped: the other covers at least as much), then an exact set cover over them
 * is searched with iterative deepening from a lower bound: k = bound, bound + 1, ... until a
 * cover of k shapes exists, so every smaller k was searched exhaustively. The lower bound is a
 * largest set of keys no shape holds two of ("apart" keys): each needs a walk of its own.
 * Each chosen shape becomes a short concrete walk: from its start, breadth-first to the nearest
 * edge that takes a key still needed in the current component, then on to the edge it leaves by.
 * Everything goes in index order, so the same graph gives the same walks on every run.
 */

export type CoverEdge = { from: number; to: number; keys: number[] };

export type CoverGraph = {
  /** Keys are 0 … keyCount − 1. */
  keyCount: number;
  /** Vertices are 0 … vertexCount − 1. */
  vertexCount: number;
  edges: CoverEdge[];
  /** Where a walk may start, with the keys the start itself takes. */
  starts: { vertex: number; keys: number[] }[];
};

/**
 * Which walks count: `simple` ones pass no vertex twice, except that the last edge may go back to a vertex
 * passed before (a test path: it ends where the rest would repeat what it did); `looping` ones may pass any
 * vertex and edge again (then one walk through a strongly connected machine takes everything).
 */
export type WalkKind = "simple" | "looping";

/** A walk: the index of its start and the edges it takes, in order. */
export type CoverWalk = { start: number; edges: number[] };

export type CoverProof = {
  /** Keys no walk takes two of: a lower bound on the number of walks. */
  apart: number[];
  /** The cover sizes below the minimum that the exact search tried and found impossible (ascending). */
  exhausted: number[];
  /** How many walk shapes (maximal paths through the component DAG) the search chose among. */
  shapes: number;
  /** How many search nodes it visited. */
  nodes: number;
};

export type CoverResult = {
  walks: CoverWalk[];
  /** Every key some walk can take (the cover takes all of them). */
  reachable: number[];
  proof: CoverProof;
};

// ————— bit sets as bigints —————

function maskOf(keys: Iterable<number>): bigint {
  let mask = 0n;
  for (const key of keys) mask |= 1n << BigInt(key);
  return mask;
}

function keysOf(mask: bigint): number[] {
  const keys: number[] = [];
  let rest = mask;
  let key = 0;
  while (rest !== 0n) {
    if (rest & 1n) keys.push(key);
    rest >>= 1n;
    key += 1;
  }
  return keys;
}

function sizeOf(mask: bigint): number {
  let count = 0;
  let rest = mask;
  while (rest !== 0n) {
    rest &= rest - 1n;
    count += 1;
  }
  return count;
}

const isSubset = (a: bigint, b: bigint) => (a & ~b) === 0n;

// ————— components —————

/** Strongly connected components (Tarjan, iterative), numbered sinks first (reverse topological order). */
export function componentsOf(vertexCount: number, edges: CoverEdge[]): number[] {
  const out: number[][] = Array.from({ length: vertexCount }, () => []);
  for (const [index, edge] of edges.entries()) out[edge.from]?.push(index);
  const component = new Array<number>(vertexCount).fill(-1);
  const order = new Array<number>(vertexCount).fill(-1);
  const low = new Array<number>(vertexCount).fill(0);
  const onStack = new Array<boolean>(vertexCount).fill(false);
  const stack: number[] = [];
  let counter = 0;
  let components = 0;
  for (let root = 0; root < vertexCount; root++) {
    if (order[root] !== -1) continue;
    const frames: { vertex: number; next: number }[] = [{ vertex: root, next: 0 }];
    order[root] = low[root] = counter++;
    stack.push(root);
    onStack[root] = true;
    while (frames.length > 0) {
      const frame = frames[frames.length - 1] as { vertex: number; next: number };
      const { vertex } = frame;
      const outgoing = out[vertex] ?? [];
      if (frame.next < outgoing.length) {
        const to = (edges[outgoing[frame.next++] as number] as CoverEdge).to;
        if (order[to] === -1) {
          order[to] = low[to] = counter++;
          stack.push(to);
          onStack[to] = true;
          frames.push({ vertex: to, next: 0 });
        } else if (onStack[to]) low[vertex] = Math.min(low[vertex] as number, order[to] as number);
        continue;
      }
      frames.pop();
      const parent = frames[frames.length - 1];
      if (parent) low[parent.vertex] = Math.min(low[parent.vertex] as number, low[vertex] as number);
      if (low[vertex] === order[vertex]) {
        for (;;) {
          const member = stack.pop() as number;
          onStack[member] = false;
          component[member] = components;
          if (member === vertex) break;
        }
        components += 1;
      }
    }
  }
  return component;
}

// ————— shapes: maximal paths through the component DAG —————

/**
 * A walk shape: its start, every key it can take, and either the edges it leaves its components by (a walk
 * free to loop, made concrete by `walkFor`) or, for a simple path, its edges themselves.
 */
type Shape = { start: number; mask: bigint; exits: number[]; route?: number[] };

/** More shapes than this and the graph is too large for an exact cover. */
const shapeLimit = 20_000;

/** Keeps the first of equal masks and drops every mask that is a strict subset of another. */
function maximal<T extends { mask: bigint }>(items: T[]): T[] {
  const kept: T[] = [];
  const bySize = [...items].sort((a, b) => sizeOf(b.mask) - sizeOf(a.mask));
  for (const item of bySize) {
    if (kept.some((other) => isSubset(item.mask, other.mask))) continue;
    kept.push(item);
  }
  // back to the order they were found in
  const keep = new Set(kept);
  return items.filter((item) => keep.has(item));
}

type Structure = {
  component: number[];
  inner: bigint[];
  edgeMask: bigint[];
  startMask: bigint[];
  /** Per vertex, its edges inside its component, and the edges that leave it, in index order. */
  innerOut: number[][];
  exitsOut: number[][];
};

function structureOf(graph: CoverGraph): Structure {
  const component = componentsOf(graph.vertexCount, graph.edges);
  const count = Math.max(-1, ...component) + 1;
  const inner = new Array<bigint>(count).fill(0n);
  const edgeMask = graph.edges.map((edge) => maskOf(edge.keys));
  const innerOut: number[][] = Array.from({ length: graph.vertexCount }, () => []);
  const exitsOut: number[][] = Array.from({ length: graph.vertexCount }, () => []);
  graph.edges.forEach((edge, index) => {
    const c = component[edge.from] as number;
    if (c === component[edge.to]) {
      inner[c] = (inner[c] as bigint) | (edgeMask[index] as bigint);
      innerOut[edge.from]?.push(index);
    } else exitsOut[edge.from]?.push(index);
  });
  return { component, inner, edgeMask, startMask: graph.starts.map((s) => maskOf(s.keys)), innerOut, exitsOut };
}

function shapesOf(graph: CoverGraph, s: Structure): Shape[] {
  const members = new Map<number, number[]>();
  for (const [vertex, c] of s.component.entries()) members.set(c, [...(members.get(c) ?? []), vertex]);
  const memo = new Map<number, { mask: bigint; exits: number[] }[]>();
  const from = (c: number): { mask: bigint; exits: number[] }[] => {
    const known = memo.get(c);
    if (known) return known;
    const inner = s.inner[c] as bigint;
    const exits = (members.get(c) ?? []).flatMap((vertex) => s.exitsOut[vertex] ?? []).sort((a, b) => a - b);
    const found: { mask: bigint; exits: number[] }[] = [];
    for (const exit of exits) {
      const edge = graph.edges[exit] as CoverEdge;
      for (const rest of from(s.component[edge.to] as number)) {
        found.push({ mask: inner | (s.edgeMask[exit] as bigint) | rest.mask, exits: [exit, ...rest.exits] });
      }
      if (found.length > shapeLimit)
        throw new Error(`more than ${shapeLimit} walk shapes: too large for an exact cover`);
    }
    const shapes = found.length === 0 ? [{ mask: inner, exits: [] }] : maximal(found);
    memo.set(c, shapes);
    return shapes;
  };
  const all = graph.starts.flatMap((start, index) =>
    from(s.component[start.vertex] as number).map((shape) => ({
      start: index,
      mask: (s.startMask[index] as bigint) | shape.mask,
      exits: shape.exits,
    })),
  );
  return maximal(all);
}

/** More simple paths than this and the graph is too large for an exact cover. */
const routeLimit = 500_000;

/**
 * The simple paths from each start: no vertex twice, except that the last edge may go back to a vertex
 * passed before. `shapes`: those that cannot be made longer (a shorter one takes a subset of their keys),
 * one per set of keys, none whose keys are a subset of another's: the cover is chosen among these.
 * `shortest`: every simple path, long or short, the one with the fewest edges per set of keys, shortest
 * first: a chosen shape becomes the shortest of these that takes the keys it is needed for.
 */
function simpleShapesOf(graph: CoverGraph, s: Structure): { shapes: Shape[]; shortest: Shape[] } {
  const out = s.innerOut.map((inner, vertex) => [...inner, ...(s.exitsOut[vertex] ?? [])].sort((a, b) => a - b));
  const longest = new Map<bigint, Shape>();
  const any = new Map<bigint, Shape>();
  let count = 0;
  const keep = (into: Map<bigint, Shape>, start: number, mask: bigint, route: number[]) => {
    const known = into.get(mask);
    if (!known || (known.route as number[]).length > route.length)
      into.set(mask, { start, mask, exits: [], route: [...route] });
  };
  graph.starts.forEach((start, index) => {
    const passed = new Set<number>([start.vertex]);
    const route: number[] = [];
    const visit = (vertex: number, mask: bigint) => {
      count += 1;
      if (count > routeLimit) throw new Error(`more than ${routeLimit} simple paths: too large for an exact cover`);
      keep(any, index, mask, route);
      const edges = out[vertex] ?? [];
      if (edges.length === 0) keep(longest, index, mask, route);
      for (const edge of edges) {
        const to = (graph.edges[edge] as CoverEdge).to;
        const next = mask | (s.edgeMask[edge] as bigint);
        route.push(edge);
        if (passed.has(to)) {
          keep(any, index, next, route);
          keep(longest, index, next, route);
        } else {
          passed.add(to);
          visit(to, next);
          passed.delete(to);
        }
        route.pop();
      }
    };
    visit(start.vertex, s.startMask[index] as bigint);
  });
  const shortest = [...any.values()].sort((a, b) => (a.route as number[]).length - (b.route as number[]).length);
  return { shapes: maximal([...longest.values()]), shortest };
}

// ————— the lower bound: keys no walk takes two of —————

/** A largest set of keys no mask holds two of (Bron–Kerbosch with a pivot, on the "never together" graph). */
function largestApart(keys: number[], masks: bigint[]): number[] {
  const together = new Map<number, bigint>();
  for (const key of keys) {
    const bit = 1n << BigInt(key);
    let with_ = 0n;
    for (const mask of masks) if (mask & bit) with_ |= mask;
    together.set(key, with_);
  }
  const all = maskOf(keys);
  // apart(key): the keys never in a mask with it
  const apart = new Map(keys.map((key) => [key, all & ~(together.get(key) as bigint)]));
  let best: number[] = [];
  const grow = (chosen: number[], candidates: bigint, excluded: bigint) => {
    if (candidates === 0n) {
      if (chosen.length > best.length) best = [...chosen];
      return;
    }
    if (chosen.length + sizeOf(candidates) <= best.length) return;
    const pivot = keysOf(candidates | excluded).reduce((a, b) =>
      sizeOf(candidates & (apart.get(b) as bigint)) > sizeOf(candidates & (apart.get(a) as bigint)) ? b : a,
    );
    let rest = candidates;
    for (const key of keysOf(candidates & ~(apart.get(pivot) as bigint))) {
      const near = apart.get(key) as bigint;
      grow([...chosen, key], rest & near, excluded & near);
      const bit = 1n << BigInt(key);
      rest &= ~bit;
      excluded |= bit;
    }
  };
  grow([], all, 0n);
  return best.sort((a, b) => a - b);
}

// ————— the exact cover —————

/** How many covers of the minimum size are compared for the shortest walks. */
const coversCompared = 24;

type Search = { masks: bigint[]; coverers: Map<number, number[]>; nodes: number };

/** A quick lower bound for the keys still to cover: keys taken greedily, each apart from those before. */
function apartBound(uncovered: bigint, search: Search): number {
  let rest = uncovered;
  let count = 0;
  while (rest !== 0n) {
    const key = keysOf(rest & -rest)[0] as number;
    count += 1;
    let with_ = 0n;
    for (const index of search.coverers.get(key) ?? []) with_ |= search.masks[index] as bigint;
    rest &= ~with_;
  }
  return count;
}

/** Every cover of exactly k masks (up to `limit`), as sorted index lists, depth first in index order. */
function coversOfSize(uncovered: bigint, k: number, search: Search, limit: number): number[][] {
  const found = new Map<string, number[]>();
  const visit = (rest: bigint, left: number, chosen: number[]): boolean => {
    search.nodes += 1;
    if (rest === 0n) {
      const sorted = [...chosen].sort((a, b) => a - b);
      found.set(sorted.join(","), sorted);
      return found.size >= limit;
    }
    if (left === 0 || apartBound(rest, search) > left) return false;
    // branch on the key with the fewest masks that cover it
    let pick = -1;
    let fewest = Number.POSITIVE_INFINITY;
    for (const key of keysOf(rest)) {
      const count = search.coverers.get(key)?.length ?? 0;
      if (count < fewest) {
        fewest = count;
        pick = key;
      }
    }
    const options = [...(search.coverers.get(pick) ?? [])].sort(
      (a, b) => sizeOf((search.masks[b] as bigint) & rest) - sizeOf((search.masks[a] as bigint) & rest) || a - b,
    );
    for (const index of options) {
      if (visit(rest & ~(search.masks[index] as bigint), left - 1, [...chosen, index])) return true;
    }
    return false;
  };
  visit(uncovered, k, []);
  return [...found.values()];
}

// ————— concrete walks —————

/**
 * The edges from `from` to the nearest edge `goal` accepts (that edge included), breadth first over the edges
 * inside the component, in index order; null when none is reachable.
 */
function routeTo(from: number, s: Structure, graph: CoverGraph, goal: (edge: number) => boolean): number[] | null {
  const via = new Map<number, number | null>([[from, null]]);
  const queue = [from];
  for (let head = 0; head < queue.length; head++) {
    const vertex = queue[head] as number;
    for (const edge of [...(s.innerOut[vertex] ?? []), ...(s.exitsOut[vertex] ?? [])].sort((a, b) => a - b)) {
      if (goal(edge)) {
        const route = [edge];
        for (let at = vertex; via.get(at) !== null; ) {
          const back = via.get(at) as number;
          route.unshift(back);
          at = (graph.edges[back] as CoverEdge).from;
        }
        return route;
      }
      const to = (graph.edges[edge] as CoverEdge).to;
      if (s.component[to] === s.component[vertex] && !via.has(to)) {
        via.set(to, edge);
        queue.push(to);
      }
    }
  }
  return null;
}

/**
 * A walk of the shape that takes every needed key: in each component it passes, the needed keys found
 * only there (not on an edge it will leave a later component by) are taken nearest first, then it goes
 * on to the edge it leaves by; it ends as soon as nothing needed is left.
 */
function loopingWalk(shape: Shape, needed: bigint, graph: CoverGraph, s: Structure): number[] {
  let at = (graph.starts[shape.start] as { vertex: number }).vertex;
  let taken = s.startMask[shape.start] as bigint;
  const edges: number[] = [];
  const take = (route: number[]) => {
    for (const edge of route) {
      edges.push(edge);
      taken |= s.edgeMask[edge] as bigint;
      at = (graph.edges[edge] as CoverEdge).to;
    }
  };
  const later = shape.exits.map((_, index) =>
    shape.exits.slice(index).reduce((mask, exit) => mask | (s.edgeMask[exit] as bigint), 0n),
  );
  for (let index = 0; ; index++) {
    if ((needed & ~taken) === 0n) return edges;
    const component = s.component[at] as number;
    const here = needed & (s.inner[component] as bigint) & ~(later[index] ?? 0n);
    while ((here & ~taken) !== 0n) {
      const route = routeTo(at, s, graph, (edge) => {
        const target = (graph.edges[edge] as CoverEdge).to;
        return s.component[target] === component && ((s.edgeMask[edge] as bigint) & here & ~taken) !== 0n;
      });
      if (!route) throw new Error("a key of the component cannot be reached inside it");
      take(route);
    }
    if ((needed & ~taken) === 0n) return edges;
    const exit = shape.exits[index];
    if (exit === undefined) throw new Error("the shape does not take every needed key");
    const route = routeTo(at, s, graph, (edge) => edge === exit);
    if (!route) throw new Error("the shape's exit cannot be reached inside its component");
    take(route);
  }
}

function takenBy(walk: number[], start: number, s: Structure): bigint {
  return walk.reduce((mask, edge) => mask | (s.edgeMask[edge] as bigint), s.startMask[start] as bigint);
}

type WalkFor = (shape: Shape, needed: bigint) => CoverWalk | null;

/**
 * The walks of one cover: first each shape with the keys only it covers, then every key still untaken
 * goes to the walk it lengthens least.
 */
function walksOf(cover: Shape[], universe: bigint, walkFor: WalkFor, s: Structure): CoverWalk[] {
  const needed = cover.map((shape, index) => {
    const others = cover.reduce((mask, other, j) => (j === index ? mask : mask | other.mask), 0n);
    return shape.mask & universe & ~others;
  });
  const walks = cover.map((shape, index) => {
    const walk = walkFor(shape, needed[index] as bigint);
    if (!walk) throw new Error("a shape of the cover has no walk");
    return walk;
  });
  const takenByAll = () => walks.reduce((mask, walk) => mask | takenBy(walk.edges, walk.start, s), 0n);
  // a walk made again for one more key may leave out what it took by the way before: count again each time
  for (let rest = universe & ~takenByAll(); rest !== 0n; rest = universe & ~takenByAll()) {
    const bit = rest & -rest;
    let best: { index: number; walk: CoverWalk; extra: number } | null = null;
    for (const [index, shape] of cover.entries()) {
      if (!(shape.mask & bit)) continue;
      const walk = walkFor(shape, (needed[index] as bigint) | bit);
      if (!walk) continue;
      const extra = walk.edges.length - (walks[index] as CoverWalk).edges.length;
      if (!best || extra < best.extra) best = { index, walk, extra };
    }
    if (!best) throw new Error("a key no shape of the cover takes");
    needed[best.index] = (needed[best.index] as bigint) | bit;
    walks[best.index] = best.walk;
  }
  return walks;
}

/**
 * The fewest walks from the starts that together take every key any walk can take, each as short as the
 * greedy walk construction makes it, with the proof of the minimum. Deterministic.
 */
export function minimumWalkCover(graph: CoverGraph, kind: WalkKind = "simple"): CoverResult {
  const s = structureOf(graph);
  let shapes: Shape[];
  let walkFor: WalkFor;
  if (kind === "simple") {
    const simple = simpleShapesOf(graph, s);
    shapes = simple.shapes;
    walkFor = (_shape, needed) => {
      const route = simple.shortest.find((candidate) => isSubset(needed, candidate.mask));
      return route ? { start: route.start, edges: route.route as number[] } : null;
    };
  } else {
    shapes = shapesOf(graph, s);
    walkFor = (shape, needed) => ({ start: shape.start, edges: loopingWalk(shape, needed, graph, s) });
  }
  const masks = shapes.map((shape) => shape.mask);
  const universe = masks.reduce((all, mask) => all | mask, 0n);
  const reachable = keysOf(universe);
  const coverers = new Map<number, number[]>(reachable.map((key) => [key, []]));
  masks.forEach((mask, index) => {
    for (const key of keysOf(mask)) coverers.get(key)?.push(index);
  });
  const apart = largestApart(reachable, masks);
  const search: Search = { masks, coverers, nodes: 0 };
  const exhausted: number[] = [];
  let covers: number[][] = [];
  for (let k = Math.max(apart.length, universe === 0n ? 0 : 1); ; k++) {
    covers = universe === 0n ? [[]] : coversOfSize(universe, k, search, coversCompared);
    if (covers.length > 0) break;
    exhausted.push(k);
  }
  let best: { walks: CoverWalk[]; length: number } | null = null;
  for (const cover of covers) {
    const walks = walksOf(
      cover.map((index) => shapes[index] as Shape),
      universe,
      walkFor,
      s,
    );
    const length = walks.reduce((sum, walk) => sum + walk.edges.length, 0);
    if (!best || length < best.length) best = { walks, length };
  }
  return {
    walks: best?.walks ?? [],
    reachable,
    proof: { apart, exhausted, shapes: shapes.length, nodes: search.nodes },
  };
}
