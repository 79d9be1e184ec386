import { Anchor, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { sizedPhotoUrl } from '../../../../core/photo-size';

export const fileUrl = (id: string) => `/api/files/${encodeURIComponent(id)}`;

/** A photo full size, with a download link; closed while `photo` is null. */
export function PhotoViewer({
  photo,
  onClose,
}: {
  photo: { id: string; name: string } | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={photo !== null} onClose={onClose} title={photo?.name} size="xl" centered>
      {photo && (
        <Stack>
          <Image
            src={sizedPhotoUrl(fileUrl(photo.id), 'screen')}
            alt={photo.name}
            fit="contain"
            mah="75vh"
          />
          <Anchor href={fileUrl(photo.id)} download={photo.name} size="sm">
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
  );
}
