import { Anchor, Group, Image, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconDownload, IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { isInlineImage, type Attachment } from '../../../../core/schemas/update';

export const fileUrl = (id: string) => `/api/files/${encodeURIComponent(id)}`;

/** Photos as thumbnails that open full size; other files as download links. */
export function UpdateAttachments({ attachments }: { attachments: Attachment[] }) {
  const [open, setOpen] = useState<Attachment | null>(null);
  if (attachments.length === 0) return null;
  const images = attachments.filter((file) => isInlineImage(file.contentType));
  const others = attachments.filter((file) => !isInlineImage(file.contentType));

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
                src={fileUrl(file.id)}
                alt={file.name}
                w={72}
                h={72}
                fit="cover"
                loading="lazy"
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
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open?.name}
        size="xl"
        centered
      >
        {open && (
          <Stack>
            <Image src={fileUrl(open.id)} alt={open.name} fit="contain" mah="75vh" />
            <Anchor href={fileUrl(open.id)} download={open.name} size="sm">
              <Group gap={4} component="span">
                <IconDownload size={14} aria-hidden />
                <Text span size="sm">
                  Download
                </Text>
              </Group>
            </Anchor>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
