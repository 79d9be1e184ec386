import {
  Badge,
  Button,
  Card,
  Container,
  Divider,
  Group,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { scheduleAmount } from '../../../core/contract-math';
import type { PublicDocument } from '../../../core/schemas/estimate';
import { ApiError } from '../../lib/api-client';
import { localeFormatters } from '../../lib/use-locale';
import { PortalUnavailable } from '../portal/portal-unavailable';
import { ThemeToggleButton } from '../public-theme-toggle';
import { useApproval } from './approval-api';
import { ChangeOrderDetails, kindName, LineRow, Totals } from './approval-document';
import { DecisionCard, SignatureBlock } from './approval-signing';

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
