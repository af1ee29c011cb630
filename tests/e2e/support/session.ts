import { expect, type Page } from "@playwright/test";

/** Logs in through the login screen and waits for /home. */
export async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** Reads "RM1,234.00"-style text back into sen, for before/after comparisons. */
export function senOf(text: string): number {
  const digits = text.replace(/[^\d.]/g, "");
  const [whole = "0", cents = "00"] = digits.split(".");
  return Number(whole) * 100 + Number(cents.padEnd(2, "0").slice(0, 2));
}
