import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { fromPromise } from "xstate";
import { verificationMachine } from "../../machines/verification.machine.ts";
import { submitVerification, uploadDocument, verificationKeys, verificationQuery } from "../api/verification.ts";
import { walletKeys } from "../api/wallet.ts";
import { justLoaded } from "./just-loaded.ts";
import { useFlow } from "./use-flow.ts";

/** The verification machine wired to the verification API and the query cache. */
export function verificationLogic(queryClient: QueryClient) {
  return verificationMachine.provide({
    actors: {
      loadVerification: fromPromise(() => queryClient.fetchQuery({ ...verificationQuery(), staleTime: justLoaded })),
      uploadDocument: fromPromise(({ input }) => uploadDocument(input.kind, input.file)),
      submitVerification: fromPromise(() => submitVerification()),
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
 * (the operator decided: src/flows/live-updates.tsx invalidates the view) reads the status again.
 */
export function useVerificationFlow() {
  const queryClient = useQueryClient();
  const logic = useMemo(() => verificationLogic(queryClient), [queryClient]);
  const [snapshot, send, actor] = useFlow(logic);
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        const invalidated = event.type === "updated" && event.action.type === "invalidate";
        if (invalidated && event.query.queryKey[0] === verificationKeys.all[0]) {
          actor.send({ type: "verification.refresh" });
        }
      }),
    [queryClient, actor],
  );
  return [snapshot, send, actor] as const;
}
