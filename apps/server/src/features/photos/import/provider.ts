// Where imported photos come from: a provider per network (Facebook, Instagram), each either the offline sandbox
// (default) or a Graph API adapter. Routes only see this interface; which one runs is chosen from the config
// (FACEBOOK_PHOTO_IMPORT / INSTAGRAM_PHOTO_IMPORT) or given to the app (tests).
import type { ImportAlbum, ImportProvider } from '@app/contract';

export interface AlbumsPage {
  albums: ImportAlbum[];
  /** Hands the next page to `albums`; null on the last page. */
  nextCursor: string | null;
}

/** A photo at the provider, before import. */
export interface ProviderPhoto {
  id: string;
  /** A small image the import dialog shows (a data: URL for the sandbox, the provider's CDN otherwise). */
  thumbUrl: string;
  width: number;
  height: number;
}

export interface AlbumPhotosPage {
  photos: ProviderPhoto[];
  nextCursor: string | null;
}

export interface PhotoImportProvider {
  readonly provider: ImportProvider;
  /** The sandbox needs no token: every member is connected. */
  readonly sandbox: boolean;
  /**
   * Checks a token from the provider's login dialog before it is stored (the Graph adapters ask the API who it
   * belongs to); throws ImportError `rejected` when the provider refuses it.
   */
  verifyToken(accessToken: string): Promise<void>;
  /** A page of the member's albums (Facebook: FACEBOOK_ALBUM_BATCH a page; Instagram: one album of all media). */
  albums(accessToken: string | undefined, cursor: string | undefined): Promise<AlbumsPage>;
  /** A page of one album's photos. Throws ImportError `not_found` for an album the member does not have. */
  albumPhotos(
    accessToken: string | undefined,
    albumId: string,
    cursor: string | undefined,
  ): Promise<AlbumPhotosPage>;
  /**
   * The photo's bytes at the largest size the provider has, at most `maxBytes`. Throws ImportError `not_found`
   * for a photo the member cannot read, `too_large` beyond `maxBytes`.
   */
  photoBytes(accessToken: string | undefined, photoId: string, maxBytes: number): Promise<Buffer>;
}

/**
 * A failed provider call. `rejected`: the provider refused the token (expired, revoked), which connecting again
 * fixes; `not_found`: no such album or photo for this member; `bad_cursor`: a paging cursor the provider does not
 * know; `too_large`: a photo beyond the size cap; `unavailable`: anything else (5xx, rate limits, network, a
 * malformed answer). The message names the call and status only, never a token.
 */
export class ImportError extends Error {
  override name = 'ImportError';

  constructor(
    readonly kind: 'rejected' | 'not_found' | 'bad_cursor' | 'too_large' | 'unavailable',
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export type ImportProviders = Record<ImportProvider, PhotoImportProvider>;

/** An album's photos are listed this many a page (the Graph API's default page size). */
export const ALBUM_PHOTOS_PAGE = 25;

/** Instagram's API has no albums: the member's media are listed as this one album. */
export const INSTAGRAM_ALBUM = { id: 'instagram-media', name: 'Instagram photos' } as const;
