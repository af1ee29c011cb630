import type { SVGProps } from "react";

/**
 * Inline SVG icons (no icon font), one module each (src/ui/icons/*.tsx), so that a chunk carries only the icons
 * it draws: the first screen has six of them, not all fifty. Decorative unless given a title by the caller.
 */
export type IconProps = SVGProps<SVGSVGElement>;

export function Svg({ children, ...props }: IconProps) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}
