import { SafeImage } from "./safe-image.tsx";

/** Another player's picture, or the first letter of their name on the accent colour when they have none. */
export function PlayerAvatar({ avatar, name, size = 44 }: { avatar: string | null; name: string; size?: number }) {
  if (avatar) return <SafeImage className="avatar" src={avatar} alt="" width={size} height={size} />;
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? "?";
  return (
    <span className="avatar avatar--initial" aria-hidden="true" style={{ width: size, height: size }}>
      {initial}
    </span>
  );
}
