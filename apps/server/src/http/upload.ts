// Reads the one file of a multipart/form-data upload (Endpoint.upload): the part named by the contract, within its
// size cap, recognised by its first bytes (magic numbers), never by its name or declared type. Every refusal is the
// contract's error body naming the upload field. A connection dropped mid-upload fails here, before anything is
// stored.
import type { UploadSpec } from '@app/contract';
import { errorCodes, errorCopy, photoErrorCodes } from '@app/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError } from './errors.ts';

export type SniffedType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/heic' | 'image/heif';

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);
const HEIF_BRANDS = new Set(['mif1', 'msf1', 'heif']);

/** The image type from the first bytes, or null. */
export function sniffImageType(bytes: Uint8Array): SniffedType | null {
  const ascii = (from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString('latin1');
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  if (bytes.length >= 12 && ascii(4, 8) === 'ftyp') {
    const brand = ascii(8, 12);
    if (HEIC_BRANDS.has(brand)) return 'image/heic';
    if (HEIF_BRANDS.has(brand)) return 'image/heif';
  }
  return null;
}

export interface UploadedFile {
  bytes: Buffer;
  /** Recognised from the bytes (one of the spec's media types). */
  type: SniffedType;
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

export const uploadErrors = {
  empty: (field: string) => new ApiError(400, photoErrorCodes.emptyFile, errorCopy.empty_file, field),
  unsupported: (field: string) =>
    new ApiError(415, photoErrorCodes.unsupportedType, errorCopy.unsupported_media_type, field),
  tooLarge: (field: string, maxBytes: number) =>
    new ApiError(413, photoErrorCodes.tooLarge, errorCopy.file_too_large(megabytes(maxBytes)), field),
  missing: (field: string) =>
    new ApiError(400, errorCodes.invalidRequest, 'Choose a photo to upload.', field),
  interrupted: (field: string) =>
    new ApiError(
      400,
      errorCodes.invalidRequest,
      'The upload did not finish (the connection was interrupted). Try again.',
      field,
    ),
};

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : undefined;
}

/** The upload's file, read whole (at most `spec.maxBytes`) and recognised by content. */
export async function readUpload(request: FastifyRequest, spec: UploadSpec): Promise<UploadedFile> {
  const { field } = spec;
  if (!request.isMultipart()) {
    throw new ApiError(415, photoErrorCodes.unsupportedType, errorCopy.unsupported_media_type, field);
  }
  let bytes: Buffer;
  try {
    const part = await request.file({
      limits: { fileSize: spec.maxBytes, files: 1, fields: 10, parts: 11, fieldSize: 1024 },
      throwFileSizeLimit: true,
    });
    if (!part) throw uploadErrors.missing(field);
    if (part.fieldname !== field) {
      part.file.resume();
      throw uploadErrors.missing(field);
    }
    bytes = await part.toBuffer();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    switch (errorCode(error)) {
      case 'FST_REQ_FILE_TOO_LARGE':
        throw uploadErrors.tooLarge(field, spec.maxBytes);
      case 'FST_FILES_LIMIT':
      case 'FST_PARTS_LIMIT':
      case 'FST_FIELDS_LIMIT':
        throw new ApiError(400, errorCodes.invalidRequest, 'Send one photo at a time.', field);
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        throw uploadErrors.unsupported(field);
      default:
        // Busboy's "Unexpected end of form", a reset socket, a malformed boundary: the upload is unusable.
        request.log.info({ err: error }, 'upload interrupted');
        throw uploadErrors.interrupted(field);
    }
  }
  if (bytes.length === 0) throw uploadErrors.empty(field);
  const type = sniffImageType(bytes);
  if (!type || !spec.mediaTypes.includes(type)) throw uploadErrors.unsupported(field);
  return { bytes, type };
}
