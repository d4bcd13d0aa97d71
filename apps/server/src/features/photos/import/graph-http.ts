// The HTTP layer the Graph API adapters share: GET calls with the member's token (in the Authorization header, so
// it never lands in a URL or a log) and the app's appsecret_proof, Graph error bodies turned into ImportErrors, and
// photo downloads from the providers' CDNs under the upload size cap. Tested against recorded responses with an
// injected fetch (test/features/photos/import).
import { createHmac } from 'node:crypto';
import type { AlbumPhotosPage, ProviderPhoto } from './provider.ts';
import { ALBUM_PHOTOS_PAGE, ImportError } from './provider.ts';

/** The Graph API version both adapters call (Facebook's and Instagram's hosts share the versioning). */
export const GRAPH_API_VERSION = 'v24.0';
export const FACEBOOK_GRAPH_URL = `https://graph.facebook.com/${GRAPH_API_VERSION}`;
export const INSTAGRAM_GRAPH_URL = `https://graph.instagram.com/${GRAPH_API_VERSION}`;

/** The Graph API answers within a second or two; a member waiting longer is better told to try again. */
const CALL_TIMEOUT_MS = 8000;
/** A photo of up to 15 MB from a CDN. */
const DOWNLOAD_TIMEOUT_MS = 30_000;

/**
 * Graph error codes that connecting again fixes: 190 (the token expired or was revoked), 102 (session), 10 and
 * 200–299 (a permission the member did not grant, e.g. user_photos).
 */
function isTokenError(code: number): boolean {
  return code === 190 || code === 102 || code === 10 || (code >= 200 && code <= 299);
}

/** Graph's "Unsupported get request. Object with ID … does not exist" (code 100, subcode 33). */
const NO_SUCH_OBJECT = 33;

/** Graph ids (albums, photos, media) are decimal digits; anything else would change the path of the call. */
export const GRAPH_ID = /^\d{1,40}$/;

export interface GraphHttpOptions {
  /** Names the provider in errors and logs. */
  label: 'Facebook' | 'Instagram';
  baseUrl: string;
  /** The app secret: every call carries appsecret_proof, so a stolen member token is useless without it. */
  appSecret?: string | undefined;
  fetch?: typeof fetch | undefined;
}

interface GraphErrorBody {
  error?: { code?: unknown; error_subcode?: unknown; type?: unknown };
}

export function graphHttp(options: GraphHttpOptions) {
  const fetchImpl = options.fetch ?? fetch;
  const { label } = options;

  async function send(call: string, url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
    try {
      return await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      throw new ImportError('unavailable', `${label} ${call}: no answer`);
    }
  }

  /**
   * GET `path` (with its query) as the member. `cursor`, when given, is sent as `after`; a Graph "invalid
   * parameter" answer to a call with a cursor is then a bad cursor rather than a missing object.
   */
  async function get(
    call: string,
    path: string,
    query: Record<string, string>,
    accessToken: string | undefined,
    cursor?: string,
  ): Promise<unknown> {
    if (!accessToken) throw new ImportError('rejected', `${label} ${call}: no access token`);
    const url = new URL(`${options.baseUrl}${path}`);
    url.search = new URLSearchParams({
      ...query,
      ...(cursor === undefined ? {} : { after: cursor }),
      ...(options.appSecret
        ? { appsecret_proof: createHmac('sha256', options.appSecret).update(accessToken).digest('hex') }
        : {}),
    }).toString();
    const response = await send(
      call,
      url.toString(),
      { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } },
      CALL_TIMEOUT_MS,
    );
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new ImportError('unavailable', `${label} ${call}: the answer is not JSON`, response.status);
    }
    if (response.ok) return body;
    const error = (body as GraphErrorBody | null)?.error;
    const code = typeof error?.code === 'number' ? error.code : undefined;
    const message = `${label} ${call}: ${response.status}${code === undefined ? '' : ` (code ${code})`}`;
    if (response.status === 401 || (code !== undefined && isTokenError(code))) {
      throw new ImportError('rejected', message, response.status);
    }
    if (response.status === 400 && code === 100) {
      const missing = error?.error_subcode === NO_SUCH_OBJECT || cursor === undefined;
      throw new ImportError(missing ? 'not_found' : 'bad_cursor', message, response.status);
    }
    if (response.status === 404) throw new ImportError('not_found', message, response.status);
    throw new ImportError('unavailable', message, response.status);
  }

  /** The bytes of a photo at a CDN URL of the provider's answer (signed URLs: no token sent), at most `maxBytes`. */
  async function download(call: string, source: string, maxBytes: number): Promise<Buffer> {
    if (!source.startsWith('https://')) {
      throw new ImportError('unavailable', `${label} ${call}: the photo URL is not https`);
    }
    const response = await send(call, source, { headers: { accept: 'image/*' } }, DOWNLOAD_TIMEOUT_MS);
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw new ImportError('unavailable', `${label} ${call}: ${response.status}`, response.status);
    }
    const declared = Number(response.headers.get('content-length'));
    if (Number.isFinite(declared) && declared > maxBytes) {
      await response.body.cancel();
      throw new ImportError('too_large', `${label} ${call}: ${declared} bytes`);
    }
    // Read it piece by piece so a CDN sending more than it declared (or no length) is cut off at the cap.
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > maxBytes) {
          await reader.cancel();
          throw new ImportError('too_large', `${label} ${call}: over ${maxBytes} bytes`);
        }
        chunks.push(value);
      }
    } catch (error) {
      if (error instanceof ImportError) throw error;
      throw new ImportError('unavailable', `${label} ${call}: the download broke off`);
    }
    return Buffer.concat(chunks);
  }

  /**
   * One page of an album's photos (ALBUM_PHOTOS_PAGE a page): the list call at `path` with `fields`, each item made
   * a photo by `toPhoto` (items it cannot use, null, are left out).
   */
  async function photoPage(
    call: string,
    path: string,
    fields: string,
    accessToken: string | undefined,
    cursor: string | undefined,
    toPhoto: (raw: unknown) => ProviderPhoto | null,
  ): Promise<AlbumPhotosPage> {
    const body = await get(call, path, { fields, limit: String(ALBUM_PHOTOS_PAGE) }, accessToken, cursor);
    const photos = dataOf(label, call, body).flatMap((raw) => toPhoto(raw) ?? []);
    return { photos, nextCursor: nextCursorOf(body) };
  }

  return { get, download, photoPage };
}

/** A Graph list answer's next-page cursor: `after`, only when Graph says there is a next page. */
export function nextCursorOf(body: unknown): string | null {
  const paging = (body as { paging?: { next?: unknown; cursors?: { after?: unknown } } } | null)?.paging;
  const after = paging?.cursors?.after;
  return typeof paging?.next === 'string' && typeof after === 'string' && after !== '' ? after : null;
}

/** A Graph list answer's `data`, or an ImportError when the answer has none. */
export function dataOf(label: string, call: string, body: unknown): unknown[] {
  const data = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) throw new ImportError('unavailable', `${label} ${call}: the answer has no data`);
  return data;
}

const positive = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

/** A count in a Graph answer (an album's photos, an account's media), 0 when missing or not a positive integer. */
export const countOf = (value: unknown): number => (positive(value) ? value : 0);

export interface GraphImage {
  source: string;
  width: number;
  height: number;
}

/** A Facebook photo's `images` (the sizes Facebook keeps of it), the well-formed https ones only. */
export function imagesOf(raw: unknown): GraphImage[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((image: { source?: unknown; width?: unknown; height?: unknown } | null) =>
    image &&
    typeof image.source === 'string' &&
    image.source.startsWith('https://') &&
    positive(image.width) &&
    positive(image.height)
      ? [{ source: image.source, width: image.width, height: image.height }]
      : [],
  );
}

/** The smallest image whose shorter side is at least `minSide` (else the largest): thumbnails. */
export function smallestCovering(images: readonly GraphImage[], minSide: number): GraphImage | undefined {
  const bySize = [...images].sort((a, b) => a.width * a.height - b.width * b.height);
  return bySize.find((image) => Math.min(image.width, image.height) >= minSide) ?? bySize.at(-1);
}

/** The largest image: what is imported. */
export function largest(images: readonly GraphImage[]): GraphImage | undefined {
  return [...images].sort((a, b) => b.width * b.height - a.width * a.height)[0];
}
