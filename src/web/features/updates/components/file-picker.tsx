import { ActionIcon, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconCamera, IconPaperclip, IconUpload, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { DEFAULT_MAX_PHOTO_PX } from '../../../../core/schemas/uploads';
import type { Attachment } from '../../../../core/schemas/update';
import { checkPickedFiles } from '../../../../core/upload-limits';
import { useUploadLimitsCheck, useUploadSettings } from '../../uploads';

interface FilePickerProps {
  /** Files chosen before the picker showed (the sticky bar's camera): checked like any other. */
  picked?: File[];
  files: File[];
  onFilesChange: (files: File[]) => void;
  /** Edit mode: the update's files, and the ones marked for removal. */
  existing?: Attachment[];
  removeIds?: string[];
  onRemoveIdsChange?: (ids: string[]) => void;
}

const formatSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1048576).toFixed(1)} MB`;

/** Drop or choose files (any type), or take a photo with the phone's camera. */
export function FilePicker({
  picked,
  files,
  onFilesChange,
  existing = [],
  removeIds = [],
  onRemoveIdsChange,
}: FilePickerProps) {
  const kept = existing.filter((file) => !removeIds.includes(file.id));
  const removed = existing.filter((file) => removeIds.includes(file.id));
  const uploadLimits = useUploadLimitsCheck();
  const maxPhotoPx = useUploadSettings().data?.maxPhotoPx ?? DEFAULT_MAX_PHOTO_PX;
  const [refused, setRefused] = useState<string[]>([]);
  // The files as they are when the limits come, not as they were when the files were chosen.
  const current = useRef({ files, already: kept.length + files.length });
  useEffect(() => {
    current.current = { files, already: kept.length + files.length };
  });
  // Size and count are checked here, before anything is sent (the server checks again).
  const add = async (added: File[]) => {
    const limits = await uploadLimits();
    const { files, already } = current.current;
    if (!limits) {
      setRefused([]);
      onFilesChange([...files, ...added]);
      return;
    }
    const checked = checkPickedFiles(added, { already, limits, maxPhotoPx });
    setRefused(checked.refused);
    if (checked.accepted.length > 0) onFilesChange([...files, ...checked.accepted]);
  };
  const pickedTaken = useRef(false);
  useEffect(() => {
    if (pickedTaken.current || !picked?.length) return;
    pickedTaken.current = true;
    void add(picked);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the picker shows
  }, []);

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Files (optional)
      </Text>
      <Dropzone onDrop={add} multiple inputProps={{ 'aria-label': 'Choose files' }} p="md">
        <Group justify="center" gap="sm" mih={56} style={{ pointerEvents: 'none' }}>
          <IconUpload size={24} aria-hidden />
          <Text size="sm" c="dimmed" ta="center">
            Drop photos or documents here, or click to choose
          </Text>
        </Group>
      </Dropzone>
      <FileButton
        onChange={add}
        accept="image/*"
        capture="environment"
        multiple
        inputProps={{ 'aria-label': 'Take photo' }}
      >
        {(props) => (
          <Button
            {...props}
            variant="default"
            size="xs"
            leftSection={<IconCamera size={14} />}
            style={{ alignSelf: 'flex-start' }}
          >
            Take Photo
          </Button>
        )}
      </FileButton>
      {refused.length > 0 && (
        <Stack gap={2} role="alert" data-testid="refused-files">
          {refused.map((message) => (
            <Text key={message} size="sm" c="red">
              {message}
            </Text>
          ))}
        </Stack>
      )}
      {kept.map((file) => (
        <FileRow
          key={file.id}
          name={file.name}
          detail={formatSize(file.size)}
          removeLabel={`Remove ${file.name}`}
          onRemove={() => onRemoveIdsChange?.([...removeIds, file.id])}
        />
      ))}
      {removed.map((file) => (
        <Group key={file.id} gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed" td="line-through" style={{ flex: 1, wordBreak: 'break-all' }}>
            {file.name}
          </Text>
          <Button
            variant="subtle"
            size="compact-xs"
            onClick={() => onRemoveIdsChange?.(removeIds.filter((id) => id !== file.id))}
          >
            Keep
          </Button>
        </Group>
      ))}
      {files.map((file, index) => (
        <FileRow
          key={`${file.name}-${index}`}
          file={file}
          name={file.name}
          detail={`${formatSize(file.size)} · new`}
          removeLabel={`Remove ${file.name}`}
          onRemove={() => onFilesChange(files.filter((_, i) => i !== index))}
        />
      ))}
    </Stack>
  );
}

interface FileRowProps {
  file?: File;
  name: string;
  detail: string;
  removeLabel: string;
  onRemove: () => void;
}

function FileRow({ file, name, detail, removeLabel, onRemove }: FileRowProps) {
  return (
    <Group gap="xs" wrap="nowrap">
      {file?.type.startsWith('image/') ? (
        <FilePreview file={file} />
      ) : (
        <IconPaperclip size={16} aria-hidden />
      )}
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          {name}
        </Text>
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      </Stack>
      <ActionIcon variant="subtle" color="gray" aria-label={removeLabel} onClick={onRemove}>
        <IconX size={16} />
      </ActionIcon>
    </Group>
  );
}

/** A thumbnail of a chosen image; the object URL lives as long as the element. */
function FilePreview({ file }: { file: File }) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    if (ref.current) ref.current.src = objectUrl;
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return (
    <img
      ref={ref}
      alt=""
      width={36}
      height={36}
      style={{ objectFit: 'cover', borderRadius: 'var(--mantine-radius-sm)', flexShrink: 0 }}
    />
  );
}
