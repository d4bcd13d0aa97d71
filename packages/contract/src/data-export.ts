// "Download my data" (GDPR articles 15 and 20): the member asks for a copy of everything stored about them, a job
// builds it as a zip, a mail says when it is ready, and the member downloads it (with their session) until it
// expires. The status and the request are JSON endpoints; the download is a binary answer outside the JSON
// endpoints (application/zip, an attachment), at DATA_EXPORT_DOWNLOAD_PATH.
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

/** How long a ready export may be downloaded; then its file is deleted and the status says `expired`. */
export const DATA_EXPORT_DOWNLOAD_DAYS = 7;

/**
 * One request a day: a new request within this many hours of the last one answers 429 `data_export_too_soon`
 * (a request that failed does not count). A request while one is being prepared answers 409 `data_export_preparing`.
 */
export const DATA_EXPORT_REQUEST_HOURS = 24;

/**
 * The download: GET with the member's session answers the member's own ready, unexpired export as
 * `application/zip` (an attachment named `spark-data-<yyyy-mm-dd>.zip`, never cached); anything else 404 in the
 * contract's error body, 401 without a session.
 */
export const DATA_EXPORT_DOWNLOAD_PATH = '/api/user/settings/data-export/download';

export const dataExportErrorCodes = {
  /** A request while the last one is still being prepared (409). */
  preparing: 'data_export_preparing',
  /** A request within DATA_EXPORT_REQUEST_HOURS of the last one (429, with Retry-After). */
  tooSoon: 'data_export_too_soon',
} as const;

const isoDateTime = z.iso.datetime({ offset: true });

/** When the member may ask again (null: now). */
const nextRequestAt = isoDateTime.nullable();

/**
 * The member's latest export:
 * - `none`: never asked;
 * - `preparing`: asked, the job has not finished (a mail follows when it is ready);
 * - `ready`: downloadable at DATA_EXPORT_DOWNLOAD_PATH until `expiresAt`; `sizeBytes` is the zip's size;
 * - `expired`: its download time ended and the file was deleted; ask again;
 * - `failed`: it could not be prepared (tried several times); ask again at once.
 */
export const dataExportStatus = z.discriminatedUnion('state', [
  z.object({ state: z.literal('none'), nextRequestAt }),
  z.object({ state: z.literal('preparing'), requestedAt: isoDateTime, nextRequestAt }),
  z.object({
    state: z.literal('ready'),
    requestedAt: isoDateTime,
    readyAt: isoDateTime,
    expiresAt: isoDateTime,
    sizeBytes: z.number().int().nonnegative(),
    nextRequestAt,
  }),
  z.object({ state: z.literal('expired'), requestedAt: isoDateTime, expiresAt: isoDateTime, nextRequestAt }),
  z.object({ state: z.literal('failed'), requestedAt: isoDateTime, nextRequestAt }),
]);
export type DataExportStatus = z.infer<typeof dataExportStatus>;

const statusResponse = z.object({ data: dataExportStatus });

export const getDataExport = defineEndpoint({
  summary:
    "The member's latest copy of their data: none, preparing, ready to download (until when), expired or failed.",
  method: 'GET',
  path: '/api/user/settings/data-export',
  response: statusResponse,
});

export const requestDataExport = defineEndpoint({
  summary: `Asks for a copy of the member's data as a zip (answers the preparing status; a mail follows when it is ready). 409 data_export_preparing while one is prepared, 429 data_export_too_soon within ${DATA_EXPORT_REQUEST_HOURS} hours of the last request.`,
  method: 'POST',
  path: '/api/user/settings/data-export',
  body: z.object({}).strict().optional(),
  response: statusResponse,
});

/** The data export's JSON calls (the download is DATA_EXPORT_DOWNLOAD_PATH). */
export const dataExportEndpoints = { getDataExport, requestDataExport } as const;
