import type { Page } from "@playwright/test";

/** Goes to a path inside the app as a link would (the router follows history.pushState): no page load. */
export function goInside(page: Page, url: string): Promise<void> {
  return page.evaluate((to) => {
    const index = Number((history.state as { __TSR_index?: number } | null)?.__TSR_index ?? 0) + 1;
    const key = Math.random().toString(36).slice(2, 10);
    history.pushState({ __TSR_index: index, key, __TSR_key: key }, "", to);
  }, url);
}
