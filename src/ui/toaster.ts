/**
 * Sonner with its styles as a CSS file loaded beside this lazy chunk. Sonner would otherwise add
 * them at runtime as an inline `<style>` element, which the page's CSP (no 'unsafe-inline')
 * refuses; vite.config.ts turns that injection off (cspPatches).
 */
import "sonner/dist/styles.css";

export { Toaster, toast } from "sonner";
