import type { AvatarChoice } from "./avatarChoice";

interface Look {
  readonly bg: string;
  readonly skin: string;
  readonly hair: string;
  readonly style: 0 | 1 | 2 | 3;
  readonly extra: "none" | "glasses" | "bow" | "cap";
}

/** The 8 default pictures: drawn, so they cost no download and stay sharp at any size. */
const LOOKS: readonly Look[] = [
  { bg: "#ffd6d6", skin: "#f8d2b4", hair: "#3b2a20", style: 0, extra: "none" },
  { bg: "#d6ecff", skin: "#f1c7a1", hair: "#1f1f1f", style: 1, extra: "glasses" },
  { bg: "#fff1c2", skin: "#f8d9bf", hair: "#a0522d", style: 2, extra: "bow" },
  { bg: "#d9f7e3", skin: "#e9b98f", hair: "#2b2b2b", style: 3, extra: "cap" },
  { bg: "#eadcff", skin: "#f6cfae", hair: "#5b3a29", style: 2, extra: "glasses" },
  { bg: "#ffe3cc", skin: "#d9a27a", hair: "#111111", style: 0, extra: "cap" },
  { bg: "#d3f4f4", skin: "#f8d2b4", hair: "#c9792b", style: 1, extra: "none" },
  { bg: "#ffd9ec", skin: "#f3c6a5", hair: "#2d1b12", style: 3, extra: "bow" },
];

const HAIR = [
  "M26 44c0-16 10-24 24-24s24 8 24 24c-6-8-14-11-24-11s-18 3-24 11z",
  "M25 46c-1-17 9-27 25-27s26 10 25 27l-5-9c-6 3-14 4-20 1-6 3-14 2-20-1z",
  "M24 50c-2-20 9-31 26-31s28 11 26 31c-3-4-4-10-4-15-8 2-28 2-44 0 0 5-1 11-4 15z",
  "M27 42c2-14 11-21 23-21s21 7 23 21c-10-5-36-5-46 0z",
] as const;

export function DefaultPicture({ index }: { index: number }) {
  const look = LOOKS[index % LOOKS.length]!;
  return (
    <svg viewBox="0 0 100 100" width="100%" height="100%" aria-hidden="true" focusable="false">
      <circle cx="50" cy="50" r="50" fill={look.bg} />
      <path d="M22 100c2-18 14-27 28-27s26 9 28 27z" fill={look.hair} opacity="0.85" />
      <circle cx="50" cy="48" r="22" fill={look.skin} />
      <path d={HAIR[look.style]} fill={look.hair} />
      <circle cx="42" cy="50" r="2.6" fill="#2b2b2b" />
      <circle cx="58" cy="50" r="2.6" fill="#2b2b2b" />
      <path d="M43 59c4 4 10 4 14 0" fill="none" stroke="#b5523b" strokeWidth="2.4" strokeLinecap="round" />
      <circle cx="37" cy="57" r="3" fill="#ff9c9c" opacity="0.5" />
      <circle cx="63" cy="57" r="3" fill="#ff9c9c" opacity="0.5" />
      {look.extra === "glasses" && (
        <g fill="none" stroke="#333" strokeWidth="2">
          <circle cx="42" cy="50" r="6" />
          <circle cx="58" cy="50" r="6" />
          <path d="M48 50h4" />
        </g>
      )}
      {look.extra === "bow" && <path d="M62 28l10-6v12zM62 28l-10-6v12z" fill="#ff4d6d" />}
      {look.extra === "cap" && <path d="M27 38c4-14 42-14 46 0zM66 36h14v4H66z" fill="#1677ff" />}
    </svg>
  );
}

/** The player's avatar: their photo, a default picture, or the first letter of their name when nothing is chosen. */
export function AvatarPicture({ choice, name, className }: { choice: AvatarChoice | null; name: string; className?: string }) {
  const classes = `avatar-picture${className ? ` ${className}` : ""}`;
  if (choice?.kind === "photo") return <img className={classes} src={choice.dataUrl} alt="" />;
  if (choice?.kind === "default")
    return (
      <span className={classes}>
        <DefaultPicture index={choice.index} />
      </span>
    );
  return (
    <span className={`${classes} avatar-letter`} aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}

