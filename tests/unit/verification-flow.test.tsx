import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor as waitForHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { hasAllDocuments, isReadyForReview, verificationMachine } from "../../machines/verification.machine.ts";
import { selectUploaded, selectVerificationStep } from "../../machines/verification.selectors.ts";
import type { DocumentKind, VerificationView } from "../../src/api/contract/verification.ts";
import { verificationKeys } from "../../src/api/verification.ts";
import { useVerificationFlow } from "../../src/flows/verification.ts";

const base: VerificationView = {
  status: "unverified",
  reason: null,
  submitted_at: null,
  decided_at: null,
  documents: [],
  thresholds: [{ currency: "MYR", amount: 100_000 }],
};
const withDocuments = (kinds: DocumentKind[], at = "2026-11-27T10:00:00.000Z"): VerificationView => ({
  ...base,
  documents: kinds.map((kind) => ({ kind, uploaded_at: at })),
});
const photo = new File(["not really a photo"], "id.jpg", { type: "image/jpeg" });

describe("the documents of the next review", () => {
  it("needs all three kinds", () => {
    expect(hasAllDocuments(withDocuments(["id_front", "id_back"]))).toBe(false);
    expect(hasAllDocuments(withDocuments(["id_front", "id_back", "selfie"]))).toBe(true);
  });

  it("after a rejection, may be sent again once one of them is new", () => {
    const rejected: VerificationView = {
      ...withDocuments(["id_front", "id_back", "selfie"]),
      status: "rejected",
      reason: "Blurred",
      decided_at: "2026-11-27T11:00:00.000Z",
      documents: [
        { kind: "id_front", uploaded_at: "2026-11-27T12:00:00.000Z" },
        { kind: "id_back", uploaded_at: "2026-11-27T10:00:00.000Z" },
        { kind: "selfie", uploaded_at: "2026-11-27T10:00:00.000Z" },
      ],
    };
    expect(hasAllDocuments(rejected)).toBe(true);
    expect(isReadyForReview(rejected)).toBe(true);
    // the three of the rejected review, none replaced
    const unchanged = {
      ...rejected,
      documents: rejected.documents.map((d) => ({ ...d, uploaded_at: "2026-11-27T10:00:00.000Z" })),
    };
    expect(isReadyForReview(unchanged)).toBe(false);
    expect(Object.values(selectUploaded({ matches: () => false, context: { view: rejected } } as never))).toEqual([
      { at: "2026-11-27T12:00:00.000Z", rejected: false },
      { at: "2026-11-27T10:00:00.000Z", rejected: true },
      { at: "2026-11-27T10:00:00.000Z", rejected: true },
    ]);
  });
});

describe("the verification machine", () => {
  function start(upload: (kind: DocumentKind) => Promise<VerificationView>) {
    const submit = vi.fn(
      async (): Promise<VerificationView> => ({
        ...withDocuments(["id_front", "id_back", "selfie"]),
        status: "pending",
      }),
    );
    const actor = createActor(
      verificationMachine.provide({
        actors: {
          loadVerification: fromPromise(async () => base),
          uploadDocument: fromPromise(({ input }) => upload(input.kind)),
          submitVerification: fromPromise(submit),
        },
      }),
    ).start();
    return { actor, submit };
  }

  it("sends for review only once all three documents are uploaded", async () => {
    const uploaded: DocumentKind[] = [];
    const { actor, submit } = start(async (kind) => {
      uploaded.push(kind);
      return withDocuments([...uploaded]);
    });
    await waitFor(actor, (snapshot) => snapshot.matches("documents"));
    for (const kind of ["id_front", "id_back"] as const) {
      actor.send({ type: "verification.upload", kind, file: photo });
      await waitFor(actor, (snapshot) => snapshot.matches("documents"));
    }
    expect(actor.getSnapshot().can({ type: "verification.submit" })).toBe(false);
    actor.send({ type: "verification.submit" });
    expect(submit).not.toHaveBeenCalled();
    actor.send({ type: "verification.upload", kind: "selfie", file: photo });
    await waitFor(actor, (snapshot) => snapshot.matches("documents"));
    expect(Object.keys(selectUploaded(actor.getSnapshot()))).toEqual(["id_front", "id_back", "selfie"]);
    actor.send({ type: "verification.submit" });
    await waitFor(actor, (snapshot) => snapshot.matches("pending"));
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it("keeps an upload's refusal with the document it is about", async () => {
    const { actor } = start(async () => {
      throw { status: 415, messageKey: "Unsupported file type" };
    });
    await waitFor(actor, (snapshot) => snapshot.matches("documents"));
    actor.send({ type: "verification.upload", kind: "id_back", file: photo });
    await waitFor(actor, (snapshot) => snapshot.matches("documents") && snapshot.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({ error: "Unsupported file type", errorKind: "id_back" });
  });
});

describe("the verification flow", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("reads the status again while under review when the operator decides, not on the echo of its own sending", async () => {
    const all = withDocuments(["id_front", "id_back", "selfie"]);
    const reads: VerificationView[] = [all, { ...all, status: "verified", decided_at: "2026-11-27T11:00:00.000Z" }];
    const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(new URL(String(input), "http://app.test"), init);
      const submitted = request.method === "POST";
      const body = submitted ? { ...all, status: "pending", submitted_at: "2026-11-27T10:05:00.000Z" } : reads.shift();
      return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
    });
    vi.stubGlobal("fetch", fetchMock);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useVerificationFlow(), { wrapper });
    await waitForHook(() => expect(selectVerificationStep(result.current[0])).toBe("documents"), { timeout: 10_000 });
    act(() => result.current[1]({ type: "verification.submit" }));
    await waitForHook(() => expect(selectVerificationStep(result.current[0])).toBe("pending"));
    // the server announces the sending (what src/flows/live-updates.tsx does on a `verification` event)
    await act(() => queryClient.invalidateQueries({ queryKey: verificationKeys.all }));
    expect(result.current[0].value).toBe("pending");
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // the operator decides
    await act(() => queryClient.invalidateQueries({ queryKey: verificationKeys.all }));
    await waitForHook(() => expect(selectVerificationStep(result.current[0])).toBe("verified"));
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("after a refused sending reads the status from the server again, not from what it holds", async () => {
    const all = withDocuments(["id_front", "id_back", "selfie"]);
    const reads: VerificationView[] = [all, { ...all, status: "pending", submitted_at: "2026-11-27T10:05:00.000Z" }];
    const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(new URL(String(input), "http://app.test"), init);
      if (request.method === "POST") {
        return new Response(JSON.stringify("Your documents are already under review"), {
          status: 409,
          headers: { "content-type": "application/json" },
        });
      }
      return new Response(JSON.stringify(reads.shift()), {
        status: 200,
        headers: { "content-type": "application/json" },
      });
    });
    vi.stubGlobal("fetch", fetchMock);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useVerificationFlow(), { wrapper });
    await waitForHook(() => expect(selectVerificationStep(result.current[0])).toBe("documents"), { timeout: 10_000 });
    // another device sent them first
    act(() => result.current[1]({ type: "verification.submit" }));
    await waitForHook(() => expect(selectVerificationStep(result.current[0])).toBe("pending"));
    expect(result.current[0].context.error).toBe("Your documents are already under review");
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
