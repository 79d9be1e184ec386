import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconPlus, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import type { Document } from '../../../../core/schemas/estimate';
import { DateField } from '../../../components/date-field';
import { errorMessage } from '../../../lib/api-client';
import { useLocale } from '../../../lib/use-locale';
import { useCreateChangeOrder, useProjectChangeOrders } from '../api/estimates-api';
import { centsOf } from './estimate-draft';
import { DocumentBadge } from './document-badge';
import { SendDocumentDialog } from './send-document-dialog';

/** A project's change orders, a new one, and sending one for approval. */
export function ProjectChangeOrders({ projectId }: { projectId: string }) {
  const changeOrders = useProjectChangeOrders(projectId);
  const { formatMoney } = useLocale();
  const [creating, setCreating] = useState(false);
  const [sending, setSending] = useState<Document | null>(null);
  return (
    <Stack gap="xs">
      {changeOrders.isPending && <Text c="dimmed">Loading...</Text>}
      {changeOrders.data?.length === 0 && <Text c="dimmed">No change orders yet.</Text>}
      {changeOrders.data?.map((co) => (
        <Group key={co.id} justify="space-between" wrap="nowrap">
          <Text style={{ minWidth: 0 }} truncate="end">
            {co.displayNumber}: {co.title}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Text size="sm">{formatMoney(co.total)}</Text>
            <DocumentBadge state={co.state} />
            {['draft', 'sent', 'viewed'].includes(co.state) && (
              <Button
                size="compact-sm"
                variant="subtle"
                leftSection={<IconSend size={14} />}
                onClick={() => setSending(co)}
              >
                Send
              </Button>
            )}
          </Group>
        </Group>
      ))}
      <Button
        variant="light"
        size="compact-sm"
        leftSection={<IconPlus size={14} />}
        style={{ alignSelf: 'flex-start' }}
        onClick={() => setCreating(true)}
      >
        New change order
      </Button>
      {creating && (
        <NewChangeOrderDialog projectId={projectId} onClose={() => setCreating(false)} />
      )}
      {sending && (
        <SendDocumentDialog
          opened
          document={sending}
          defaultTo={sending.sentTo ?? ''}
          onClose={() => setSending(null)}
        />
      )}
    </Stack>
  );
}

function NewChangeOrderDialog({ projectId, onClose }: { projectId: string; onClose: () => void }) {
  const create = useCreateChangeOrder();
  const { currencySymbol } = useLocale();
  const [title, setTitle] = useState('');
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState<number | string>('');
  const [days, setDays] = useState<number | string>('');
  const [deadline, setDeadline] = useState('');
  return (
    <Modal opened onClose={onClose} title="New change order">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate(
            {
              projectId,
              title,
              reason,
              amount: centsOf(amount),
              scheduleImpactDays: days === '' ? null : Number(days),
              approvalDeadline: deadline || null,
            },
            { onSuccess: onClose },
          );
        }}
      >
        <Stack>
          <TextInput
            label="Title"
            required
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
          />
          <Textarea
            label="Reason"
            required
            autosize
            minRows={2}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          <NumberInput
            label="Amount (negative for a credit)"
            required
            prefix={currencySymbol}
            decimalScale={2}
            hideControls
            value={amount}
            onChange={setAmount}
          />
          <Group grow>
            <NumberInput
              label="Schedule impact (days)"
              hideControls
              value={days}
              onChange={setDays}
            />
            <DateField
              label="Approve by"
              value={deadline || null}
              onChange={(value) => setDeadline(value ?? '')}
            />
          </Group>
          {create.isError && (
            <Alert color="red" role="alert">
              {errorMessage(create.error, 'Could not create the change order.')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
