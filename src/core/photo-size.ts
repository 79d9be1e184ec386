/**
 * The size a photo of width x height is downscaled to so its longest side is
 * at most maxPx, keeping its proportions; null when it should stay as it is
 * (already small enough, no limit, or unknown dimensions).
 */
export function downscaledSize(
  width: number,
  height: number,
  maxPx: number,
): { width: number; height: number } | null {
  if (!(maxPx > 0) || !(width > 0) || !(height > 0)) return null;
  const longest = Math.max(width, height);
  if (longest <= maxPx) return null;
  const scale = maxPx / longest;
  return {
    width: Math.max(1, Math.min(maxPx, Math.round(width * scale))),
    height: Math.max(1, Math.min(maxPx, Math.round(height * scale))),
  };
}

/** Image types worth re-encoding: not GIF (animation) nor SVG (vector). */
export function isDownscalableType(type: string): boolean {
  const lower = type.toLowerCase();
  return lower.startsWith('image/') && lower !== 'image/gif' && !lower.startsWith('image/svg');
}

/** The original name with a .jpg extension, for a photo re-encoded as JPEG. */
export function jpegName(name: string): string {
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name;
  return `${base || 'photo'}.jpg`;
}

/** A file route's URL for one of a photo's renditions (decision 201). */
export const sizedPhotoUrl = (fileUrl: string, size: 'thumb' | 'screen') =>
  `${fileUrl}${fileUrl.includes('?') ? '&' : '?'}size=${size}`;
