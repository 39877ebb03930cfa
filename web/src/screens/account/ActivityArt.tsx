/**
 * The activity centre's drawn banners: a gift (red packets), coloured balls (first deposits) and two figures
 * (check-ins and invitations). Decorative: hidden from screen readers.
 */
export function BannerArt({ kind }: { kind: 0 | 1 | 2 }) {
  if (kind === 0)
    return (
      <svg viewBox="0 0 320 120" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="ac0" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ef5a3c" />
            <stop offset="1" stopColor="#b81d2b" />
          </linearGradient>
        </defs>
        <rect width="320" height="120" fill="url(#ac0)" />
        <circle cx="270" cy="20" r="60" fill="#fff" opacity="0.08" />
        <circle cx="300" cy="110" r="40" fill="#fff" opacity="0.08" />
        <g transform="translate(228 34)">
          <rect x="0" y="22" width="60" height="44" rx="6" fill="#ffc53d" />
          <rect x="-4" y="12" width="68" height="14" rx="4" fill="#ffd666" />
          <rect x="26" y="12" width="8" height="54" fill="#d9363e" />
          <path d="M30 12c-10-16-26-10-18 0zM30 12c10-16 26-10 18 0z" fill="#d9363e" />
        </g>
      </svg>
    );
  if (kind === 1)
    return (
      <svg viewBox="0 0 320 120" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="ac1" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#3d6bff" />
            <stop offset="1" stopColor="#1d39c4" />
          </linearGradient>
        </defs>
        <rect width="320" height="120" fill="url(#ac1)" />
        <circle cx="40" cy="110" r="50" fill="#fff" opacity="0.07" />
        <g transform="translate(236 28)" fill="#fff">
          <circle cx="20" cy="20" r="18" opacity="0.95" />
          <circle cx="50" cy="34" r="18" fill="#ffc53d" />
          <circle cx="22" cy="56" r="18" opacity="0.8" />
          <text x="20" y="26" fontSize="18" fontWeight="700" textAnchor="middle" fill="#1d39c4">7</text>
          <text x="50" y="40" fontSize="18" fontWeight="700" textAnchor="middle" fill="#5c3b00">8</text>
          <text x="22" y="62" fontSize="18" fontWeight="700" textAnchor="middle" fill="#1d39c4">9</text>
        </g>
      </svg>
    );
  return (
    <svg viewBox="0 0 320 120" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="ac2" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#13a8a8" />
          <stop offset="1" stopColor="#006d75" />
        </linearGradient>
      </defs>
      <rect width="320" height="120" fill="url(#ac2)" />
      <circle cx="280" cy="100" r="70" fill="#fff" opacity="0.07" />
      <g transform="translate(232 30)">
        <circle cx="18" cy="16" r="12" fill="#fff" />
        <path d="M0 60c2-18 10-26 18-26s16 8 18 26z" fill="#fff" />
        <circle cx="50" cy="22" r="10" fill="#ffc53d" />
        <path d="M34 62c2-15 8-22 16-22s14 7 16 22z" fill="#ffc53d" />
      </g>
    </svg>
  );
}

