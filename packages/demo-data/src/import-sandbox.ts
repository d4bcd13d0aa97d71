// The offline photo-import sandbox's albums (Facebook) and media (Instagram), as ids and sizes: the server's sandbox
// providers draw their pictures from these ids, and the mocks list the same albums, so e2e and stories name the same
// photos. Data only (no faker): the server imports it at start as `@app/demo-data/import-sandbox`.

export interface SandboxImportPhoto {
  id: string;
  width: number;
  height: number;
}

export interface SandboxImportAlbum {
  id: string;
  name: string;
  photos: SandboxImportPhoto[];
}

/** Facebook sandbox albums: 20, so the album list has two pages (17 and 3). */
const facebookAlbumNames = [
  'Profile pictures',
  'Summer in Lisbon',
  'Hiking the Rockies',
  'Mobile uploads',
  'Cover photos',
  'Road trip 2025',
  'Beach weekend',
  'Family reunion',
  'Concerts',
  'Dog days',
  'Cooking experiments',
  'Wedding of Sam and Alex',
  'Snowboarding',
  'Garden',
  'City lights',
  'Marathon',
  'Camping',
  'Museum visits',
  'Birthday party',
  'Sunsets',
] as const;

/** The first album holds 30 photos, more than a provider page of 25, so album paging is reachable in the sandbox. */
const FIRST_ALBUM_SIZE = 30;

const INSTAGRAM_MEDIA_COUNT = 12;

const pad = (n: number) => String(n).padStart(2, '0');

/** Facebook: 20 albums of 3–8 photos (the first: 30), portrait or landscape. */
export const sandboxFacebookAlbums: readonly SandboxImportAlbum[] = facebookAlbumNames.map((name, a) => ({
  id: `sandbox-album-${pad(a + 1)}`,
  name,
  photos: Array.from({ length: a === 0 ? FIRST_ALBUM_SIZE : 3 + ((a * 7) % 6) }, (_, p) => {
    const portrait = (a + p) % 3 === 0;
    return {
      id: `sandbox-photo-${pad(a + 1)}-${pad(p + 1)}`,
      width: portrait ? 960 : 1280,
      height: portrait ? 1280 : 960,
    };
  }),
}));

/** Instagram: the member's 12 square media (the API has no albums; the import shows them as one album). */
export const sandboxInstagramMedia: readonly SandboxImportPhoto[] = Array.from(
  { length: INSTAGRAM_MEDIA_COUNT },
  (_, m) => ({ id: `sandbox-media-${pad(m + 1)}`, width: 1080, height: 1080 }),
);
