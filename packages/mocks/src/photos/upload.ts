// An uploaded photo or selfie checked as the server checks it: the multipart field, its size, its type by content,
// then (after the photo limit) its pixel size from the header.
import type { UploadSpec } from '@app/contract';
import { errorCodes, photoErrorCodes } from '@app/contract';
import { ApiError } from '../errors.ts';
import type { StoredPhoto } from '../store.ts';
import { photoMessages } from './photo-messages.ts';
import type { PhotoMediaType } from './sniff.ts';
import { readPixelSize, sniffMediaType } from './sniff.ts';

/** The file the request carries in `spec.field`, checked as the server checks it. */
export interface CheckedUpload {
  bytes: Uint8Array;
  type: PhotoMediaType;
  width: number;
  height: number;
  file: File;
}

const badFile = (status: number, code: string, message: string, field: string) =>
  new ApiError(status, code, message, field);

/**
 * Reads and checks the upload's file part as the server's readUpload does: multipart (415), the field present (400),
 * within the size cap (413), not empty (400), a photo type by its first bytes, never its name or declared type
 * (415). Every refusal names the field. The header is read later (`decode`), after the photo limit, as the server
 * decodes after it.
 */
export async function readUpload(
  request: Request,
  spec: UploadSpec,
): Promise<{ file: File; bytes: Uint8Array; type: PhotoMediaType }> {
  const { field } = spec;
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data'))
    throw badFile(415, photoErrorCodes.unsupportedType, photoMessages.notMultipart, field);
  const form = await request.formData().catch(() => null);
  const part = form?.get(field);
  if (!part || typeof part === 'string')
    throw badFile(400, errorCodes.invalidRequest, photoMessages.missingFile, field);
  if (part.size > spec.maxBytes)
    throw badFile(413, photoErrorCodes.tooLarge, photoMessages.tooLarge(spec.maxBytes), field);
  if (part.size === 0) throw badFile(400, photoErrorCodes.emptyFile, photoMessages.emptyFile, field);
  const bytes = new Uint8Array(await part.arrayBuffer());
  const type = sniffMediaType(bytes);
  if (!type || !spec.mediaTypes.includes(type))
    throw badFile(415, photoErrorCodes.unsupportedType, photoMessages.unsupportedType, field);
  return { file: part, bytes, type };
}

/** The image's pixel size from its header; one that cannot be read is corrupt (400 naming the field). */
export function decode(
  upload: { file: File; bytes: Uint8Array; type: PhotoMediaType },
  field: string,
): CheckedUpload {
  const size = readPixelSize(upload.bytes, upload.type);
  if (!size) throw badFile(400, photoErrorCodes.corruptImage, photoMessages.corruptImage, field);
  return { ...upload, ...size };
}

/** A URL showing the uploaded file (the browser decodes it; HEIC shows where the browser can) or a placeholder. */
export function uploadedUrl(upload: CheckedUpload): StoredPhoto['urls'] | null {
  if (typeof URL.createObjectURL !== 'function') return null;
  const url = URL.createObjectURL(upload.file);
  return { grid: url, card: url, full: url };
}
