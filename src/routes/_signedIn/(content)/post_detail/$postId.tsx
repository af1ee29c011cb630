import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { postQuery } from "../../../../api/content.ts";
import { i18n } from "../../../../i18n/i18n.ts";
import { formatLocalDate } from "../../../../lib/dates.ts";
import { PageHeader } from "../../../../ui/page-header.tsx";
import { RichText } from "../../../../ui/rich-text.tsx";
import { SafeImage } from "../../../../ui/safe-image.tsx";
import { RoutePending } from "../../-components/route-pending.tsx";
import { ContentMissing } from "../-components/content-missing.tsx";

/** /post_detail/{id}: one news post, its cover and its body (clean HTML). */
export const Route = createFileRoute("/_signedIn/(content)/post_detail/$postId")({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(postQuery(i18n.locale, params.postId)),
  staticData: { title: msg`News`, pendingRows: 3 },
  pendingComponent: RoutePending,
  errorComponent: ContentMissing,
  component: PostScreen,
});

function PostScreen() {
  const { t, i18n: active } = useLingui();
  const { postId } = Route.useParams();
  const { data: post } = useSuspenseQuery(postQuery(active.locale, postId));
  return (
    <main className="screen">
      <PageHeader title={t`News`} />
      <article className="content-article" aria-labelledby="post-title">
        <SafeImage className="content-article__image" src={post.cover} alt="" width={600} height={300} />
        <h2 id="post-title" className="content-article__title">
          {post.title}
        </h2>
        <p className="content-card__meta">
          <time dateTime={post.published_at}>{formatLocalDate(post.published_at)}</time>
        </p>
        <RichText html={post.body} />
      </article>
    </main>
  );
}
