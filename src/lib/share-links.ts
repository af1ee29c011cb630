/**
 * Invite links: the register page with the player's referral code, and the share-intent URLs of the
 * common apps for a message and a link. Plain links (no SDK, nothing loaded from the apps' sites).
 */

/** `<origin>/register/<code>`: the register screen with the code filled in. */
export function inviteLink(origin: string, code: string): string {
  return `${origin}/register/${encodeURIComponent(code)}`;
}

export const shareApps = ["whatsapp", "telegram", "facebook", "line", "x", "email", "sms"] as const;
export type ShareApp = (typeof shareApps)[number];

/** The URL that opens `app` with `text` and `url` ready to send. */
export function shareIntent(app: ShareApp, text: string, url: string, subject: string): string {
  const u = encodeURIComponent(url);
  const both = encodeURIComponent(`${text} ${url}`);
  switch (app) {
    case "whatsapp":
      return `https://wa.me/?text=${both}`;
    case "telegram":
      return `https://t.me/share/url?url=${u}&text=${encodeURIComponent(text)}`;
    case "facebook":
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case "line":
      return `https://social-plugins.line.me/lineit/share?url=${u}`;
    case "x":
      return `https://x.com/intent/post?text=${encodeURIComponent(text)}&url=${u}`;
    case "email":
      return `mailto:?subject=${encodeURIComponent(subject)}&body=${both}`;
    case "sms":
      return `sms:?&body=${both}`;
  }
}
