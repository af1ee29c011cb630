import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentType } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { setClientCredentials } from "../../src/api/client.ts";
import { createSession, SessionProvider } from "../../src/flows/session.tsx";
import { loadLocale } from "../../src/i18n/i18n.ts";
import { signInStored } from "../support/signed-in-user.ts";

// the screen alone, without a router: its route is only a holder of the component
vi.mock("@tanstack/react-router", () => ({
  createFileRoute: () => (options: unknown) => ({ options }),
  useNavigate: () => vi.fn(),
  useRouter: () => ({ history: { back: vi.fn() }, navigate: vi.fn() }),
}));

let Screen: ComponentType;
beforeAll(async () => {
  const { Route } = await import("../../src/routes/_signedIn/(account)/profile/edit_nickname.tsx");
  Screen = (Route as unknown as { options: { component: ComponentType } }).options.component;
  await loadLocale("ms-MY");
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  setClientCredentials({ token: null });
});

function renderScreen(answer: { status: number; body: unknown }) {
  signInStored();
  vi.stubGlobal(
    "fetch",
    vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify(answer.body), {
          status: answer.status,
          headers: { "content-type": "application/json" },
        }),
      ),
    ),
  );
  const queryClient = new QueryClient();
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider session={createSession(queryClient)}>
          <Screen />
        </SessionProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe("edit nickname", () => {
  it("shows the server's refusal of the name beside the field, translated, keeping what was typed", async () => {
    renderScreen({ status: 400, body: "This nickname is reserved" });
    const field = screen.getByLabelText("Nama panggilan");
    await userEvent.clear(field);
    await userEvent.type(field, "Support Team");
    await userEvent.click(screen.getByRole("button", { name: "Simpan" }));
    await vi.waitFor(() => expect(field).toHaveAttribute("aria-invalid", "true"));
    expect(field).toHaveValue("Support Team");
    expect(field).toHaveAccessibleDescription("Nama panggilan ini dikhaskan");
    await vi.waitFor(() => expect(field).toHaveFocus());
    expect(screen.queryByRole("alert")).toBeNull();
    // editing the name clears the refusal
    await userEvent.type(field, "x");
    expect(field).not.toHaveAttribute("aria-invalid");
  });

  it("shows a name taken by another player the same way", async () => {
    renderScreen({ status: 409, body: "This nickname is already taken" });
    const field = screen.getByLabelText("Nama panggilan");
    await userEvent.clear(field);
    await userEvent.type(field, "ALICE");
    await userEvent.click(screen.getByRole("button", { name: "Simpan" }));
    await vi.waitFor(() => expect(field).toHaveAttribute("aria-invalid", "true"));
    expect(field).toHaveValue("ALICE");
    expect(field).toHaveAccessibleDescription("Nama panggilan ini telah digunakan");
  });
});
