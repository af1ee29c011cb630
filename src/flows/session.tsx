import type { QueryClient } from "@tanstack/react-query";
import { useSelector } from "@xstate/react";
import { createContext, type ReactNode, useContext, useEffect } from "react";
import { type Actor, createActor, fromPromise, type SnapshotFrom } from "xstate";
import { sessionMachine } from "../../machines/session.machine.ts";
import { clientToken, onUnauthorized, setClientCredentials } from "../api/client.ts";
import { loadPlayerConfig } from "../api/config.ts";
import { checkSession } from "../api/tenant.ts";
import { login, loginTwoStep, logout } from "../api/user.ts";
import { clearStoredSession, readStoredSession, writeStoredSession } from "./session-storage.ts";
import { withInspection } from "./use-flow.ts";

export type SessionActor = Actor<typeof sessionMachine>;
type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

const ActorContext = createContext<SessionActor | null>(null);

/**
 * The session actor of the whole app, read by any screen. The actor is made before React renders
 * (createSession, in main.tsx), so the router can resolve the first screen (its guards read the
 * session) before the prerendered HTML is hydrated.
 */
export const SessionContext = {
  useActorRef(): SessionActor {
    const actor = useContext(ActorContext);
    if (!actor) throw new Error("SessionContext: no SessionProvider above");
    return actor;
  },
  useSelector<T>(selector: (snapshot: SessionSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
    return useSelector(SessionContext.useActorRef(), selector, compare);
  },
};

function createSessionLogic(queryClient: QueryClient) {
  return sessionMachine.provide({
    actors: {
      // the player, or with two-step sign-in on, the challenge the app's code goes with
      login: fromPromise(({ input }) => login(input)),
      loginTwoStep: fromPromise(({ input }) => loginTwoStep(input)),
      // the browser's prompt and its library load when the player asks for it, not with the first screen
      passkeyLogin: fromPromise(() => import("./passkey-sign-in.ts").then((module) => module.signInWithPasskey())),
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

/** The session, restored from storage (none where there is no storage, as when prerendering), started. */
export function createSession(queryClient: QueryClient): SessionActor {
  const stored = readStoredSession();
  setClientCredentials({ token: stored.user?.jwtToken ?? null });
  return createActor(createSessionLogic(queryClient), { input: stored, inspect: withInspection().inspect }).start();
}

/** Holds the session actor for the whole app and wires it to the client and the page. */
export function SessionProvider({ session, children }: { session: SessionActor; children: ReactNode }) {
  return (
    <ActorContext.Provider value={session}>
      <SessionEffects />
      {children}
    </ActorContext.Provider>
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
