import { type IconProps, Svg } from "./svg.tsx";

export const GamepadIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M7 7h10a5 5 0 0 1 4.9 6l-.6 3a3 3 0 0 1-5.3 1.2L14.5 15h-5L8 17.2A3 3 0 0 1 2.7 16l-.6-3A5 5 0 0 1 7 7z" />
    <path d="M8 10v3M6.5 11.5h3M15.5 11h.01M17.5 13h.01" />
  </Svg>
);
