import { sizedPhotoUrl } from '../../core/photo-size';

// Photos are shown from their renditions (decision 201): a list tile from the ~320 px
// thumbnail, a viewer from the ~1600 px screen image; only Download fetches the original.

/**
 * The <img> attributes of a thumbnail shown `shownPx` CSS pixels wide: the browser
 * takes the 320 px rendition (enough up to 3x screens for a 100 px tile) and the
 * screen image only for a big tile on a dense screen; loaded only near the viewport.
 */
export function thumbnailSources(fileUrl: string, shownPx: number) {
  const thumb = sizedPhotoUrl(fileUrl, 'thumb');
  return {
    src: thumb,
    srcSet: `${thumb} 320w, ${sizedPhotoUrl(fileUrl, 'screen')} 1600w`,
    sizes: `${shownPx}px`,
    loading: 'lazy' as const,
    decoding: 'async' as const,
  };
}
