import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Container,
  Divider,
  Group,
  Stack,
  Text,
  TextInput,
  Textarea,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconBuildingCommunity, IconCircleCheck, IconDownload } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { scheduleAmount } from '../../../core/contract-math';
import type { PublicDocument } from '../../../core/schemas/estimate';
import touch from '../../components/touch-target.module.css';
import { ApiError, errorMessage } from '../../lib/api-client';
import { localeFormatters, type LocaleFormatters } from '../../lib/use-locale';
import { PortalUnavailable } from '../portal/portal-unavailable';
import { ThemeToggleButton } from '../public-theme-toggle';
import { approvalPdfUrl, useApproval, useDecide } from './approval-api';
import { SignatureField } from './signature-field';

// The client's approval page (issue 21, decision 211): the whole document, then the
// terms, then the signature block, in that order (the signature never comes before
// the terms). No sign-in: the token in the address is the key.

function PageHead({ title }: { title: string }) {
  return (
    <>
      <title>{title}</title>
      <meta name="robots" content="noindex" />
      <meta name="referrer" content="no-referrer" />
    </>
  );
}

const kindName = (kind: PublicDocument['kind']) =>
  kind === 'estimate' ? 'Estimate' : 'Change order';

/** `/approve/{token}`: read, choose options, sign and approve or decline. */
export default function ApprovalPage() {
  const token = useParams().token ?? '';
  const approval = useApproval(token);
  const status = approval.error instanceof ApiError ? approval.error.status : null;
  const document = approval.data;

  let body: ReactNode;
  if (status === 404 || status === 410) {
    body = <PortalUnavailable expired={status === 410} />;
  } else if (approval.isPending) {
    body = <Text c="dimmed">Loading the document...</Text>;
  } else if (approval.isError || !document) {
    body = (
      <Stack align="flex-start" gap="xs">
        <Text c="red">Could not load this page. Check your connection and try again.</Text>
        <Button variant="light" onClick={() => void approval.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  } else {
    body = <ApprovalContent token={token} document={document} />;
  }

  return (
    <Container size="sm" py="md" px="sm">
      <PageHead
        title={document ? `${kindName(document.kind)} ${document.displayNumber}` : 'Approval'}
      />
      <Group justify="space-between" mb="lg" wrap="nowrap" component="header">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <ThemeIcon size="lg" radius="md" aria-hidden>
            <IconBuildingCommunity size={18} />
          </ThemeIcon>
          {/* Wraps to a second line on a phone, as the portal's header does: a client
              must read whose document this is. */}
          <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
            {document?.businessName ?? 'Approval'}
          </Text>
        </Group>
        <ThemeToggleButton />
      </Group>
      <main>{body}</main>
    </Container>
  );
}

function ApprovalContent({ token, document }: { token: string; document: PublicDocument }) {
  const { currency, dateFormat } = document.locale;
  const formatters = useMemo(
    () => localeFormatters({ currency, dateFormat }),
    [currency, dateFormat],
  );
  const decided = document.status !== 'open';
  const [selected, setSelected] = useState<string[]>(
    document.decision?.selectedOptionalLineIds ?? [],
  );
  const lines = document.sections.flatMap((section) => section.lines);
  const optionsTotal = lines
    .filter((line) => line.optional && selected.includes(line.id))
    .reduce((sum, line) => sum + line.amount + line.tax, 0);
  const toggle = (id: string, on: boolean) =>
    setSelected((ids) => (on ? [...ids, id] : ids.filter((other) => other !== id)));

  return (
    <Stack gap="lg">
      <Card withBorder padding="md" component="article" aria-labelledby="document-title">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Text size="sm" c="dimmed">
              {kindName(document.kind)} {document.displayNumber} · {document.projectName}
            </Text>
            <Title
              order={1}
              id="document-title"
              fz={{ base: 22, sm: 28 }}
              style={{ overflowWrap: 'anywhere' }}
            >
              {document.title}
            </Title>
          </div>
          {decided && (
            <Badge
              color={document.status === 'approved' ? 'green' : 'red'}
              style={{ flexShrink: 0 }}
            >
              {document.status === 'approved' ? 'Approved' : 'Declined'}
            </Badge>
          )}
        </Group>
        {document.validUntil && (
          <Text size="sm" c="dimmed" mt={4}>
            {document.kind === 'estimate' ? 'Valid until' : 'Please answer by'}{' '}
            {formatters.formatDate(document.validUntil)}
          </Text>
        )}
        {document.intro && (
          <Text mt="md" style={{ whiteSpace: 'pre-wrap' }}>
            {document.intro}
          </Text>
        )}
        {document.kind === 'change_order' && (
          <ChangeOrderDetails document={document} formatters={formatters} />
        )}
        {document.sections.map((section, index) => (
          <Stack key={index} gap={0} mt="lg" component="section">
            {section.title && (
              <Title order={2} size="h4" mb="xs">
                {section.title}
              </Title>
            )}
            {section.lines.map((line) => (
              <LineRow
                key={line.id}
                line={line}
                formatters={formatters}
                checked={selected.includes(line.id)}
                disabled={decided}
                onToggle={(on) => toggle(line.id, on)}
              />
            ))}
          </Stack>
        ))}
        <Divider my="md" />
        <Totals
          document={document}
          optionsTotal={optionsTotal}
          formatMoney={formatters.formatMoney}
        />
        {document.schedule.length > 0 && (
          <Stack gap={4} mt="md">
            <Title order={2} size="h5">
              Payment schedule
            </Title>
            {document.schedule.map((entry, index) => (
              <Group key={index} justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm">
                  {entry.label}
                  {entry.percent !== null && ` (${entry.percent}%)`}
                  {' · '}
                  {entry.due === 'on_approval'
                    ? 'due on approval'
                    : entry.date
                      ? `due ${formatters.formatDate(entry.date)}`
                      : ''}
                </Text>
                {/* A percent follows the options ticked, as the invoice made on approval will. */}
                <Text size="sm" style={{ flexShrink: 0 }} data-testid="schedule-amount">
                  {formatters.formatMoney(
                    entry.percent === null
                      ? entry.amount
                      : scheduleAmount({ percent: entry.percent }, document.total + optionsTotal),
                  )}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Card>

      {document.terms && (
        <Card withBorder padding="md" component="section" aria-labelledby="terms-heading">
          <Title order={2} size="h4" id="terms-heading" mb="xs">
            Terms
          </Title>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {document.terms}
          </Text>
        </Card>
      )}

      {decided ? (
        <DecisionCard
          token={token}
          document={document}
          formatDateTime={formatters.formatDateTime}
        />
      ) : (
        <SignatureBlock
          token={token}
          document={document}
          selected={selected}
          total={document.total + optionsTotal}
          formatMoney={formatters.formatMoney}
        />
      )}
    </Stack>
  );
}

function ChangeOrderDetails({
  document,
  formatters,
}: {
  document: PublicDocument;
  formatters: LocaleFormatters;
}) {
  return (
    <Stack gap={4} mt="md">
      <Text fw={600}>Why</Text>
      <Text style={{ whiteSpace: 'pre-wrap' }}>{document.reason}</Text>
      {document.scheduleImpactDays !== null && document.scheduleImpactDays !== 0 && (
        <Text size="sm">
          Schedule: {document.scheduleImpactDays > 0 ? '+' : ''}
          {document.scheduleImpactDays} days
        </Text>
      )}
      <Group justify="space-between" mt="sm">
        <Text fw={600}>Change to the contract</Text>
        <Text fw={700}>{formatters.formatMoney(document.total)}</Text>
      </Group>
    </Stack>
  );
}

type Line = PublicDocument['sections'][number]['lines'][number];

function LineRow({
  line,
  formatters,
  checked,
  disabled,
  onToggle,
}: {
  line: Line;
  formatters: LocaleFormatters;
  checked: boolean;
  disabled: boolean;
  onToggle: (on: boolean) => void;
}) {
  const quantity = `${line.quantity}${line.unit ? ` ${line.unit}` : ''} × ${formatters.formatMoney(line.unitPrice)}`;
  const muted = line.optional && !checked;
  return (
    <Group
      justify="space-between"
      align="flex-start"
      wrap="nowrap"
      gap="sm"
      py="xs"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Text style={{ overflowWrap: 'anywhere' }} c={muted ? 'dimmed' : undefined}>
          {line.description}
        </Text>
        <Text size="sm" c="dimmed">
          {quantity}
          {line.taxNames.length > 0 && ` · ${line.taxNames.join(', ')}`}
        </Text>
        {line.optional && (
          <Checkbox
            mt={4}
            className={touch.target}
            styles={{ body: { alignItems: 'center' } }}
            label="Add this option"
            checked={checked}
            disabled={disabled}
            onChange={(event) => onToggle(event.currentTarget.checked)}
            aria-label={`Add the option: ${line.description}`}
          />
        )}
      </Stack>
      <Text fw={500} style={{ flexShrink: 0 }} c={muted ? 'dimmed' : undefined}>
        {formatters.formatMoney(line.amount)}
      </Text>
    </Group>
  );
}

function Totals({
  document,
  optionsTotal,
  formatMoney,
}: {
  document: PublicDocument;
  optionsTotal: number;
  formatMoney: (cents: number) => string;
}) {
  if (document.kind === 'change_order') return null;
  const row = (label: string, value: string, strong = false, testId?: string) => (
    <Group justify="space-between" gap="xs">
      <Text fw={strong ? 700 : 400} size={strong ? 'lg' : 'sm'}>
        {label}
      </Text>
      <Text fw={strong ? 700 : 400} size={strong ? 'lg' : 'sm'} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
  return (
    <Stack gap={4} aria-live="polite">
      {row('Subtotal', formatMoney(document.subtotal))}
      {document.taxTotal > 0 && row('Tax', formatMoney(document.taxTotal))}
      {optionsTotal > 0 && row('Options you chose (with tax)', formatMoney(optionsTotal))}
      {row('Total', formatMoney(document.total + optionsTotal), true, 'approval-total')}
    </Stack>
  );
}

function SignatureBlock({
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

function DecisionCard({
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
