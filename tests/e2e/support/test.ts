/**
 * The e2e tests' `test` and `expect`. Every spec imports them from here (not from @playwright/test) so that
 * checks every screen must pass (layout: nothing wider than the phone, no clipped text) run wherever a test goes.
 */
export { expect, test } from "@playwright/test";
