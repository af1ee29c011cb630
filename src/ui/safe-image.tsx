import { type ImgHTMLAttributes, useState } from "react";

/** An image that falls back to the placeholder when it cannot load (SPEC §8). */
export function SafeImage({ src, alt, ...props }: ImgHTMLAttributes<HTMLImageElement>) {
  const [failed, setFailed] = useState<string | undefined>(undefined);
  const broken = !src || failed === src;
  return <img {...props} alt={alt} src={broken ? "/placeholder.svg" : src} onError={() => setFailed(src)} />;
}
