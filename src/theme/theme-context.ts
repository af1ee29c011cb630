import { createContext, useContext } from "react";
import type { Theme } from "../api/contract/tenant.ts";

export const ThemeContext = createContext<Theme | null>(null);

/** The tenant theme; available to every screen, since none shows before it loads. */
export function useTheme(): Theme {
  const theme = useContext(ThemeContext);
  if (!theme) throw new Error("useTheme outside the theme boot gate");
  return theme;
}
