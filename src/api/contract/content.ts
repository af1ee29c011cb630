import { type } from "arktype";
import { defaultLocale, localeTags } from "../../lib/locales.ts";
import { PublicUrl, SafeLines, SafeText } from "./common.ts";

/**
 * Content of a tenant: events (promotions with a period), announcements (short notices; the newest run as the
 * marquee on /home), posts (news with a cover and a rich HTML body) and the pages about, terms and contact us.
 * The operator writes each text per language (the app's, src/lib/locales.ts); a player is served the language their
 * app asks for (Accept-Language), falling back to en-US where a text has no translation. Rich bodies are HTML of
 * the allow-list in src/lib/rich-html.ts, cleaned on the server on write and again in the app before rendering.
 */

/** The app's languages (src/lib/locales.ts). */
export const contentLocales = localeTags;
export const ContentLocale = type.enumerated(...contentLocales);
export type ContentLocale = typeof ContentLocale.infer;
export const fallbackContentLocale: ContentLocale = defaultLocale;

export const eventStatuses = ["upcoming", "running", "ended"] as const;
export const EventStatus = type.enumerated(...eventStatuses);
export type EventStatus = typeof EventStatus.infer;

export const pageSlugs = ["about", "tnc", "contact_us"] as const;
export const PageSlug = type.enumerated(...pageSlugs);
export type PageSlug = typeof PageSlug.infer;

export const contactKinds = ["whatsapp", "telegram", "email", "phone", "hours"] as const;
export const ContactKind = type.enumerated(...contactKinds);
export type ContactKind = typeof ContactKind.infer;

/** An instant as ISO 8601 with its zone (what the server answers). */
const Instant = type("string");

// ---------- answers ----------

export const EventSummary = type({
  _id: "string.uuid",
  title: "string",
  summary: "string",
  banner: PublicUrl,
  starts_at: Instant,
  ends_at: Instant,
  status: EventStatus,
  /** The language the texts are in (the player's, or en-US where there is no translation). */
  locale: ContentLocale,
});
export type EventSummary = typeof EventSummary.infer;

/** One event with its rich body (clean HTML). */
export const EventDetail = EventSummary.merge({ body: "string", now: Instant });
export type EventDetail = typeof EventDetail.infer;

/** A page of events: running first, then upcoming, then ended; `now` is the server's clock (remaining time). */
export const EventPage = type({
  items: EventSummary.array(),
  page: "number.integer",
  limit: "number.integer",
  total: "number.integer",
  now: Instant,
});
export type EventPage = typeof EventPage.infer;

/** A notice: plain text (shown as text, never as HTML). Pinned ones first, then the newest. */
export const Announcement = type({
  _id: "string.uuid",
  title: "string",
  body: "string",
  pinned: "boolean",
  published_at: Instant,
  locale: ContentLocale,
});
export type Announcement = typeof Announcement.infer;

export const AnnouncementPage = type({
  items: Announcement.array(),
  page: "number.integer",
  limit: "number.integer",
  total: "number.integer",
});
export type AnnouncementPage = typeof AnnouncementPage.infer;

export const PostSummary = type({
  _id: "string.uuid",
  title: "string",
  summary: "string",
  cover: PublicUrl,
  published_at: Instant,
  locale: ContentLocale,
});
export type PostSummary = typeof PostSummary.infer;

export const PostDetail = PostSummary.merge({ body: "string" });
export type PostDetail = typeof PostDetail.infer;

export const PostPage = type({
  items: PostSummary.array(),
  page: "number.integer",
  limit: "number.integer",
  total: "number.integer",
});
export type PostPage = typeof PostPage.infer;

/** A way to reach support (contact us): a WhatsApp or phone number, a Telegram handle, an email, opening hours. */
export const ContactEntry = type({ kind: ContactKind, value: "0 < string <= 120" });
export type ContactEntry = typeof ContactEntry.infer;

export const ContentPage = type({
  slug: PageSlug,
  title: "string",
  body: "string",
  contacts: ContactEntry.array(),
  updated_at: Instant,
  locale: ContentLocale,
});
export type ContentPage = typeof ContentPage.infer;

// ---------- requests ----------

export const maxContentPage = 50;

export const ContentQuery = type({
  page: "1 <= number.integer <= 100000",
  limit: `1 <= number.integer <= ${maxContentPage}`,
});
export type ContentQuery = typeof ContentQuery.infer;

export const ContentId = type("string.uuid");

// ---------- the sandbox operator ----------

export const contentTitleMax = 120;
export const contentSummaryMax = 300;
/** A rich body as written (before cleaning); an announcement's plain body is shorter. */
export const contentBodyMax = 12_000;
export const announcementBodyMax = 1_000;

/** A ISO instant the operator types or picks (datetime-local "2026-11-25T10:00" is read as GMT+8). */
export const ContentInstant = type(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/);

const OptionalLocale = { "locale?": ContentLocale };

/** An event as the operator writes it: the shared fields, and the texts in one language. */
export const SandboxEventBody = type({
  ...OptionalLocale,
  title: SafeText(1, contentTitleMax),
  "summary?": SafeText(0, contentSummaryMax),
  body: `string <= ${contentBodyMax}`,
  banner: PublicUrl.and("string <= 300"),
  starts_at: ContentInstant,
  ends_at: ContentInstant,
  /** Lower first among events of the same status; a form sends it as digits. */
  "position?": /^\d{1,3}$/,
});
export type SandboxEventBody = typeof SandboxEventBody.infer;

export const SandboxAnnouncementBody = type({
  ...OptionalLocale,
  title: SafeText(1, contentTitleMax),
  body: SafeLines(1, announcementBodyMax),
  "pinned?": "'on' | 'true' | 'false' | boolean",
});
export type SandboxAnnouncementBody = typeof SandboxAnnouncementBody.infer;

export const SandboxPostBody = type({
  ...OptionalLocale,
  title: SafeText(1, contentTitleMax),
  "summary?": SafeText(0, contentSummaryMax),
  body: `string <= ${contentBodyMax}`,
  cover: PublicUrl.and("string <= 300"),
});
export type SandboxPostBody = typeof SandboxPostBody.infer;

/** About / terms / contact us in one language; contact us's entries one a line ("whatsapp: 60123456789"). */
export const SandboxPageBody = type({
  ...OptionalLocale,
  title: SafeText(1, contentTitleMax),
  body: `string <= ${contentBodyMax}`,
  "contacts?": SafeLines(0, 1_000),
});
export type SandboxPageBody = typeof SandboxPageBody.infer;
