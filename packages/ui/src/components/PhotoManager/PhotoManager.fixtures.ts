// Own photos for the photo manager's and the photos screen's stories: generated pictures, the same on every run.
// Storybook only; not exported from the package.
import type { OwnPhoto } from '@app/contract';

/** A flat, generated picture (no network, the same on every run). */
const art = (index: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240"><rect width="240" height="240" fill="hsl(${(index * 47) % 360} 55% 62%)"/><circle cx="120" cy="100" r="44" fill="hsl(${(index * 47) % 360} 40% 35%)"/><rect x="56" y="160" width="128" height="80" rx="40" fill="hsl(${(index * 47) % 360} 40% 35%)"/></svg>`,
  )}`;

export const photo = (index: number, extra: Partial<OwnPhoto> = {}): OwnPhoto => ({
  id: index + 1,
  isMain: index === 0,
  position: index,
  moderation: 'approved',
  rejectionReason: null,
  source: 'upload',
  urls: { grid: art(index), card: art(index), full: art(index) },
  width: 1600,
  height: 1600,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...extra,
});
