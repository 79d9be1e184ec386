import type { QueryClient } from '@tanstack/react-query';
import { downscaledSize, isDownscalableType, jpegName } from '../../../../core/photo-size';
import { DEFAULT_MAX_PHOTO_PX } from '../../../../core/schemas/uploads';
import { uploadSettingsQueryOptions } from './get-upload-settings';

const JPEG_QUALITY = 0.85;

/** The saved limit; the default when it cannot be loaded (an upload never waits on it failing). */
export async function maxPhotoPx(queryClient: QueryClient): Promise<number> {
  try {
    // 'always': with no signal this fails at once (then the default) instead of waiting.
    return (
      await queryClient.fetchQuery({ ...uploadSettingsQueryOptions(), networkMode: 'always' })
    ).maxPhotoPx;
  } catch {
    return DEFAULT_MAX_PHOTO_PX;
  }
}

/**
 * The photo re-encoded as JPEG with its longest side at most maxPx (EXIF
 * orientation applied), or the file itself when it is small, not a photo we
 * re-encode, or cannot be decoded here.
 */
export async function downscalePhoto(file: File, maxPx: number): Promise<File> {
  if (maxPx <= 0 || !isDownscalableType(file.type) || typeof createImageBitmap !== 'function') {
    return file;
  }
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const size = downscaledSize(bitmap.width, bitmap.height, maxPx);
    if (!size) return file;
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    // JPEG has no transparency: a white ground instead of black for PNG cut-outs.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY),
    );
    if (!blob) return file;
    return new File([blob], jpegName(file.name), {
      type: 'image/jpeg',
      lastModified: file.lastModified,
    });
  } finally {
    bitmap.close();
  }
}

export const downscalePhotos = (files: readonly File[], maxPx: number): Promise<File[]> =>
  Promise.all(files.map((file) => downscalePhoto(file, maxPx)));

/** The files as they should be uploaded: photos over the saved limit downscaled. */
export async function preparePhotos(queryClient: QueryClient, files: readonly File[]) {
  if (!files.some((file) => isDownscalableType(file.type))) return [...files];
  return downscalePhotos(files, await maxPhotoPx(queryClient));
}
