import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { contentPageQuery } from "../../../../api/content.ts";
import type { PageSlug } from "../../../../api/contract/content.ts";
import { EmptyState } from "../../../../ui/empty-state.tsx";
import { PageHeader } from "../../../../ui/page-header.tsx";
import { RichText } from "../../../../ui/rich-text.tsx";
import { SkeletonList } from "../../../../ui/skeleton-list.tsx";
import { ContactList } from "./contact-list.tsx";

/** About, terms and conditions, contact us: the tenant's page in the player's language (clean HTML). */
export function ContentPageScreen({ slug, title }: { slug: PageSlug; title: string }) {
  const { t, i18n } = useLingui();
  const page = useQuery(contentPageQuery(i18n.locale, slug));
  return (
    <main className="screen">
      <PageHeader title={page.data?.title ?? title} />
      {page.isPending ? (
        <SkeletonList rows={3} />
      ) : page.isError ? (
        <EmptyState title={t`Failed to load`} />
      ) : (
        <article className="content-article">
          {page.data.contacts.length > 0 ? <ContactList contacts={page.data.contacts} /> : null}
          <RichText html={page.data.body} />
        </article>
      )}
    </main>
  );
}
