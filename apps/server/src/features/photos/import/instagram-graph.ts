// The Instagram adapter, over the Instagram API with Instagram Login (graph.instagram.com; the Basic Display API it
// replaces was shut down in December 2024). It reads the member's own media with a user access token carrying the
// instagram_business_basic permission, which Instagram grants to professional (business or creator) accounts.
// Instagram has no albums in its API: the media are listed as one album (INSTAGRAM_ALBUM). Images and carousels are
// offered (a carousel's media_url is its first image); videos and reels are left out.
import { GRAPH_ID, INSTAGRAM_GRAPH_URL, countOf, graphHttp } from './graph-http.ts';
import type { PhotoImportProvider, ProviderPhoto } from './provider.ts';
import { INSTAGRAM_ALBUM, ImportError } from './provider.ts';

export interface InstagramGraphOptions {
  /** The Instagram app's secret, when set: calls then carry appsecret_proof. */
  appSecret?: string | undefined;
  fetch?: typeof fetch;
}

/**
 * Instagram's media objects carry no pixel size; its feed images are 1080 wide, and the import dialog crops
 * thumbnails to squares anyway. The real size is read from the bytes when the photo is imported.
 */
const INSTAGRAM_SIDE = 1080;

interface InstagramMedia {
  id?: unknown;
  media_type?: unknown;
  media_url?: unknown;
}

function imageUrlOf(media: InstagramMedia | null): string | null {
  if (media?.media_type !== 'IMAGE' && media?.media_type !== 'CAROUSEL_ALBUM') return null;
  return typeof media.media_url === 'string' && media.media_url.startsWith('https://')
    ? media.media_url
    : null;
}

function toPhoto(raw: unknown): ProviderPhoto | null {
  const media = raw as InstagramMedia | null;
  const url = imageUrlOf(media);
  if (!url || typeof media?.id !== 'string' || !GRAPH_ID.test(media.id)) return null;
  return { id: media.id, thumbUrl: url, width: INSTAGRAM_SIDE, height: INSTAGRAM_SIDE };
}

export function instagramGraphProvider(options: InstagramGraphOptions = {}): PhotoImportProvider {
  const graph = graphHttp({ label: 'Instagram', baseUrl: INSTAGRAM_GRAPH_URL, ...options });

  return {
    provider: 'instagram',
    sandbox: false,

    async verifyToken(accessToken) {
      const body = (await graph.get('me', '/me', { fields: 'user_id,username' }, accessToken)) as {
        user_id?: unknown;
      } | null;
      if (body?.user_id === undefined)
        throw new ImportError('rejected', 'Instagram me: no user in the answer');
    },

    async albums(accessToken, cursor) {
      if (cursor !== undefined) throw new ImportError('bad_cursor', 'Instagram albums: there is one page');
      const body = (await graph.get('me', '/me', { fields: 'user_id,media_count' }, accessToken)) as {
        media_count?: unknown;
      } | null;
      return {
        albums: [
          {
            ...INSTAGRAM_ALBUM,
            photoCount: countOf(body?.media_count),
            coverUrl: null,
          },
        ],
        nextCursor: null,
      };
    },

    async albumPhotos(accessToken, albumId, cursor) {
      if (albumId !== INSTAGRAM_ALBUM.id) throw new ImportError('not_found', 'Instagram: no such album');
      return graph.photoPage(
        'media',
        '/me/media',
        'id,media_type,media_url,thumbnail_url',
        accessToken,
        cursor,
        toPhoto,
      );
    },

    async photoBytes(accessToken, photoId, maxBytes) {
      if (!GRAPH_ID.test(photoId)) throw new ImportError('not_found', 'Instagram media: not a media id');
      const body = (await graph.get(
        'media item',
        `/${photoId}`,
        { fields: 'id,media_type,media_url' },
        accessToken,
      )) as InstagramMedia | null;
      const url = imageUrlOf(body);
      // A video or reel is not a photo to import.
      if (!url) throw new ImportError('not_found', 'Instagram media item: not an image');
      return graph.download('media download', url, maxBytes);
    },
  };
}
