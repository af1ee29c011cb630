import { expect } from "@playwright/test";
import { bankAccountModel } from "../../../machines/bank-account.model.ts";
import type { FundedPlayer } from "../../server/support/wallet.ts";
import { type DriveContext, nextStep, type UiDriver } from "./engine.ts";
import { arrangePlayer, expectLastServerMessage, messageOf, openSignedIn } from "./players.ts";

/**
 * The bank-account statechart on /bank_account/create. What the server answers is made
 * real by what is typed: a holder who is not the player, or the account the player
 * already has (arranged through the API when the path needs it), else a new account.
 */
const playerOf = (ctx: DriveContext) => ctx.data.player as FundedPlayer;

let accountCounter = 0;
const freshAccountNumber = () => {
  accountCounter += 1;
  return `88${String(Date.now()).slice(-7)}${accountCounter}`;
};

const addButton = (ctx: DriveContext) => ctx.page.getByRole("button", { name: "Add bank account" });

export const bankAccountDriver: UiDriver = {
  model: bankAccountModel,
  machineId: "bankAccount",
  requests: { saveBankAccount: /\/api\/player\/bank\/(create|update)BankAccount/ },
  async arrange(ctx) {
    const duplicate = ctx.steps.some((step) => messageOf(step.event) === "Bank account already added");
    const player = await arrangePlayer({ bank: duplicate });
    ctx.data.player = player;
    await openSignedIn(ctx.page, player, "/account");
  },
  async start({ page }) {
    await page.getByRole("link", { name: "Bank accounts" }).click();
    await page.getByRole("link", { name: "Add bank account" }).click();
  },
  events: {
    async "bankAccount.save"(ctx) {
      const { page } = ctx;
      const player = playerOf(ctx);
      const answer = messageOf(nextStep(ctx)?.event ?? {});
      const existing = answer === "Bank account already added" ? player.bankAccount : null;
      ctx.data.number = existing?.account_number ?? freshAccountNumber();
      await page.getByLabel("Bank").selectOption(existing?.bank_code ?? "CIMB");
      await page
        .getByLabel("Account holder name")
        .fill(answer === "Account holder name must match your registered full name" ? "Someone Else" : player.fullName);
      await page.getByLabel("Account number").fill(String(ctx.data.number));
      await addButton(ctx).click();
    },
  },
  states: {
    async editing(ctx) {
      await expect(ctx.page.getByRole("heading", { name: "Add bank account" })).toBeVisible();
      await expect(ctx.page.getByLabel("Account holder name")).toBeVisible();
      await expect(addButton(ctx)).toBeEnabled();
      await expectLastServerMessage(ctx);
    },
    async saving(ctx) {
      await expect(addButton(ctx)).toHaveAttribute("aria-busy", "true");
    },
    async saved(ctx) {
      // a toast says so; back on the list, the new account in it
      await expect(ctx.page.getByText("Bank account added", { exact: true })).toBeVisible();
      await expect(ctx.page).toHaveURL(/\/bank_account$/);
      await expect(
        ctx.page.getByRole("link", { name: new RegExp(`••••${String(ctx.data.number).slice(-4)}`) }),
      ).toBeVisible();
    },
  },
};
