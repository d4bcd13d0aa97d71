// The Facebook Graph API adapter: the member's albums (FACEBOOK_ALBUM_BATCH a page, cursor paging), an album's photos
// and a photo's largest image. Needs a user access token with the user_photos permission from Facebook's login
// dialog; every call carries the app's appsecret_proof.
import { FACEBOOK_ALBUM_BATCH, photoSizes } from '@app/contract';
import {
  FACEBOOK_GRAPH_URL,
  GRAPH_ID,
  countOf,
  dataOf,
  graphHttp,
  imagesOf,
  largest,
  nextCursorOf,
  smallestCovering,
} from './graph-http.ts';
import type { PhotoImportProvider, ProviderPhoto } from './provider.ts';
import { ImportError } from './provider.ts';

export interface FacebookGraphOptions {
  appSecret: string;
  fetch?: typeof fetch;
}

/** Thumbnails fill the import dialog's grid tiles. */
const THUMB_MIN_SIDE = photoSizes.grid.width;

function toPhoto(raw: unknown): ProviderPhoto | null {
  const photo = raw as { id?: unknown; images?: unknown; width?: unknown; height?: unknown } | null;
  if (typeof photo?.id !== 'string' || !GRAPH_ID.test(photo.id)) return null;
  const images = imagesOf(photo.images);
  const thumb = smallestCovering(images, THUMB_MIN_SIDE);
  const full = largest(images);
  if (!thumb || !full) return null;
  return {
    id: photo.id,
    thumbUrl: thumb.source,
    // The photo's own size when Graph gives it; else its largest image's.
    width: typeof photo.width === 'number' && photo.width > 0 ? photo.width : full.width,
    height: typeof photo.height === 'number' && photo.height > 0 ? photo.height : full.height,
  };
}

export function facebookGraphProvider(options: FacebookGraphOptions): PhotoImportProvider {
  const graph = graphHttp({ label: 'Facebook', baseUrl: FACEBOOK_GRAPH_URL, ...options });

  return {
    provider: 'facebook',
    sandbox: false,

    async verifyToken(accessToken) {
      const body = (await graph.get('me', '/me', { fields: 'id' }, accessToken)) as { id?: unknown } | null;
      if (typeof body?.id !== 'string') throw new ImportError('rejected', 'Facebook me: no id in the answer');
    },

    async albums(accessToken, cursor) {
      const body = await graph.get(
        'albums',
        '/me/albums',
        { fields: 'id,name,count,cover_photo{images}', limit: String(FACEBOOK_ALBUM_BATCH) },
        accessToken,
        cursor,
      );
      const albums = dataOf('Facebook', 'albums', body).flatMap((raw) => {
        const album = raw as { id?: unknown; name?: unknown; count?: unknown; cover_photo?: unknown } | null;
        if (typeof album?.id !== 'string' || !GRAPH_ID.test(album.id)) return [];
        const cover = smallestCovering(
          imagesOf((album.cover_photo as { images?: unknown } | null)?.images),
          THUMB_MIN_SIDE,
        );
        return [
          {
            id: album.id,
            name: typeof album.name === 'string' ? album.name : '',
            photoCount: countOf(album.count),
            coverUrl: cover?.source ?? null,
          },
        ];
      });
      return { albums: albums.slice(0, FACEBOOK_ALBUM_BATCH), nextCursor: nextCursorOf(body) };
    },

    async albumPhotos(accessToken, albumId, cursor) {
      if (!GRAPH_ID.test(albumId))
        throw new ImportError('not_found', 'Facebook album photos: not an album id');
      return graph.photoPage(
        'album photos',
        `/${albumId}/photos`,
        'id,images,width,height',
        accessToken,
        cursor,
        toPhoto,
      );
    },

    async photoBytes(accessToken, photoId, maxBytes) {
      if (!GRAPH_ID.test(photoId)) throw new ImportError('not_found', 'Facebook photo: not a photo id');
      const body = (await graph.get('photo', `/${photoId}`, { fields: 'id,images' }, accessToken)) as {
        images?: unknown;
      } | null;
      const full = largest(imagesOf(body?.images));
      if (!full) throw new ImportError('unavailable', 'Facebook photo: the answer has no image');
      return graph.download('photo download', full.source, maxBytes);
    },
  };
}
