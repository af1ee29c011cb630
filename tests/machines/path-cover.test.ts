// @vitest-environment node
import { describe, expect, it } from "vitest";
import { type CoverGraph, type CoverWalk, componentsOf, minimumWalkCover } from "../../machines/path-cover.ts";
import { pathModels } from "../../machines/path-models.ts";
import { coverKeys, modelsByMachine, pathPlan } from "../../machines/path-plan.ts";

/**
 * The exact cover of machines/path-cover.ts on small hand-made graphs whose answers are known, and its proof
 * on every machine: the listed paths are as many as the keys no path takes two of, or the search tried every
 * smaller number.
 */

/** A start (vertex 0) with one edge to a sink of its own per key set: each path is one of those edges. */
function fan(keyCount: number, branches: number[][]): CoverGraph {
  return {
    keyCount,
    vertexCount: branches.length + 1,
    edges: branches.map((keys, index) => ({ from: 0, to: index + 1, keys })),
    starts: [{ vertex: 0, keys: [] }],
  };
}

/** The keys a walk takes, and that its edges follow each other from its start. */
function taken(graph: CoverGraph, walk: CoverWalk): number[] {
  let at = graph.starts[walk.start]?.vertex;
  const keys = new Set(graph.starts[walk.start]?.keys);
  for (const index of walk.edges) {
    const edge = graph.edges[index];
    expect(edge?.from, "a walk's edges follow each other").toBe(at);
    for (const key of edge?.keys ?? []) keys.add(key);
    at = edge?.to;
  }
  return [...keys].sort((a, b) => a - b);
}

function greedy(sets: number[][]): number[][] {
  const left = new Set(sets.flat());
  const chosen: number[][] = [];
  while (left.size > 0) {
    const best = [...sets].sort(
      (a, b) => b.filter((key) => left.has(key)).length - a.filter((key) => left.has(key)).length,
    )[0] as number[];
    chosen.push(best);
    for (const key of best) left.delete(key);
  }
  return chosen;
}

describe("the minimum walk cover", () => {
  // keys 0–5: the big branch {0,1,2,3} tempts a greedy cover, which then needs both others: 3 paths;
  // the two small ones take everything: 2. Keys 4 and 5 are never on one path: at least 2.
  const tempting = fan(6, [
    [0, 1, 2, 3],
    [0, 1, 4],
    [2, 3, 5],
  ]);

  it("finds fewer paths than the greedy cover where greedy is not minimal", () => {
    expect(
      greedy([
        [0, 1, 2, 3],
        [0, 1, 4],
        [2, 3, 5],
      ]),
    ).toHaveLength(3);
    const cover = minimumWalkCover(tempting);
    expect(cover.walks).toEqual([
      { start: 0, edges: [1] },
      { start: 0, edges: [2] },
    ]);
    expect(cover.reachable).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("proves the minimum by keys no path takes two of", () => {
    const cover = minimumWalkCover(tempting);
    // a largest set of keys no branch holds two of: two (4 and 5, or 0 and 5 as here), never three
    expect(cover.proof.apart).toEqual([0, 5]);
    for (const branch of tempting.edges) {
      expect(cover.proof.apart.filter((key) => branch.keys.includes(key)).length).toBeLessThanOrEqual(1);
    }
    expect(cover.proof.exhausted).toEqual([]);
  });

  it("when every two keys share a path, the bound is 1 and the search proves 1 path cannot do", () => {
    const triangle = fan(3, [
      [0, 1],
      [1, 2],
      [0, 2],
    ]);
    const cover = minimumWalkCover(triangle);
    expect(cover.proof.apart).toHaveLength(1);
    expect(cover.proof.exhausted).toEqual([1]);
    expect(cover.walks).toHaveLength(2);
    expect(new Set(cover.walks.flatMap((walk) => taken(triangle, walk)))).toEqual(new Set([0, 1, 2]));
  });

  // 0 ⇄ 1 (keys 0 and 1), 1 → 2 (key 2), 0 → 3 (key 3)
  const loop: CoverGraph = {
    keyCount: 4,
    vertexCount: 4,
    edges: [
      { from: 0, to: 1, keys: [0] },
      { from: 1, to: 0, keys: [1] },
      { from: 1, to: 2, keys: [2] },
      { from: 0, to: 3, keys: [3] },
    ],
    starts: [{ vertex: 0, keys: [] }],
  };

  it("a simple path may end by going back, never go on after it: a loop costs a path of its own", () => {
    const cover = minimumWalkCover(loop, "simple");
    expect(cover.walks.map((walk) => walk.edges)).toEqual([[0, 1], [0, 2], [3]]);
    expect(cover.proof.apart).toEqual([1, 2, 3]);
    for (const walk of cover.walks) taken(loop, walk);
  });

  it("a walk free to loop takes the whole loop, then leaves it", () => {
    const cover = minimumWalkCover(loop, "looping");
    expect(cover.walks).toHaveLength(2);
    expect(new Set(cover.walks.flatMap((walk) => taken(loop, walk)))).toEqual(new Set([0, 1, 2, 3]));
    expect(cover.proof.apart).toEqual([2, 3]);
    expect(componentsOf(loop.vertexCount, loop.edges)).toEqual([2, 2, 0, 1]);
  });

  it("two starts: each walk starts at one of them", () => {
    const graph: CoverGraph = {
      keyCount: 3,
      vertexCount: 3,
      edges: [{ from: 0, to: 1, keys: [0] }],
      starts: [
        { vertex: 0, keys: [] },
        { vertex: 2, keys: [1, 2] },
      ],
    };
    const cover = minimumWalkCover(graph);
    expect(cover.walks).toEqual([
      { start: 0, edges: [0] },
      { start: 1, edges: [] },
    ]);
  });

  it("is the same on every run", () => {
    expect(minimumWalkCover(tempting)).toEqual(minimumWalkCover(tempting));
  });
});

describe("every machine's listed paths are the proven minimum", () => {
  for (const [id, models] of modelsByMachine(pathModels)) {
    it(id, () => {
      const plan = pathPlan(models);
      const bound = Math.max(plan.apart.length, ...plan.exhausted.map((k) => k + 1));
      expect(plan.paths.length).toBe(bound);
      // each key of the bound is taken by exactly one listed path (no path takes two of them)
      for (const key of plan.apart) {
        expect(plan.paths.filter((path) => coverKeys(path).includes(key)).length, key).toBe(1);
      }
      for (const path of plan.paths) {
        expect(plan.apart.filter((key) => coverKeys(path).includes(key)).length, path.name).toBeLessThanOrEqual(1);
      }
    });
  }
});
