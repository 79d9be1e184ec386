import type { Locator } from '@playwright/test';

/**
 * The pixel width of the picture an <img> shows, once it has loaded and decoded; 0 while
 * it loads, -1 when it is broken. Not `naturalWidth`: with a `w` srcset (decision 201:
 * thumb 320w, screen 1600w) the browser divides it by the candidate's density, so a
 * 1 px rendition (never enlarged) shown in a 72 px tile from "320w" reads as 0 even though
 * it loaded. The chosen source is loaded again on its own (from the cache) to read it.
 */
export const shownImageWidth = (image: Locator) =>
  image.evaluate(async (img: HTMLImageElement) => {
    if (!img.complete || !img.currentSrc) return 0;
    try {
      await img.decode();
    } catch {
      return -1;
    }
    const probe = new Image();
    probe.src = img.currentSrc;
    try {
      await probe.decode();
    } catch {
      return -1;
    }
    return probe.naturalWidth;
  });
