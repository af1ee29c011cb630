import { openSignedIn } from "./paths/players.ts";
import { test } from "./support/test.ts";

test("shots", async ({ page, browser }) => {
  await openSignedIn(page, { username: "demo", password: "Demo1234" }, "/deposit/bank_transfer?inspect");
  await page.waitForTimeout(1500);
  for (const [w, h] of [[360, 740], [1280, 800]] as const) {
    for (const locale of ["en-US", "zh-CN", "ms-MY"]) {
      const device = await browser.newContext({ viewport: { width: w, height: h }, locale, isMobile: w < 400 });
      const flows = await device.newPage();
      await flows.goto("/flows");
      await flows.getByRole("checkbox").first().check();
      await flows.locator("li.live-lane").first().waitFor();
      const deposit = flows.locator('li.live-lane[data-machine="deposit"]').last();
      await deposit.locator("summary").first().click();
      await deposit.locator("summary").nth(1).click();
      await deposit.scrollIntoViewIfNeeded();
      await flows.screenshot({ path: `/tmp/shots-live/${w}-${locale}.png`, fullPage: w < 400 });
      await device.close();
    }
  }
});
