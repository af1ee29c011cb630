import { useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { useTheme } from "../../../../theme/theme-context.ts";

/** The message an invite is sent with, in the player's language (the link follows it). */
export function useInviteMessage(code: string): { text: string; subject: string } {
  const { t } = useLingui();
  const brand = useTheme().brand_name;
  return {
    text: t`Join me on ${brand}! Register with my referral code ${code}:`,
    subject: t`Join me on ${brand}`,
  };
}

/**
 * Shares the invite with the phone's own share sheet (Web Share API) where it has one; elsewhere, or when the
 * sheet cannot take it, opens /share (the apps as links, and copy). Closing the sheet without sharing is no error.
 */
export function useShareInvite(code: string, link: string): () => Promise<void> {
  const navigate = useNavigate();
  const { text, subject } = useInviteMessage(code);
  return async () => {
    const data = { title: subject, text, url: link };
    if (typeof navigator.share === "function" && (navigator.canShare?.(data) ?? true)) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    await navigate({ to: "/share" });
  };
}
