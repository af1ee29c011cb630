import { QueryClient } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { aDeposit } from "../../machines/model-fixtures.ts";
import type { Transaction } from "../../src/api/contract/wallet.ts";
import { walletKeys } from "../../src/api/wallet.ts";
import { MoneyMoveResult } from "../../src/routes/_signedIn/(wallet)/-components/money-move-result.tsx";
import { TransactionDetails } from "../../src/routes/_signedIn/(wallet)/transaction/-components/transaction-details.tsx";
import { renderInRouter } from "../support/render-in-router.tsx";

const deposit = (changes: Partial<Transaction>): Transaction => ({ ...aDeposit, ...changes });
const withdrawal = (changes: Partial<Transaction>): Transaction =>
  deposit({
    type: "withdraw",
    channel: "bank",
    reference: "W2611210002",
    destination: "Maybank ••••5678",
    ...changes,
  });

async function renderResult(transaction: Transaction, props: { title?: string; text?: string } = {}) {
  renderInRouter(<MoneyMoveResult transaction={transaction} {...props} />);
  const status = await screen.findByRole("status");
  const card = status.closest("section") as HTMLElement;
  return { status, card };
}

describe("MoneyMoveResult", () => {
  it.each([
    ["approved", "success", "Payment successful", /ready to use now/],
    ["pending", "pending", "Deposit under review", /still pending after 20 minutes, contact support/],
    ["rejected", "failed", "Deposit rejected", /contact support with the reference/],
    ["cancelled", "failed", "Deposit cancelled", /contact support with the reference/],
  ] as const)("a %s crypto deposit: %s icon and colour, its title and next step", async (status, tone, title, next) => {
    const { status: region, card } = await renderResult(
      deposit({
        channel: "crypto",
        method: "TRC20",
        currency: "USDT",
        amount: 100_000_000,
        net_amount: 100_000_000,
        status,
      }),
    );
    expect(card).toHaveClass(`move-result--${tone}`);
    expect(within(region).getByRole("heading", { name: title })).toHaveFocus();
    expect(region.querySelector("svg.move-result__icon")).not.toBeNull();
    expect(within(region).getByText("100.00 USDT")).toBeInTheDocument();
    expect(within(card).getByText(next)).toBeInTheDocument();
    expect(within(card).getByText(`Reference: ${aDeposit.reference}`)).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Copy reference" })).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "View transaction" })).toHaveAttribute(
      "href",
      `/transaction/${aDeposit._id}`,
    );
    expect(within(card).getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/home");
  });

  it("the icon differs per outcome: a tick, a clock, a cross", async () => {
    const drawings = [];
    for (const status of ["approved", "pending", "rejected"] as const) {
      const rendered = renderInRouter(<MoneyMoveResult transaction={deposit({ channel: "crypto", status })} />);
      drawings.push((await screen.findByRole("status")).querySelector("svg.move-result__icon")?.innerHTML);
      rendered.unmount();
    }
    expect(new Set(drawings).size).toBe(3);
  });

  it("a bank transfer without its receipt waits for it (never 'Payment received') and offers the upload", async () => {
    const { card } = await renderResult(deposit({ status: "pending", receipt_url: null }));
    expect(card).toHaveClass("move-result--pending");
    expect(screen.getByRole("heading", { name: "Waiting for your receipt" })).toBeInTheDocument();
    expect(card).not.toHaveTextContent(/Payment received/);
    expect(within(card).getByRole("link", { name: "Upload receipt" })).toHaveAttribute(
      "href",
      `/submit_payment?id=${aDeposit._id}`,
    );
  });

  it("a bank transfer with its receipt is under review, with no upload offered", async () => {
    const { card } = await renderResult(deposit({ status: "pending", receipt_url: "/uploads/r.png" }));
    expect(screen.getByRole("heading", { name: "Deposit under review" })).toBeInTheDocument();
    expect(within(card).queryByRole("link", { name: "Upload receipt" })).toBeNull();
  });

  it("a payment page's deposit: pending waits for the confirmation, rejected is a failed payment", async () => {
    const first = renderInRouter(<MoneyMoveResult transaction={deposit({ channel: "e_wallet", method: "TNG" })} />);
    expect(await screen.findByRole("heading", { name: "Waiting for payment confirmation" })).toBeInTheDocument();
    first.unmount();
    await renderResult(deposit({ channel: "instant_deposit", status: "rejected" }));
    expect(screen.getByRole("heading", { name: "Payment failed" })).toBeInTheDocument();
    expect(screen.getByText("Nothing was added to your wallet.")).toBeInTheDocument();
  });

  it("a telco deposit shows the charge and what is credited", async () => {
    const { card } = await renderResult(
      deposit({ channel: "telco", method: "DIGI", amount: 10_000, fee: 3_000, net_amount: 7_000 }),
    );
    const figures = card.querySelector(".move-result__figures") as HTMLElement;
    expect(within(figures).getByText("Charge").nextElementSibling).toHaveTextContent(/RM\s?30\.00/);
    expect(within(figures).getByText("Credited").nextElementSibling).toHaveTextContent(/RM\s?70\.00/);
  });

  it("keeps a screen's own title and text (the withdraw screen's), adding icon and next step from the status", async () => {
    const { card } = await renderResult(withdrawal({ status: "pending" }), {
      title: "Withdrawal requested",
      text: "RM100.00 is on hold while we process it.",
    });
    expect(screen.getByRole("heading", { name: "Withdrawal requested" })).toBeInTheDocument();
    expect(screen.getByText("RM100.00 is on hold while we process it.")).toBeInTheDocument();
    expect(card).toHaveClass("move-result--pending");
    expect(card).toHaveTextContent(/Most withdrawals are processed within a few minutes/);
  });

  it("words a withdrawal's outcome: approved on its way to the bank, rejected back in the wallet", async () => {
    const first = renderInRouter(<MoneyMoveResult transaction={withdrawal({ status: "approved" })} />);
    expect(await screen.findByRole("heading", { name: "Withdrawal approved" })).toBeInTheDocument();
    expect(screen.getByText(/on its way to Maybank ••••5678/)).toBeInTheDocument();
    first.unmount();
    const { card } = await renderResult(withdrawal({ status: "rejected" }));
    expect(card).toHaveClass("move-result--failed");
    expect(screen.getByText(/is back in your wallet/)).toBeInTheDocument();
  });
});

describe("TransactionDetails", () => {
  it("names the method by the server's lists: the bank's name, never its code", async () => {
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    queryClient.setQueryData(walletKeys.banks(), [{ code: "MBB", name: "Maybank" }]);
    queryClient.setQueryData(walletKeys.depositOptions(), { channels: [], tenant_bank: null, crypto: null });
    renderInRouter(<TransactionDetails transaction={deposit({ channel: "instant_deposit" })} />, queryClient);
    const details = await screen.findByRole("region", { name: "Transaction details" });
    expect(within(details).getByText("Instant · Maybank")).toBeInTheDocument();
    expect(details).not.toHaveTextContent("MBB");
  });
});
