import type { QueryClient } from "@tanstack/react-query";
import { createActorContext } from "@xstate/react";
import { type ReactNode, useEffect, useMemo } from "react";
import { fromPromise } from "xstate";
import { type SessionInput, sessionMachine } from "../../machines/session.machine.ts";
import { clientToken, onUnauthorized, setClientCredentials } from "../api/client.ts";
import { loadPlayerConfig } from "../api/config.ts";
import { checkSession } from "../api/tenant.ts";
import { login, logout } from "../api/user.ts";
import { clearStoredSession, readStoredSession, writeStoredSession } from "./session-storage.ts";
import { withInspection } from "./use-flow.ts";

export const SessionContext = createActorContext(sessionMachine);

export type SessionActor = ReturnType<typeof SessionContext.useActorRef>;

function createSessionLogic(queryClient: QueryClient) {
  return sessionMachine.provide({
    actors: {
      login: fromPromise(({ input }) => login(input)),
      loadConfig: fromPromise(({ input }) => {
        // the player config is read with the token of the user just signed in
        setClientCredentials({ token: input.token });
        return loadPlayerConfig();
      }),
      checkSession: fromPromise(() => checkSession()),
    },
    actions: {
      storeSession: (_, { user, config }) => {
        setClientCredentials({ token: user.jwtToken });
        writeStoredSession({ user, config });
      },
      clearSession: ({ event }) => {
        if (event.type === "session.logout") {
          // Sign-out ends the session on the server too; fire and forget: whatever that call
          // answers (or if it never does), the player is signed out here at once.
          const token = clientToken();
          if (token) logout(token).catch(() => {});
        }
        setClientCredentials({ token: null });
        clearStoredSession();
        queryClient.clear();
      },
    },
  });
}

/** Holds the session actor for the whole app and wires it to the client and the page. */
export function SessionProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const logic = useMemo(() => createSessionLogic(queryClient), [queryClient]);
  const input = useMemo<SessionInput>(() => {
    const stored = readStoredSession();
    setClientCredentials({ token: stored.user?.jwtToken ?? null });
    return stored;
  }, []);
  return (
    <SessionContext.Provider logic={logic} options={withInspection({ input })}>
      <SessionEffects />
      {children}
    </SessionContext.Provider>
  );
}

function SessionEffects() {
  const session = SessionContext.useActorRef();
  useEffect(
    () => onUnauthorized((error) => session.send({ type: "session.unauthorized", messageKey: error.messageKey })),
    [session],
  );
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === "visible") session.send({ type: "session.visible" });
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [session]);
  return null;
}
