import { Image, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import type { ProjectPhoto } from '../../../../core/schemas/update';
import { formatLocaleDate } from '../../../../core/calendar-dates';
import { useProjectPhotos } from '../api/get-project-photos';
import { thumbnailSources } from '../../../lib/photo-sources';
import { fileUrl, PhotoViewer } from './photo-viewer';

/** Every photo of a project, newest first, each opening full size (issue 18). */
export function ProjectPhotos({ projectId, limit }: { projectId: string; limit?: number }) {
  const photos = useProjectPhotos(projectId);
  const [open, setOpen] = useState<ProjectPhoto | null>(null);
  if (photos.isPending) return <Text c="dimmed">Loading photos...</Text>;
  if (photos.isError)
    return <Text c="red">Could not load the photos. Please reload the page.</Text>;
  const shown = limit === undefined ? photos.data : photos.data.slice(0, limit);
  if (shown.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        No photos yet. Add an update with photos and they appear here.
      </Text>
    );
  }
  return (
    <>
      <SimpleGrid cols={{ base: 3, sm: 4, md: 6 }} spacing="xs" data-testid="project-photos">
        {shown.map((photo) => (
          <UnstyledButton
            key={photo.id}
            onClick={() => setOpen(photo)}
            aria-label={`Open ${photo.name} (${formatLocaleDate(photo.date)}) full size`}
            style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}
          >
            <Image
              {...thumbnailSources(fileUrl(photo.id), 200)}
              alt={photo.name}
              h={110}
              fit="cover"
              radius="sm"
            />
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <PhotoViewer photo={open} onClose={() => setOpen(null)} />
    </>
  );
}
