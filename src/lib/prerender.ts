/**
 * What the build's prerender (scripts/prerender.ts, src/prerender.tsx), the server that serves its
 * pages (server/http/prerendered.ts) and the app that hydrates them (src/main.tsx) agree on.
 */
/** On #root of a prerendered page: the id of the deepest route its HTML was drawn for (`__root__`: not found). */
export const prerenderedRouteAttribute = "data-prerendered-route";

/** The prerendered pages, by file name: the path they are drawn at. */
export const prerenderedPages = {
  login: "/login",
  register: "/register",
  forgotPassword: "/forgotPassword",
  "not-found": "/__prerender-not-found__",
} as const;

export type PrerenderedPage = keyof typeof prerenderedPages;

/**
 * The theme the pages are drawn with: tokens the server replaces with the tenant's values (escaped)
 * when it serves a page, so one build serves every tenant, each page already in its theme.
 */
export const themePlaceholders = {
  brand_name: "tenant-theme-brand_name-4f1c",
  logo: "/tenant-theme-logo-4f1c",
  themecolor: "#4f1c4f",
  user_card_arrow_left: "/tenant-theme-user_card_arrow_left-4f1c",
  user_card_arrow_right: "/tenant-theme-user_card_arrow_right-4f1c",
  restore_icon: "/tenant-theme-restore_icon-4f1c",
} as const;
