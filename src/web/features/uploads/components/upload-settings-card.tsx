import { Button, Card, Group, NumberInput, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { uploadSettingsSchema } from '../../../../core/schemas/uploads';
import { errorMessage } from '../../../lib/api-client';
import { useUploadSettings } from '../api/get-upload-settings';
import { useSaveUploadSettings } from '../api/save-upload-settings';

/** Settings card: how large photos may be before the browser downscales them. */
export function UploadSettingsCard() {
  const current = useUploadSettings();
  const save = useSaveUploadSettings();
  const [draft, setDraft] = useState<number | string | null>(null);
  const saved = current.data?.maxPhotoPx;
  const value = draft ?? saved ?? '';
  const parsed = uploadSettingsSchema.safeParse({ maxPhotoPx: value });
  const error = draft !== null && !parsed.success ? parsed.error.issues[0]?.message : undefined;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!parsed.success) return;
    save.mutate(parsed.data, {
      onSuccess: (settings) => {
        setDraft(null);
        notifications.show({
          title: 'Photo uploads saved',
          message:
            settings.maxPhotoPx === 0
              ? 'Photos are uploaded at their original size.'
              : `Photos are downscaled to ${settings.maxPhotoPx} px on the long side.`,
          color: 'green',
        });
      },
      onError: (failure) =>
        notifications.show({
          title: 'Error',
          message: errorMessage(failure, 'Failed to save the photo upload settings.'),
          color: 'red',
        }),
    });
  };

  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4">
        Photo uploads
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Larger photos are downscaled on your device before upload, which saves time and data on
        site. Use 0 to keep originals.
      </Text>
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="sm">
          <NumberInput
            label="Max long side (px)"
            value={value}
            onChange={setDraft}
            min={0}
            max={20000}
            step={160}
            allowDecimal={false}
            allowNegative={false}
            disabled={current.isPending}
            placeholder={current.isPending ? 'Loading...' : undefined}
            error={error ? `Max long side ${error}` : undefined}
            style={{ flex: 1, minWidth: 180 }}
          />
          <Button
            type="submit"
            mt={25}
            loading={save.isPending}
            disabled={draft === null || !parsed.success || parsed.data.maxPhotoPx === saved}
          >
            Save
          </Button>
        </Group>
      </form>
      {current.isError && (
        <Text size="sm" c="red" mt="xs">
          Could not load the photo upload settings.
        </Text>
      )}
    </Card>
  );
}
