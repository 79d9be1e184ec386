import { useEffect, useRef, useState } from 'react';
import { thumbnailSources } from '../../lib/photo-sources';
import classes from './photo-viewer.module.css';

interface Photo {
  id: string;
  name: string;
}

interface PhotoGalleryProps {
  photos: readonly Photo[];
  /** Where a photo is served (the portal's token-scoped file route). */
  urlOf: (photoId: string) => string;
}

/**
 * Thumbnails that open the photo full size on tap. The viewer is the browser's own modal
 * <dialog> (focus kept inside, Escape closes it, focus returns to the thumbnail), so a
 * client's phone downloads no dialog library for it.
 */
export function PhotoGallery({ photos, urlOf }: PhotoGalleryProps) {
  const [open, setOpen] = useState<Photo | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (open && element && !element.open) element.showModal();
  }, [open]);

  return (
    <>
      <div className={classes.thumbs}>
        {photos.map((photo) => (
          <button
            key={photo.id}
            type="button"
            className={classes.thumb}
            aria-label={`Open ${photo.name} full size`}
            onClick={() => setOpen(photo)}
          >
            <img
              {...thumbnailSources(urlOf(photo.id), 96)}
              alt={photo.name}
              width={96}
              height={96}
            />
          </button>
        ))}
      </div>
      {open && (
        <dialog
          ref={dialog}
          className={classes.dialog}
          aria-label={open.name}
          onClose={() => setOpen(null)}
        >
          <div className={classes.frame}>
            <div className={classes.bar}>
              <span className={classes.caption}>{open.name}</span>
              <button
                type="button"
                className={classes.close}
                onClick={() => dialog.current?.close()}
                autoFocus
              >
                Close
              </button>
            </div>
            <div className={classes.stage}>
              <img src={urlOf(open.id)} alt={open.name} />
            </div>
          </div>
        </dialog>
      )}
    </>
  );
}
