import { Alert, Button, Group, Text } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { useState } from 'react';
import type { DialogDraft } from '../lib/use-dialog-draft';

/**
 * "Draft restored" at the top of a dialog that reopened with what was typed before, and a
 * Discard draft that asks once more before throwing the text away (decision 185).
 */
export function DraftNotice({ draft, note }: { draft: DialogDraft; note?: string }) {
  const [confirming, setConfirming] = useState(false);
  if (!draft.restored) return null;
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconRestore size={18} aria-hidden />}
      title="Draft restored"
      data-testid="draft-notice"
    >
      <Text size="sm">
        {confirming
          ? 'Throw away what was typed and start again?'
          : `What you typed before is back.${note ? ` ${note}` : ''}`}
      </Text>
      <Group gap="xs" mt="xs">
        {confirming ? (
          <>
            <Button
              size="sm"
              color="red"
              onClick={() => {
                setConfirming(false);
                draft.discard();
              }}
            >
              Yes, discard
            </Button>
            <Button size="sm" variant="default" onClick={() => setConfirming(false)}>
              Keep draft
            </Button>
          </>
        ) : (
          <Button size="sm" variant="default" onClick={() => setConfirming(true)}>
            Discard draft
          </Button>
        )}
      </Group>
    </Alert>
  );
}
