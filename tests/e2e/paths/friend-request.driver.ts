import { expect, type Request, type Route } from "@playwright/test";
import { createActor, fromPromise } from "xstate";
import { friendRequestMachine, type OtherRelation } from "../../../machines/friend-request.machine.ts";
import { friendRequestModel } from "../../../machines/friend-request.model.ts";
import { decide, type Member, removeFriend, requestsOf, sendRequest, uidOf } from "../../server/support/friends.ts";
import type { FundedPlayer } from "../../server/support/wallet.ts";
import { type DriveContext, nextStep, type Step, type UiDriver, upcoming } from "./engine.ts";
import { arrangePlayer, e2eApi, expectLastServerMessage, openSignedIn, sessionToken } from "./players.ts";

/**
 * The friend-request statechart on /my_contact/detail/{B}, as player A, against the reference API. B is
 * another new player, acting through the API: B's moves (and A's own from another device, with A's token)
 * reach A's screen through the live `friend` event and the friends lists, which is how a path's
 * `friendRequest.sync` happens. A refusal the path asks for is made real the same way just before A's tap
 * (B cancelled, approved, rejected or removed first); meanwhile A's list reads are held, so the screen
 * learns of it only from the refusal and the search read after it, as the path says.
 */

type Players = { a: FundedPlayer; b: FundedPlayer };
/**
 * A's list reads: while `holding`, held; `passing` are the ones let through and not answered yet (a read that left
 * before the gate closed reads the server from before B's move: it must land before B moves).
 */
type ListGate = { holding: boolean; held: Route[]; passing: Set<Request> };

const players = (ctx: DriveContext) => ctx.data.players as Players;
const listGate = (ctx: DriveContext) => ctx.data.listGate as ListGate;
/** A as the API knows them now (the UI login replaced the session of registration). */
async function meOf(ctx: DriveContext): Promise<Member> {
  return { jwtToken: await sessionToken(ctx.page), uuid: players(ctx).a.uuid };
}

async function must(answer: Promise<{ status: number; body: unknown }>, what: string): Promise<void> {
  const res = await answer;
  if (res.status !== 200) throw new Error(`${what} failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/** The pending request between A and B, as `who` lists it. */
async function pendingId(who: Member, other: Member): Promise<string> {
  const res = await requestsOf(e2eApi, who);
  const all = [...res.body.incoming, ...res.body.outgoing];
  const found = all.find((r) => r.status === "pending" && r.player.member_uid === uidOf(other));
  if (!found) throw new Error("no pending request between the two players");
  return found._id;
}

/** One move of B (or of A on another device, with A's token) that changes the relation from A's side. */
async function oneMove(ctx: DriveContext, from: OtherRelation, to: OtherRelation): Promise<void> {
  const me = await meOf(ctx);
  const b = players(ctx).b as Member;
  const move = `${from}→${to}`;
  switch (move) {
    case "none→request_sent":
      return must(sendRequest(e2eApi, me, b), "A's request from another device");
    case "none→request_received":
      return must(sendRequest(e2eApi, b, me), "B's request");
    case "request_sent→friend":
      return must(decide(e2eApi, b, "approve", await pendingId(b, me)), "B's approval");
    case "request_sent→none":
      return must(decide(e2eApi, b, "reject", await pendingId(b, me)), "B's rejection");
    case "request_received→none":
      return must(decide(e2eApi, b, "cancel", await pendingId(b, me)), "B's cancel");
    case "request_received→friend":
      return must(decide(e2eApi, me, "approve", await pendingId(me, b)), "A's approval from another device");
    case "friend→none":
      return must(removeFriend(e2eApi, b, uidOf(me)), "B's removal");
  }
  throw new Error(`no single move makes ${move}`);
}

const singleMoves = new Set([
  "none→request_sent",
  "none→request_received",
  "request_sent→friend",
  "request_sent→none",
  "request_received→none",
  "request_received→friend",
  "friend→none",
]);

/**
 * Makes the server's relation (from A's side) go from `from` to `to`: one move, or two through "none" (B
 * sends and A approves elsewhere; B removes and A sends again...). Callers hold A's list reads meanwhile,
 * so the screen hears of the end only, as one change.
 */
async function otherSideMakes(ctx: DriveContext, from: OtherRelation, to: OtherRelation): Promise<void> {
  if (from === to) return;
  if (singleMoves.has(`${from}→${to}`)) return oneMove(ctx, from, to);
  if (from !== "none") await oneMove(ctx, from, "none");
  if (to === "friend") {
    await oneMove(ctx, "none", "request_received");
    return oneMove(ctx, "request_received", "friend");
  }
  return oneMove(ctx, "none", to);
}

/** Lets A's held list reads go through (they read the server as it is now). */
async function releaseLists(ctx: DriveContext): Promise<void> {
  const gate = listGate(ctx);
  gate.holding = false;
  for (const route of gate.held.splice(0)) {
    gate.passing.add(route.request());
    await route.continue();
  }
}

/**
 * Closes the gate before B moves, and waits for the reads already let through to be answered: one answered after
 * B's move would still say what stood before it, and the screen would show that late (seen under load: the card
 * went back to "none" as the driver tapped Approve, and the tap landed on "Send friend request").
 */
async function holdLists(ctx: DriveContext): Promise<void> {
  const gate = listGate(ctx);
  gate.holding = true;
  await expect.poll(() => gate.passing.size, { message: "A's list reads in flight land first" }).toBe(0);
}

/** The machine's context before step `index` of a path (the path replayed on an actor whose requests never end). */
function contextBefore(steps: Step[], index: number) {
  const never = fromPromise(() => new Promise(() => {})) as never;
  const actor = createActor(
    friendRequestMachine.provide({
      actors: {
        sendRequest: never,
        cancelRequest: never,
        approveRequest: never,
        rejectRequest: never,
        removeFriend: never,
        readRelation: never,
      },
    }),
    { input: friendRequestModel.input as never },
  ).start();
  for (const step of steps.slice(0, index)) actor.send(step.event as never);
  const context = actor.getSnapshot().context;
  actor.stop();
  return context;
}

/** What a move's refusal leaves for the relation read after it, as the other side's first move made it. */
const refusedBy: Record<string, readonly OtherRelation[]> = {
  sendRequest: ["request_received"],
  cancelRequest: ["friend", "none"],
  approveRequest: ["none"],
  rejectRequest: ["none"],
  removeFriend: ["none"],
};

const actorOf = (step: Step | undefined) => /^xstate\.error\.actor\.(.+)$/.exec(step?.event.type ?? "")?.[1];
const isRefusal = (step: Step | undefined) =>
  actorOf(step) !== undefined && (step?.event.error as { status?: number } | undefined)?.status !== 0;

/** Before a tap whose request the path has refused: B moves first, A's list reads held meanwhile. */
async function beforeRefusedTap(ctx: DriveContext): Promise<void> {
  const refusal = nextStep(ctx);
  if (!isRefusal(refusal)) return;
  const read = upcoming(ctx).find((step) => step.event.type === "xstate.done.actor.readRelation");
  // what is read after the refusal, or (a path that ends before the read) what the refusal means
  const after =
    (read?.event.output as { relation: OtherRelation } | undefined)?.relation ??
    refusedBy[actorOf(refusal) ?? ""]?.[0] ??
    "none";
  const before = serverRelation(ctx);
  await holdLists(ctx);
  // the player's own move is the one refused: B's move leads from where both stand to what is read after
  await otherSideMakes(ctx, before, after);
  ctx.data.refused = { index: ctx.index, relation: after };
}

/**
 * The relation on the server before the step being performed: what the screen knows (the machine's
 * context), unless a refused move changed it since and the screen has not heard of anything after it
 * (its read failed): then what the other side's move made it.
 */
function serverRelation(ctx: DriveContext): OtherRelation {
  const refused = ctx.data.refused as { index: number; relation: OtherRelation } | undefined;
  const heardSince = ctx.steps
    .slice((refused?.index ?? 0) + 2, ctx.index)
    .some((step) => step.type === "friendRequest.sync" || /^xstate\.done\.actor\./.test(step.type));
  return refused && !heardSince ? refused.relation : contextBefore(ctx.steps, ctx.index).relation;
}

const button = (ctx: DriveContext, name: string) => ctx.page.getByRole("button", { name, exact: true });

export const friendRequestDriver: UiDriver = {
  model: friendRequestModel,
  machineId: "friendRequest",
  requests: {
    sendRequest: /\/api\/player\/friend\/sendRequest(\?|$)/,
    cancelRequest: /\/api\/player\/friend\/cancel\//,
    approveRequest: /\/api\/player\/friend\/approve\//,
    rejectRequest: /\/api\/player\/friend\/reject\//,
    removeFriend: /\/api\/player\/friend\/remove\//,
    readRelation: /\/api\/player\/friend\/search\?/,
  },
  undrivable(step, index, steps) {
    if (step.event.type === "xstate.done.actor.readRelation") {
      const refusal = steps
        .slice(0, index)
        .reverse()
        .find((earlier) => isRefusal(earlier));
      const actor = actorOf(refusal);
      const read = (step.event.output as { relation: OtherRelation }).relation;
      if (actor && !refusedBy[actor]?.includes(read))
        return `after ${actor} is refused, the other side's move leaves ${refusedBy[actor]?.join(" or ")}, not ${read}`;
    }
    return null;
  },
  timeout: (steps) => 30_000 + steps.length * 4_000,
  async arrange(ctx) {
    const [a, b] = await Promise.all([arrangePlayer(), arrangePlayer()]);
    ctx.data.players = { a, b } satisfies Players;
    const gate: ListGate = { holding: false, held: [], passing: new Set() };
    ctx.data.listGate = gate;
    const landed = (request: Request) => gate.passing.delete(request);
    ctx.page.on("requestfinished", landed);
    ctx.page.on("requestfailed", landed);
    await ctx.page.route(/\/api\/player\/friend\/(getRequests|getFriends)(\?|$)/, (route) => {
      if (gate.holding) gate.held.push(route);
      else {
        gate.passing.add(route.request());
        void route.continue();
      }
    });
    // the screen's card is read before the machine's requests are held
    await openSignedIn(ctx.page, a, `/my_contact/detail/${uidOf(b)}`);
    await expect(ctx.page.getByRole("heading", { level: 2, name: String(b.nickname ?? b.username) })).toBeVisible();
  },
  async start() {},
  events: {
    async "friendRequest.send"(ctx) {
      await beforeRefusedTap(ctx);
      await button(ctx, "Send friend request").click();
    },
    async "friendRequest.cancel"(ctx) {
      await beforeRefusedTap(ctx);
      await button(ctx, "Cancel request").click();
    },
    async "friendRequest.approve"(ctx) {
      await button(ctx, "Approve").click();
    },
    async "friendRequest.reject"(ctx) {
      await button(ctx, "Reject").click();
    },
    async "friendRequest.remove"(ctx) {
      await button(ctx, "Remove friend").click();
    },
    async "friendRequest.confirm"(ctx) {
      await beforeRefusedTap(ctx);
      await ctx.page.getByRole("group").getByRole("button").first().click();
    },
    async "friendRequest.dismiss"(ctx) {
      await button(ctx, "Go back").click();
    },
    async "friendRequest.retry"(ctx) {
      await button(ctx, "Try again").click();
    },
    async "friendRequest.sync"(ctx, step) {
      const from = serverRelation(ctx);
      await holdLists(ctx);
      await otherSideMakes(ctx, from, step.event.relation as OtherRelation);
      await releaseLists(ctx);
    },
    async "xstate.done.actor.readRelation"(ctx) {
      await ctx.release("readRelation", "continue");
      // once the read has landed, A's held list reads go through: they report the same relation now
      await expect
        .poll(() => ctx.page.evaluate(() => window.__flows?.friendRequest?.value ?? null))
        .not.toBe("reading");
      await releaseLists(ctx);
    },
  },
  states: {
    "idle.none": async (ctx) => {
      await expect(button(ctx, "Send friend request")).toBeEnabled();
      await expectLastServerMessage(ctx);
    },
    "idle.requestSent": async (ctx) => {
      await expect(button(ctx, "Cancel request")).toBeEnabled();
      await expectLastServerMessage(ctx);
    },
    "idle.requestReceived": async (ctx) => {
      await expect(button(ctx, "Approve")).toBeEnabled();
      await expect(button(ctx, "Reject")).toBeEnabled();
      await expectLastServerMessage(ctx);
    },
    "idle.approvalConfirmation": async (ctx) => {
      await expect(ctx.page.getByRole("group", { name: /^Accept .+ as a friend\?$/ })).toBeVisible();
    },
    "idle.rejectionConfirmation": async (ctx) => {
      await expect(ctx.page.getByRole("group", { name: /^Decline .+'s friend request\?$/ })).toBeVisible();
    },
    "idle.removalConfirmation": async (ctx) => {
      await expect(ctx.page.getByRole("group", { name: /^Remove .+ from your friends\?$/ })).toBeVisible();
    },
    "idle.friends": async (ctx) => {
      await expect(ctx.page.getByRole("link", { name: "Transfer" })).toBeVisible();
      await expect(button(ctx, "Remove friend")).toBeEnabled();
    },
    "idle.failed": async (ctx) => {
      await expect(ctx.page.getByText("We could not confirm that it was done.")).toBeVisible();
      await expect(button(ctx, "Try again")).toBeEnabled();
    },
    "idle.readFailed": async (ctx) => {
      await expect(button(ctx, "Try again")).toBeEnabled();
    },
    sending: async (ctx) => {
      await expect(ctx.page.getByRole("button", { name: "Send friend request" })).toHaveAttribute("aria-busy", "true");
    },
    cancelling: async (ctx) => {
      await expect(ctx.page.getByRole("button", { name: "Cancel request" })).toHaveAttribute("aria-busy", "true");
    },
    approving: async (ctx) => {
      await expect(ctx.page.getByRole("button", { name: "Accept" })).toHaveAttribute("aria-busy", "true");
    },
    rejecting: async (ctx) => {
      await expect(ctx.page.getByRole("button", { name: "Decline" })).toHaveAttribute("aria-busy", "true");
    },
    removing: async (ctx) => {
      await expect(button(ctx, "Remove")).toHaveAttribute("aria-busy", "true");
    },
    reading: async (ctx) => {
      await expect(ctx.page.locator(".relation")).toHaveAttribute("aria-busy", "true");
      await expectLastServerMessage(ctx);
    },
  },
};
