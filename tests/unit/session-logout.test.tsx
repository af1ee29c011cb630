import { QueryClient } from "@tanstack/react-query";
import { act, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clientToken, setClientCredentials } from "../../src/api/client.ts";
import { createSession, type SessionActor, SessionContext, SessionProvider } from "../../src/flows/session.tsx";
import { sessionStorageKey } from "../../src/flows/session-storage.ts";
import { signInStored } from "../support/signed-in-user.ts";

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

function Grab({ onActor }: { onActor: (actor: SessionActor) => void }) {
  onActor(SessionContext.useActorRef());
  return null;
}

/** Signed in from storage, with `logout` answered by `logoutAnswer`; returns the actor. */
function signedIn(logoutAnswer: () => Promise<Response>) {
  signInStored();
  const fetchMock = vi.fn((url: string) =>
    String(url).includes("/logout") ? logoutAnswer() : Promise.resolve(json(200, { ok: true })),
  );
  vi.stubGlobal("fetch", fetchMock);
  let actor: SessionActor | undefined;
  render(
    <SessionProvider session={createSession(new QueryClient())}>
      <Grab
        onActor={(a) => {
          actor = a;
        }}
      />
    </SessionProvider>,
  );
  if (!actor) throw new Error("no session actor");
  return { actor, fetchMock };
}

const logoutCalls = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes("/api/player/user/logout"));

describe("sign-out", () => {
  beforeEach(() => setClientCredentials({ token: null }));
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("tells the server to end the session, with this device's token", async () => {
    const { actor, fetchMock } = signedIn(() => Promise.resolve(json(200, { ok: true })));
    act(() => actor.send({ type: "session.logout" }));
    await vi.waitFor(() => expect(logoutCalls(fetchMock)).toHaveLength(1));
    const [url, init] = logoutCalls(fetchMock)[0] as [string, RequestInit];
    expect(url).toContain("/api/player/user/logout");
    expect(init.method).toBe("POST");
    expect(new Headers(init.headers).get("X-Cookie")).toBe("jwt-of-this-device");
    expect(actor.getSnapshot().matches("signedOut")).toBe(true);
  });

  it("signs out at once, whatever the server answers (offline, 401, never)", async () => {
    for (const answer of [
      () => Promise.reject(new TypeError("Failed to fetch")),
      () => Promise.resolve(json(401, "Unauthorized")),
      () => new Promise<Response>(() => {}),
    ]) {
      const { actor, fetchMock } = signedIn(answer);
      act(() => actor.send({ type: "session.logout" }));
      // Signed out before the call has answered: no token, nothing stored.
      expect(actor.getSnapshot().matches("signedOut")).toBe(true);
      expect(clientToken()).toBeNull();
      expect(localStorage.getItem(sessionStorageKey)).toBeNull();
      await vi.waitFor(() => expect(logoutCalls(fetchMock)).toHaveLength(1));
      await new Promise((done) => setTimeout(done, 0));
      // A failed sign-out call is not reported as a session ended elsewhere.
      expect(actor.getSnapshot().context.notice).toBeNull();
      expect(actor.getSnapshot().matches("signedOut")).toBe(true);
    }
  });
});
