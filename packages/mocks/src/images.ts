// Photos and avatars are images, not answers: a local placeholder stands for each, so nothing loads from the internet
// and screenshots never depend on the network.
import type { HttpHandler } from 'msw';
import { http, HttpResponse } from 'msw';

const avatarColors = ['#b6e3f4', '#c0aede', '#d1d4f9', '#ffd5dc', '#ffdfbf', '#c7f0d8'];

/**
 * A deterministic picture: a pastel square (its colour from `seed`) with a silhouette. Shapes, not a letter: an SVG
 * image cannot use the page's fonts, so a letter was drawn with a font of the machine's and screenshots differed.
 */
export function placeholderSvg(seed: string): string {
  let hash = 0;
  for (const char of seed.replace(/\.svg$/, '')) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256"><rect width="256" height="256" fill="${avatarColors[hash % avatarColors.length]}"/><g fill="#333" fill-opacity="0.45"><circle cx="128" cy="100" r="44"/><path d="M44 256c0-52 38-92 84-92s84 40 84 92z"/></g></svg>`;
}

const svg = (seed: string) =>
  new HttpResponse(placeholderSvg(seed), { headers: { 'Content-Type': 'image/svg+xml' } });

/** The server's avatar route and the media route of uploaded photos (drawn from the file's key). */
export const imageHandlers: HttpHandler[] = [
  http.get('*/api/avatars/:file', ({ params }) => svg(String(params.file))),
  http.get('*/media/photos/:memberId/:key/:file', ({ params }) => svg(String(params.key))),
];
