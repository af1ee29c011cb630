import { queryOptions } from "@tanstack/react-query";
import { request } from "./client.ts";
import type { ConfigList, PlayerConfig } from "./contract/config.ts";

export const getPlayerBoConfig = () => request("ConfigList", "/api/player/config/getPlayerBoConfig");
export const getConfig = (key: string) =>
  request("ConfigEntry", "/api/player/config/getConfig", { method: "POST", body: { key } });

/** Builds the player config of SPEC §3 from the back-office key/value list. */
export function toPlayerConfig(entries: ConfigList): PlayerConfig {
  const value = (key: string) => entries.find((entry) => entry.key === key)?.value ?? null;
  let language: PlayerConfig["language"] = [];
  try {
    const parsed: unknown = JSON.parse(value("language") ?? "[]");
    if (Array.isArray(parsed)) {
      language = parsed.filter(
        (item): item is { text: string; value: string } =>
          typeof item?.text === "string" && typeof item?.value === "string",
      );
    }
  } catch {
    language = [];
  }
  return { timezone: value("timezone"), device_subscribe: value("device_subscribe"), language };
}

export const loadPlayerConfig = async () => toPlayerConfig(await getPlayerBoConfig());

export const configQuery = (key: string) => queryOptions({ queryKey: ["config", key], queryFn: () => getConfig(key) });
