import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { AccountChoice } from "../../src/routes/_signedIn/(wallet)/transfer/-components/transfer-accounts.ts";
import { TransferForm } from "../../src/routes/_signedIn/(wallet)/transfer/-components/transfer-form.tsx";
import { renderWithI18n } from "../support/render.tsx";

// jsdom lays nothing out: the form's scrolling is recorded, not done
beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});

const choice = (id: string, name: string, balance: number, extra: Partial<AccountChoice> = {}): AccountChoice => ({
  id,
  name,
  currency: "MYR",
  balance,
  logo: null,
  maintenance: false,
  internalTransfer: true,
  ...extra,
});

const choices = [
  choice("wallet", "Main wallet", 50_000),
  choice("DRG", "Dragon Gaming", 20_000),
  choice("SPX", "SportX", 5_000, { internalTransfer: false }),
  choice("RYL", "Royal Baccarat", 0, { maintenance: true }),
];

function renderForm(props: Partial<Parameters<typeof TransferForm>[0]> = {}) {
  const onReview = vi.fn();
  renderWithI18n(
    <TransferForm
      mode="any"
      choices={choices}
      preset={{}}
      initial={null}
      error={null}
      busy={false}
      onReview={onReview}
      {...props}
    />,
  );
  return { onReview };
}

describe("TransferForm", () => {
  it("offers every account with its balance and sends whole units as minor units", async () => {
    const { onReview } = renderForm();
    const from = screen.getByRole("combobox", { name: "From" });
    expect(from).toHaveValue("wallet");
    expect(screen.getByRole("option", { name: /Main wallet · RM\s?500\.00/ })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "To" }), "SPX");
    await userEvent.type(screen.getByLabelText("Amount (MYR)"), "120");
    await userEvent.click(screen.getByRole("button", { name: "Review transfer" }));
    expect(onReview).toHaveBeenCalledWith({ from: "wallet", to: "SPX", amount: 12_000 });
  });

  it("says why a game cannot be chosen: under maintenance, or no transfers between games", async () => {
    renderForm();
    expect(screen.getAllByRole("option", { name: "Royal Baccarat (under maintenance)" })[0]).toBeDisabled();
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "From" }), "DRG");
    // a game to a game that takes no transfers from games
    expect(screen.getByRole("option", { name: "SportX (no transfers between games)" })).toBeDisabled();
    expect(screen.getByRole("combobox", { name: "To" })).toHaveValue("wallet");
  });

  it("checks what was typed (whole units) and leaves the balance to the flow", async () => {
    const { onReview } = renderForm();
    await userEvent.type(screen.getByLabelText("Amount (MYR)"), "1.5");
    await userEvent.click(screen.getByRole("button", { name: "Review transfer" }));
    expect(screen.getByLabelText("Amount (MYR)")).toHaveAccessibleDescription(
      "Enter a whole number, without spaces or decimals",
    );
    await userEvent.clear(screen.getByLabelText("Amount (MYR)"));
    // more than the wallet holds still goes to the flow, which refuses it
    await userEvent.type(screen.getByLabelText("Amount (MYR)"), "9000");
    await userEvent.click(screen.getByRole("button", { name: "Review transfer" }));
    expect(onReview).toHaveBeenCalledWith({ from: "wallet", to: "DRG", amount: 900_000 });
  });

  it("shows the flow's refusal at the amount it judged, and keeps what was typed", () => {
    renderForm({ initial: { from: "DRG", to: "wallet", amount: 30_000 }, error: "Insufficient balance" });
    expect(screen.getByRole("combobox", { name: "From" })).toHaveValue("DRG");
    expect(screen.getByLabelText("Amount (MYR)")).toHaveValue("300");
    expect(screen.getByLabelText("Amount (MYR)")).toHaveAccessibleDescription("Insufficient balance");
  });

  it("shows a refusal about the accounts at the form", () => {
    renderForm({ initial: { from: "wallet", to: "DRG", amount: 1_000 }, error: "Fail to connect game" });
    expect(screen.getByRole("alert")).toHaveTextContent("Fail to connect game");
  });

  it("main wallet ⇄ one game: a direction and the game", async () => {
    const { onReview } = renderForm({ mode: "wallet", preset: { from: "DRG", to: "wallet" } });
    expect(screen.getByRole("combobox", { name: "Game" })).toHaveValue("DRG");
    expect(screen.getByRole("radio", { name: "Game to wallet" })).toBeChecked();
    await userEvent.click(screen.getByRole("radio", { name: "Wallet to game" }));
    await userEvent.type(screen.getByLabelText("Amount (MYR)"), "5");
    await userEvent.click(screen.getByRole("button", { name: "Review transfer" }));
    expect(onReview).toHaveBeenCalledWith({ from: "wallet", to: "DRG", amount: 500 });
  });
});
