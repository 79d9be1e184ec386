import { Button, FileButton, type ButtonProps } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';

/**
 * The camera one tap away on a phone (decision 185): the tap opens the camera itself (a
 * capture input, so no dialog stands between), and the photos taken open Add Update with
 * them already attached.
 */
export function PhotoUpdateButton({
  onPhotos,
  ...buttonProps
}: ButtonProps & { onPhotos: (files: File[]) => void; className?: string }) {
  return (
    <FileButton
      onChange={(files) => files.length > 0 && onPhotos(files)}
      accept="image/*"
      capture="environment"
      multiple
      inputProps={{ 'aria-label': 'Camera for a new update' }}
    >
      {(props) => (
        <Button
          size="lg"
          {...buttonProps}
          {...props}
          variant="default"
          leftSection={<IconCamera size={20} aria-hidden />}
          aria-label="New update from a photo"
        >
          Photo
        </Button>
      )}
    </FileButton>
  );
}
