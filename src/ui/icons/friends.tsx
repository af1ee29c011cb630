import { type IconProps, Svg } from "./svg.tsx";

/** Friends: two people side by side with a heart between them. */
export const FriendsIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="7.5" cy="8" r="3" />
    <circle cx="16.5" cy="8" r="3" />
    <path d="M2 20a5.5 5.5 0 0 1 8.5-4.6M22 20a5.5 5.5 0 0 0-8.5-4.6M12 21l-2.2-2.1a1.5 1.5 0 1 1 2.2-2 1.5 1.5 0 1 1 2.2 2z" />
  </Svg>
);
