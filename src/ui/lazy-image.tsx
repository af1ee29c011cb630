import type { ImgHTMLAttributes } from "react";
import { SafeImage } from "./safe-image.tsx";

/**
 * An image of a long list (game art, provider logos): fetched only when it comes near the screen, decoded off the
 * main thread, inside a box that holds its place and shows a placeholder until it is drawn, so nothing moves when
 * it arrives (no layout shift). The box's class gives it its size or ratio (lobby.css), as the image's own
 * `width` and `height` do before CSS applies. A broken image falls back to the placeholder image (SPEC §8).
 */
export function LazyImage({
  className,
  ...props
}: ImgHTMLAttributes<HTMLImageElement> & { className: string; width: number; height: number }) {
  return (
    <span className={`lazy-image ${className}`}>
      <SafeImage {...props} loading="lazy" decoding="async" />
    </span>
  );
}
