/**
 * The app's side of the service worker (src/service-worker.ts), with vite-plugin-pwa's registration replaced: the
 * worker is registered at once when asked (the app asks after the first input: src/lib/first-input.ts); a new
 * version is offered as "Update available" with "Reload", which stays until taken and only then swaps the worker
 * (and reloads); ready-for-offline and a failed registration say nothing.
 */
import type { RegisterSWOptions } from "vite-plugin-pwa/types";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { activateLocale } from "../../src/i18n/i18n.ts";
import { afterFirstInput } from "../../src/lib/first-input.ts";
import { keepLoadedFiles, startServiceWorker, updatePromptId } from "../../src/service-worker.ts";
import { notify } from "../../src/ui/notifications.tsx";

vi.mock("../../src/ui/notifications.tsx", () => ({ notify: vi.fn() }));

/** The browser's service worker container, as far as the app uses it: whether a worker controls the page. */
const container = Object.assign(new EventTarget(), { controller: null as object | null });
Object.defineProperty(navigator, "serviceWorker", { value: container, configurable: true });

beforeAll(() => activateLocale("en-US"));
afterEach(() => {
  vi.mocked(notify).mockClear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Registers with a fake vite-plugin-pwa: what it was given, and its update function. */
function register() {
  const update = vi.fn(async (_reload?: boolean) => {});
  let options: RegisterSWOptions = {};
  startServiceWorker((given) => {
    options = given ?? {};
    return update;
  });
  return { options, update };
}

describe("the service worker's registration", () => {
  it("registers at once when asked, and says nothing when ready offline or when it cannot register", () => {
    const { options } = register();
    expect(options.immediate).toBe(true);
    options.onOfflineReady?.();
    options.onRegisterError?.(new Error("refused"));
    expect(notify).not.toHaveBeenCalled();
  });

  it("offers a new version with Reload, kept until the player takes it; only Reload swaps the worker", async () => {
    const { options, update } = register();
    options.onNeedRefresh?.();
    await vi.waitFor(() => expect(notify).toHaveBeenCalledTimes(1));
    const [kind, message, toast] = vi.mocked(notify).mock.calls[0] ?? [];
    expect(kind).toBe("info");
    expect(message).toBe("Update available");
    expect(toast?.id).toBe(updatePromptId);
    expect(toast?.duration).toBe(Number.POSITIVE_INFINITY);
    const action = toast?.action as { label: string; onClick: (event: unknown) => void; actionButtonStyle: object };
    expect(action.label).toBe("Reload");
    expect(action.actionButtonStyle).toEqual({ minHeight: 44, minWidth: 44 });
    expect(update).not.toHaveBeenCalled();
    action.onClick({});
    expect(update).toHaveBeenCalledWith(true);
  });
});

describe("when the first worker takes the page over", () => {
  it("fetches again, through it, the build's files the page loaded before (so the screens seen open offline)", () => {
    const loaded = ["/assets/app-a.js", "/assets/wallet-b.js", "/assets/app-a.js", "/api/player/wallet/getWallet"];
    vi.spyOn(performance, "getEntriesByType").mockReturnValue(
      [...loaded, "https://cdn.example/assets/x.js", "/tenant-assets/harimau/logo.svg"].map(
        (path) => ({ name: new URL(path, window.location.origin).href }) as PerformanceEntry,
      ),
    );
    const fetched = vi.fn(async (_url: string) => new Response(""));
    vi.stubGlobal("fetch", fetched);
    register();
    expect(fetched).not.toHaveBeenCalled();
    container.dispatchEvent(new Event("controllerchange"));
    expect(fetched.mock.calls.map(([url]) => new URL(url).pathname)).toEqual([
      "/assets/app-a.js",
      "/assets/wallet-b.js",
    ]);
    // once
    container.dispatchEvent(new Event("controllerchange"));
    expect(fetched).toHaveBeenCalledTimes(2);
    keepLoadedFiles();
    expect(fetched).toHaveBeenCalledTimes(4);
  });
});

describe("after the first input", () => {
  it("runs once, at the first tap or key, and not before", () => {
    const started = vi.fn();
    afterFirstInput(started);
    window.dispatchEvent(new Event("scroll"));
    expect(started).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("pointerdown"));
    window.dispatchEvent(new Event("keydown"));
    window.dispatchEvent(new Event("pointerdown"));
    expect(started).toHaveBeenCalledTimes(1);
  });

  it("can be stopped before any input", () => {
    const started = vi.fn();
    afterFirstInput(started)();
    window.dispatchEvent(new Event("keydown"));
    expect(started).not.toHaveBeenCalled();
  });
});
