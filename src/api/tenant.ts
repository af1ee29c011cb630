import { request } from "./client.ts";

/** The boot call: checked against the contract once the answer checks have started, so no screen waits for arktype. */
export const getTheme = () => request("Theme", "/api/tenant/config/theme-data/mobile", { check: "deferred" });
export const checkSession = () => request("SessionCheck", "/api/tenant/user/check-session");
