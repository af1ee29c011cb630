import { QueryClient } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PlayLimit, ResponsibleView } from "../../src/api/contract/responsible.ts";
import type { DepositOptions } from "../../src/api/contract/wallet.ts";
import { responsibleQuery } from "../../src/api/responsible.ts";
import { depositOptionsQuery } from "../../src/api/wallet.ts";
import { formatDateTime } from "../../src/lib/dates.ts";
import { DepositScreen } from "../../src/routes/_signedIn/(wallet)/deposit/-components/deposit-screen.tsx";
import { tightestDepositLimit } from "../../src/routes/_signedIn/(wallet)/deposit/-components/use-deposit-limit.ts";
import { renderInRouter } from "../support/render-in-router.tsx";

const resets = "2026-11-28T16:00:00.000Z";
const limit = (key: PlayLimit["key"], value: number | null, used: number): PlayLimit => ({
  key,
  value,
  used,
  left: value === null ? null : Math.max(0, value - used),
  resets_at: resets,
  pending: null,
});

/** A daily deposit limit of RM 200 with RM 150 deposited today, and a weekly one of RM 1,000. */
const view: ResponsibleView = {
  currency: "MYR",
  limits: [
    limit("deposit_day", 20_000, 15_000),
    limit("deposit_week", 100_000, 15_000),
    limit("deposit_month", null, 15_000),
    limit("loss_day", 1_000, 0),
  ],
  reality_check_minutes: 0,
  restriction: null,
};

const options: DepositOptions = {
  channels: [
    {
      channel: "crypto",
      currency: "MYR",
      min: 1_000,
      max: 3_000_000,
      gateway_text: "10 - 30,000 MYR",
      methods: [{ code: "TRC20", name: "TRC20" }],
      charge_percent: 0,
    },
  ],
  tenant_bank: null,
  crypto_address: null,
} as unknown as DepositOptions;

describe("tightestDepositLimit", () => {
  it("is the deposit limit that leaves the least now, in the wallet's currency only", () => {
    expect(tightestDepositLimit(view, "MYR")?.key).toBe("deposit_day");
    const weekTighter = { ...view, limits: [limit("deposit_day", 20_000, 0), limit("deposit_week", 30_000, 25_000)] };
    expect(tightestDepositLimit(weekTighter, "MYR")?.key).toBe("deposit_week");
    expect(tightestDepositLimit(view, "USDT")).toBeNull();
    expect(tightestDepositLimit({ ...view, limits: [limit("loss_day", 1_000, 0)] }, "MYR")).toBeNull();
    expect(tightestDepositLimit(undefined, "MYR")).toBeNull();
  });
});

describe("the deposit form and the deposit limit", () => {
  const line = () => new RegExp(`RM\\s?50\\.00 left of your daily deposit limit · resets ${formatDateTime(resets)}`);

  beforeEach(() => {
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(() => vi.unstubAllGlobals());

  function renderDeposit() {
    const requests: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: string | URL | Request) => {
        const url = String(input instanceof Request ? input.url : input);
        requests.push(url);
        if (url.includes("/api/player/responsible")) {
          return new Response(JSON.stringify(view), { status: 200, headers: { "content-type": "application/json" } });
        }
        // the server refuses the deposit before any gateway
        return new Response(JSON.stringify("This deposit would pass your deposit limit"), {
          status: 403,
          headers: { "content-type": "application/json" },
        });
      }),
    );
    // what is cached stays fresh: only what the flow makes stale is read again
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    client.setQueryData(depositOptionsQuery().queryKey, options);
    client.setQueryData(responsibleQuery().queryKey, view);
    renderInRouter(<DepositScreen channel="crypto" />, client);
    return { requests };
  }

  it("says what is left of the limit before a deposit, and with the reason when one would pass it", async () => {
    const { requests } = renderDeposit();
    const amount = await screen.findByLabelText("Amount (MYR)");
    // before any deposit: the form's limits, and what is left of the tightest deposit limit
    expect(amount).toHaveAccessibleDescription(line());
    await userEvent.type(amount, "100");
    await userEvent.type(screen.getByLabelText("Transaction hash (TxID)"), "a".repeat(64));
    const limitReads = () => requests.filter((url) => url.includes("/api/player/responsible")).length;
    expect(limitReads()).toBe(0);
    await userEvent.click(screen.getByRole("button", { name: "Deposit" }));
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        new RegExp(`^This deposit would pass your deposit limit · ${line().source}$`),
      ),
    );
    expect(amount).toHaveAttribute("aria-invalid", "true");
    // the amount typed stays, to be changed; the limits were read again after the refusal
    expect(amount).toHaveValue("100");
    await waitFor(() => expect(limitReads()).toBe(1));
    // a changed amount is not the refused one: the reason goes, what is left stays
    await userEvent.type(amount, "0");
    expect(amount).not.toHaveAttribute("aria-invalid");
    expect(amount).toHaveAccessibleDescription(line());
  });
});
