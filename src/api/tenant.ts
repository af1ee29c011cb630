import { request } from "./client.ts";

const contract = () => import("./contract/tenant.ts");
const Theme = async () => (await contract()).Theme;
const SessionCheck = async () => (await contract()).SessionCheck;

/** The boot call: checked against the contract in the background so no screen waits for arktype. */
export const getTheme = () => request(Theme, "/api/tenant/config/theme-data/mobile", { check: "deferred" });
export const checkSession = () => request(SessionCheck, "/api/tenant/user/check-session");
