import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { marqueeQuery } from "../../../../api/content.ts";
import { MegaphoneIcon } from "../../../../ui/icons.tsx";

/**
 * The newest announcements (pinned first) running as a marquee on /home, leading to /announcement. Accessible:
 * the text is real text in a link (read once by screen readers: the copy that closes the loop is hidden from
 * them), it pauses on hover, on focus and with its pause button (WCAG 2.2.2), and with prefers-reduced-motion it
 * stands still, showing the first notice cut with an ellipsis. Not a <marquee>.
 */
export function AnnouncementMarquee() {
  const { t, i18n } = useLingui();
  const notices = useQuery(marqueeQuery(i18n.locale));
  const [paused, setPaused] = useState(false);
  const titles = notices.data?.items.map((notice) => notice.title) ?? [];
  if (notices.isError || (notices.isSuccess && titles.length === 0)) return null;
  const text = titles.join("   •   ");
  // about 8 characters a second, whatever the language
  const seconds = Math.max(10, Math.round(text.length / 8));
  return (
    <section className={paused ? "marquee marquee--paused" : "marquee"} aria-label={t`Announcements`}>
      <MegaphoneIcon className="marquee__icon" />
      {notices.isPending ? (
        <span className="marquee__viewport skeleton-row" />
      ) : (
        <Link to="/announcement" className="marquee__viewport" data-testid="announcement-marquee">
          <span className="marquee__track" style={{ animationDuration: `${seconds}s` }}>
            <span className="marquee__text">{text}</span>
            <span className="marquee__text marquee__text--loop" aria-hidden="true">
              {text}
            </span>
          </span>
        </Link>
      )}
      <button
        type="button"
        className="marquee__toggle"
        aria-pressed={paused}
        aria-label={t`Pause announcements`}
        onClick={() => setPaused((was) => !was)}
      >
        <span aria-hidden="true" className={paused ? "marquee__play" : "marquee__pause"} />
      </button>
    </section>
  );
}
