import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { fromPromise } from "xstate";
import { verificationMachine } from "../../machines/verification.machine.ts";
import { submitVerification, uploadDocument, verificationKeys, verificationQuery } from "../api/verification.ts";
import { walletKeys } from "../api/wallet.ts";
import { useFlow } from "./use-flow.ts";

/**
 * The `verification` events the player's own changes will bring back: the server announces every upload and
 * every sending for review on the player's stream (to their other devices too), and this screen knows those
 * already. Counted from when a change is sent, since its event may come before its answer. A change that failed
 * is not counted: a refusal brings no event, and after a lost answer one more reading is better than a decision
 * missed.
 */
type Echoes = { expected: number };

/** The verification machine wired to the verification API and the query cache. */
export function verificationLogic(queryClient: QueryClient, echoes: Echoes = { expected: 0 }) {
  const own = async <T>(change: () => Promise<T>): Promise<T> => {
    echoes.expected += 1;
    try {
      return await change();
    } catch (error) {
      echoes.expected = Math.max(0, echoes.expected - 1);
      throw error;
    }
  };
  return verificationMachine.provide({
    actors: {
      // always from the server: the status is read when it may have changed (a decision, a refusal)
      loadVerification: fromPromise(() => queryClient.fetchQuery({ ...verificationQuery(), staleTime: 0 })),
      uploadDocument: fromPromise(({ input }) => own(() => uploadDocument(input.kind, input.file))),
      submitVerification: fromPromise(() => own(() => submitVerification())),
    },
    actions: {
      // the answer is the view as it is now: it replaces the cached one; the withdraw form's status is read again
      refreshVerification: ({ context }) => {
        if (context.view) queryClient.setQueryData(verificationKeys.all, context.view);
        void queryClient.invalidateQueries({ queryKey: walletKeys.withdrawInfo() });
      },
    },
  });
}

/**
 * /verification's flow. While the documents are under review, a `verification` event of the player's stream
 * (src/flows/live-updates.tsx invalidates the view: the operator decided) reads the status again; the events of
 * the player's own uploads and sending are known already and change nothing.
 */
export function useVerificationFlow() {
  const queryClient = useQueryClient();
  const echoes = useMemo<Echoes>(() => ({ expected: 0 }), []);
  const logic = useMemo(() => verificationLogic(queryClient, echoes), [queryClient, echoes]);
  const [snapshot, send, actor] = useFlow(logic);
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        const invalidated = event.type === "updated" && event.action.type === "invalidate";
        if (!invalidated || event.query.queryKey[0] !== verificationKeys.all[0]) return;
        if (echoes.expected > 0) {
          echoes.expected -= 1;
          // known already: the view stays as the answer left it, and the next event marks it stale again
          event.query.setState({ ...event.query.state, isInvalidated: false });
        } else {
          actor.send({ type: "verification.refresh" });
        }
      }),
    [queryClient, actor, echoes],
  );
  return [snapshot, send, actor] as const;
}
