import { Link } from "@tanstack/react-router";
import type { PostSummary } from "../../../../api/contract/content.ts";
import { formatLocalDate } from "../../../../lib/dates.ts";
import { ChevronRightIcon } from "../../../../ui/icons.tsx";
import { SafeImage } from "../../../../ui/safe-image.tsx";

/** A news post in a list: cover, title, summary and date; opens the post. */
export function PostRow({ post }: { post: PostSummary }) {
  return (
    <li>
      <Link to="/post_detail/$postId" params={{ postId: post._id }} className="list-item post-row">
        <SafeImage className="post-row__cover" src={post.cover} alt="" width={96} height={48} loading="lazy" />
        <div className="list-item__main">
          <p className="post-row__title">{post.title}</p>
          {post.summary ? <p className="post-row__summary">{post.summary}</p> : null}
          <p className="list-item__meta">
            <time dateTime={post.published_at}>{formatLocalDate(post.published_at)}</time>
          </p>
        </div>
        <ChevronRightIcon className="list-item__chevron" />
      </Link>
    </li>
  );
}
