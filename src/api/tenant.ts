import { request } from "./client.ts";
import { SessionCheck, Theme } from "./contract/tenant.ts";

export const getTheme = () => request(Theme, "/api/tenant/config/theme-data/mobile");
export const checkSession = () => request(SessionCheck, "/api/tenant/user/check-session");
