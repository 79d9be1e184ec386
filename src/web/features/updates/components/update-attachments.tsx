import { Anchor, Group, Image, Stack, UnstyledButton } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { type Attachment } from '../../../../core/schemas/update';
import { thumbnailSources } from '../../../lib/photo-sources';
import { fileUrl, PhotoViewer } from './photo-viewer';
import { photosAndFiles } from '../../../../core/updates';

export { fileUrl };

/** Photos as thumbnails that open full size; other files as download links. */
export function UpdateAttachments({ attachments }: { attachments: Attachment[] }) {
  const [open, setOpen] = useState<Attachment | null>(null);
  if (attachments.length === 0) return null;
  const { photos: images, others } = photosAndFiles(attachments);

  return (
    <Stack gap="xs">
      {images.length > 0 && (
        <Group gap="xs">
          {images.map((file) => (
            <UnstyledButton
              key={file.id}
              onClick={() => setOpen(file)}
              aria-label={`Open ${file.name} full size`}
              style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}
            >
              <Image
                {...thumbnailSources(fileUrl(file.id), 72)}
                alt={file.name}
                w={72}
                h={72}
                fit="cover"
                radius="sm"
              />
            </UnstyledButton>
          ))}
        </Group>
      )}
      {others.map((file) => (
        <Group key={file.id} gap={6} wrap="nowrap">
          <IconPaperclip size={14} aria-hidden />
          <Anchor
            href={fileUrl(file.id)}
            size="sm"
            download={file.name}
            style={{ wordBreak: 'break-all' }}
          >
            {file.name}
          </Anchor>
        </Group>
      ))}
      <PhotoViewer photo={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
