import { Svg } from './EmptyState.styles';

/** Line art for the common empty lists. Purely decorative (aria-hidden). */
const drawings = {
  messages: (
    <>
      <rect className="card" x="18" y="30" width="56" height="40" rx="10" />
      <path className="soft" d="M30 45h32M30 55h20" />
      <path
        className="card"
        d="M46 52h46a10 10 0 0 1 10 10v18a10 10 0 0 1-10 10H80l-10 10v-10h-14a10 10 0 0 1-10-10z"
      />
      <path className="line" d="M58 71h32M58 80h18" />
    </>
  ),
  likes: (
    <>
      <rect className="card" x="30" y="22" width="60" height="76" rx="10" />
      <path
        className="line"
        d="M60 80s-17-10-17-22c0-6 4-10 9-10 4 0 6 2 8 5 2-3 4-5 8-5 5 0 9 4 9 10 0 12-17 22-17 22z"
      />
      <path className="soft" d="M44 36h32" />
    </>
  ),
  search: (
    <>
      <rect className="card" x="22" y="26" width="52" height="64" rx="10" />
      <path className="soft" d="M34 42h28M34 52h20M34 62h24" />
      <circle className="card" cx="76" cy="70" r="16" />
      <path className="line" d="M76 54a16 16 0 1 1 0 32a16 16 0 0 1 0-32zM88 82l12 12" />
    </>
  ),
  photos: (
    <>
      <rect className="card" x="22" y="30" width="76" height="60" rx="10" />
      <circle className="soft" cx="44" cy="50" r="6" />
      <path className="line" d="M30 82l20-20 14 14 10-10 16 16" />
    </>
  ),
} as const;

export type EmptyStateIllustrationName = keyof typeof drawings;

export function EmptyStateIllustration({ name }: { name: EmptyStateIllustrationName }) {
  return (
    <Svg viewBox="0 0 120 120" aria-hidden="true" focusable="false" data-name={name}>
      <circle className="disc" cx="60" cy="60" r="56" />
      {drawings[name]}
    </Svg>
  );
}
