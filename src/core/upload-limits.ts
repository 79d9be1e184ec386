import { isDownscalableType } from './photo-size.js';
import type { UploadLimits } from './schemas/uploads.js';

interface PickedFile {
  name: string;
  size: number;
  type: string;
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1048576) * 10) / 10} MB`;

/**
 * The picked files the server will take, and a sentence for each one it would refuse,
 * decided before anything is sent. A photo the browser downscales first (maxPhotoPx > 0)
 * is judged after that, so its original size is no reason to refuse it here.
 */
export function checkPickedFiles<T extends PickedFile>(
  picked: readonly T[],
  { already, limits, maxPhotoPx }: { already: number; limits: UploadLimits; maxPhotoPx: number },
): { accepted: T[]; refused: string[] } {
  const accepted: T[] = [];
  const refused: string[] = [];
  for (const file of picked) {
    const shrinks = maxPhotoPx > 0 && isDownscalableType(file.type);
    if (file.size > limits.maxFileBytes && !shrinks) {
      refused.push(
        `${file.name} is ${megabytes(file.size)}; a file can be at most ${megabytes(limits.maxFileBytes)}.`,
      );
    } else if (already + accepted.length >= limits.maxFiles) {
      refused.push(`${file.name} was not added: an update holds at most ${limits.maxFiles} files.`);
    } else {
      accepted.push(file);
    }
  }
  return { accepted, refused };
}
