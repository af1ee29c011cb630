import { useRouter } from "@tanstack/react-router";
import { screenExists } from "../../../../ui/navigation.tsx";

/** Whether the app has a screen at a path of the route tree (a screen a later branch adds is linked once it is there). */
export function useScreenExists(path: string): boolean {
  return screenExists(useRouter().routesByPath, path);
}
