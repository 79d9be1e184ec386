import {
  Alert,
  Button,
  CopyButton,
  Group,
  Modal,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Document } from '../../../../core/schemas/estimate';
import { errorMessage } from '../../../lib/api-client';
import { useContacts } from '../../contacts';
import { projectQueryOptions } from '../../projects';
import { useSendDocument, type SentDocument } from '../api/estimates-api';

/**
 * Send: to whom, with an optional message. The approval link is shown once, here, to
 * copy; only its fingerprint is kept, so it cannot be shown again (send again instead).
 */
export function SendDocumentDialog({
  document,
  defaultTo,
  opened,
  onClose,
}: {
  document: Document;
  defaultTo: string;
  opened: boolean;
  onClose: () => void;
}) {
  const send = useSendDocument();
  // The last address it went to, else the project's client's (as an invoice's Send does);
  // what is typed replaces either.
  const project = useQuery({ ...projectQueryOptions(document.projectId), enabled: opened });
  const contacts = useContacts(opened);
  const clientEmail = contacts.data?.find(
    (contact) => contact.id === project.data?.clientId,
  )?.email;
  const [typed, setTo] = useState<string | null>(null);
  const to = typed ?? (defaultTo || clientEmail || '');
  const [message, setMessage] = useState('');
  const [sent, setSent] = useState<SentDocument | null>(null);
  const close = () => {
    setSent(null);
    send.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={`Send ${document.displayNumber}`}>
      {sent ? (
        <Stack>
          <Text size="sm">
            {sent.emailedTo
              ? `E-mailed to ${sent.emailedTo}.`
              : `Not e-mailed: ${(sent.emailError ?? 'mail is not set up').replace(/\.$/, '')}.`}{' '}
            This link is shown only now; copy it if you want to send it yourself.
          </Text>
          <TextInput label="Approval link" value={sent.url} readOnly data-testid="approval-url" />
          <Group justify="flex-end">
            <CopyButton value={sent.url}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy}>
                  {copied ? 'Copied' : 'Copy link'}
                </Button>
              )}
            </CopyButton>
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send.mutate({ document, to, message }, { onSuccess: setSent });
          }}
        >
          <Stack>
            <TextInput
              label="To"
              type="email"
              required
              value={to}
              onChange={(event) => setTo(event.currentTarget.value)}
            />
            <Textarea
              label="Message (optional)"
              autosize
              minRows={3}
              value={message}
              onChange={(event) => setMessage(event.currentTarget.value)}
            />
            {send.isError && (
              <Alert color="red" role="alert">
                {errorMessage(send.error, 'Could not send. Try again.')}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={send.isPending}>
                Send
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
