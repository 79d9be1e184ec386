import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import type { PublicDocument } from '../../../core/schemas/estimate';
import touch from '../../components/touch-target.module.css';
import { errorMessage } from '../../lib/api-client';
import { approvalPdfUrl, useDecide } from './approval-api';
import { kindName } from './approval-document';
import { SignatureField } from './signature-field';

// Where the client approves or declines the document (decision 211): the signature block
// under the terms, and the card that shows the decision once it is made.

export function SignatureBlock({
  token,
  document,
  selected,
  total,
  formatMoney,
}: {
  token: string;
  document: PublicDocument;
  selected: string[];
  total: number;
  formatMoney: (cents: number) => string;
}) {
  const decide = useDecide(token);
  const [name, setName] = useState('');
  const [agree, setAgree] = useState(false);
  const [signature, setSignature] = useState<string | null>(null);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ name?: string; agree?: string; reason?: string }>({});

  const submit = (decision: 'approve' | 'decline') => {
    const found = {
      ...(name.trim() ? {} : { name: 'Type your full name' }),
      ...(agree ? {} : { agree: 'Tick "I agree" to continue' }),
      ...(decision === 'decline' && !reason.trim() ? { reason: 'Tell us why you decline' } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    decide.mutate({
      decision,
      name: name.trim(),
      agree: true,
      contentHash: document.contentHash,
      ...(decision === 'approve'
        ? { signature, selectedOptionalLineIds: selected }
        : { reason: reason.trim() }),
    });
  };

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="sign-heading">
      <Title order={2} size="h4" id="sign-heading">
        Your decision
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        By approving you accept this {kindName(document.kind).toLowerCase()} and its terms for{' '}
        {formatMoney(total)}. The time, your network and a fingerprint of this document are recorded
        with your answer.
      </Text>
      <Stack>
        <TextInput
          label="Your full name"
          autoComplete="name"
          required
          value={name}
          error={errors.name}
          onChange={(event) => setName(event.currentTarget.value)}
          classNames={{ input: touch.target }}
        />
        {!declining && <SignatureField onChange={setSignature} />}
        <Checkbox
          className={touch.target}
          styles={{ body: { alignItems: 'center' } }}
          label="I agree: I have read the document and its terms above"
          checked={agree}
          error={errors.agree}
          onChange={(event) => setAgree(event.currentTarget.checked)}
        />
        {declining && (
          <Textarea
            label="Why do you decline?"
            required
            autosize
            minRows={3}
            maxLength={2000}
            value={reason}
            error={errors.reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
        )}
        {decide.isError && (
          <Alert color="red" role="alert">
            {errorMessage(decide.error, 'Your answer could not be sent. Try again.')}
          </Alert>
        )}
        {declining ? (
          <Group grow>
            <Button
              variant="default"
              className={touch.target}
              onClick={() => setDeclining(false)}
              disabled={decide.isPending}
            >
              Back
            </Button>
            <Button
              color="red"
              className={touch.target}
              loading={decide.isPending}
              onClick={() => submit('decline')}
            >
              Confirm decline
            </Button>
          </Group>
        ) : (
          <Group grow>
            <Button
              variant="default"
              className={touch.target}
              onClick={() => setDeclining(true)}
              disabled={decide.isPending}
            >
              Decline
            </Button>
            <Button
              color="green"
              className={touch.target}
              loading={decide.isPending}
              onClick={() => submit('approve')}
            >
              Approve
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

export function DecisionCard({
  token,
  document,
  formatDateTime,
}: {
  token: string;
  document: PublicDocument;
  formatDateTime: (iso: string) => string;
}) {
  const approved = document.status === 'approved';
  return (
    <Card withBorder padding="md" component="section" role="status">
      <Group gap="xs" wrap="nowrap">
        {approved && <IconCircleCheck color="var(--mantine-color-green-filled)" aria-hidden />}
        <Title order={2} size="h4">
          {approved ? 'Approved. Thank you!' : 'Declined'}
        </Title>
      </Group>
      {document.decision && (
        <Text size="sm" mt="xs">
          {approved ? 'Approved' : 'Declined'} by {document.decision.name} on{' '}
          {formatDateTime(document.decision.at)}. {document.businessName} has been told.
        </Text>
      )}
      <Anchor href={approvalPdfUrl(token)} mt="sm" display="inline-flex" className={touch.target}>
        <Group gap={6} align="center">
          <IconDownload size={16} aria-hidden />
          Download the {approved ? 'signed ' : ''}PDF
        </Group>
      </Anchor>
    </Card>
  );
}
