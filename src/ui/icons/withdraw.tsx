import { type IconProps, Svg } from "./svg.tsx";

export const WithdrawIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 15V3M7 8l5-5 5 5M4 21h16" />
  </Svg>
);
