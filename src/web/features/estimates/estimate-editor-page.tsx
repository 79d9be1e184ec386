import {
  Alert,
  Anchor,
  Button,
  Card,
  Grid,
  Group,
  NumberInput,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconDownload, IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { documentTotals } from '../../../core/contract-math';
import { taxLabel } from '../../../core/invoice-math';
import type { Document } from '../../../core/schemas/estimate';
import type { TaxRate } from '../../../core/schemas/tax-rate';
import { DateField } from '../../components/date-field';
import { apiGet, errorMessage } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { queryKeys } from '../../lib/query-keys';
import { useLocale } from '../../lib/use-locale';
import {
  estimatePdfUrl,
  useEstimate,
  useReviseEstimate,
  useUpdateEstimate,
} from './api/estimates-api';
import { DocumentBadge } from './components/document-badge';
import { bodyOf, centsOf, draftOf, type EstimateDraft } from './components/estimate-draft';
import { LinesEditor } from './components/lines-editor';
import { MilestonesEditor } from './components/schedule-editor';
import { SendDocumentDialog } from './components/send-document-dialog';

/** `/estimates/{id}`: a draft is edited here; a sent one is read, sent again or revised. */
export default function EstimateEditorPage() {
  const id = useParams().id ?? '';
  const estimate = useEstimate(id);
  // Here, not in the editor: saving before sending remounts the editor on the saved version.
  const [sending, setSending] = useState(false);
  if (estimate.isPending) return <Text c="dimmed">Loading the estimate...</Text>;
  if (estimate.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(estimate.error, 'Could not load this estimate.')}
      </Alert>
    );
  }
  // A saved version starts a fresh working copy.
  return (
    <>
      <EstimateEditor
        key={`${estimate.data.id}-${estimate.data.updatedAt}`}
        estimate={estimate.data}
        onSend={() => setSending(true)}
      />
      <SendDocumentDialog
        document={estimate.data}
        defaultTo={estimate.data.sentTo ?? ''}
        opened={sending}
        onClose={() => setSending(false)}
      />
    </>
  );
}

function EstimateEditor({ estimate, onSend }: { estimate: Document; onSend: () => void }) {
  const navigate = useNavigate();
  const { formatMoney } = useLocale();
  const [draft, setDraft] = useState<EstimateDraft>(() => draftOf(estimate));
  const update = useUpdateEstimate();
  const revise = useReviseEstimate();
  const taxRates = useQuery({
    queryKey: queryKeys.taxRates,
    queryFn: ({ signal }) => apiGet<TaxRate[]>('/api/tax-rates', signal),
  });
  const editable = estimate.state === 'draft';
  const revisable = ['sent', 'viewed', 'declined', 'expired'].includes(estimate.state);
  const set = (patch: Partial<EstimateDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const lines = draft.sections.flatMap((section) =>
    section.lines.map((line) => ({
      id: line.key,
      quantity: Number(line.quantity),
      unitPrice: centsOf(line.unitPrice),
      taxRateIds: line.taxRateIds,
      optional: line.optional,
    })),
  );
  // The rates the estimate's lines name (inactive ones too) come with it; the list of
  // rates to pick from may still be loading. Totals wait until every rate a line names is
  // known (documentTotals refuses an unknown one).
  const rates = [
    ...(taxRates.data ?? []),
    ...estimate.taxes.map((tax) => ({ id: tax.taxRateId, name: tax.name, rate: tax.rate })),
  ];
  const known = new Set(rates.map((rate) => rate.id));
  // A draft's totals follow what is typed; any other estimate shows the server's, which
  // count the options the client chose on approving (and its sums per tax count them too).
  const counted = editable ? lines : estimate.sections.flatMap((section) => section.lines);
  const computed = counted.every((line) => line.taxRateIds.every((id) => known.has(id)))
    ? documentTotals(counted, rates, editable ? [] : estimate.approval?.selectedOptionalLineIds)
    : null;
  const totals = !editable
    ? estimate
    : (computed ?? {
        subtotal: Number.NaN,
        taxTotal: Number.NaN,
        total: Number.NaN,
        optionalTotal: 0,
      });
  const taxes = computed?.taxes ?? [];
  const shown = (cents: number) => (Number.isFinite(cents) ? formatMoney(cents) : '-');

  return (
    <Stack gap="md" maw={1100}>
      <Anchor component={Link} to={paths.estimates} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden /> Estimates
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <div>
          <Group gap="xs">
            <Title order={1} size="h2">
              {estimate.displayNumber}
            </Title>
            <DocumentBadge state={estimate.state} />
          </Group>
          <Text c="dimmed" size="sm">
            {estimate.projectName}
            {estimate.approval &&
              ` · ${estimate.approval.decision === 'approve' ? 'Approved' : 'Declined'} by ${estimate.approval.name}`}
          </Text>
        </div>
        <Group gap="xs">
          <Button
            component="a"
            href={estimatePdfUrl(estimate.id)}
            variant="default"
            leftSection={<IconDownload size={16} />}
          >
            PDF
          </Button>
          {revisable && (
            <Button
              variant="default"
              loading={revise.isPending}
              onClick={() =>
                // Voiding this one remounts the editor before a mutate() callback would run.
                revise
                  .mutateAsync(estimate.id)
                  .then((next) => navigate(paths.estimate(next.id)))
                  .catch(() => {})
              }
            >
              Revise
            </Button>
          )}
          {editable && (
            <Button
              variant="default"
              loading={update.isPending}
              onClick={() => update.mutate({ id: estimate.id, ...bodyOf(draft) })}
            >
              Save
            </Button>
          )}
          {(editable || estimate.state === 'sent' || estimate.state === 'viewed') && (
            <Button
              leftSection={<IconSend size={16} />}
              onClick={() => {
                // A draft is saved first: the client gets what is on the screen. The save
                // remounts this editor on the saved version, and a mutate() callback never
                // runs once its component is gone: the promise still settles. A failed save
                // shows its alert (update.isError) and the dialog stays closed.
                if (!editable) return onSend();
                update.mutateAsync({ id: estimate.id, ...bodyOf(draft) }).then(onSend, () => {});
              }}
            >
              {editable ? 'Send' : 'Send again'}
            </Button>
          )}
        </Group>
      </Group>
      {!editable && estimate.state !== 'void' && (
        <Alert color="blue">
          {estimate.state === 'approved'
            ? 'Approved: this estimate is part of the contract. Changes go on a change order.'
            : 'Sent estimates are frozen. Revise to make a new revision (the old one is voided).'}
        </Alert>
      )}
      {(update.isError || revise.isError) && (
        <Alert color="red" role="alert">
          {errorMessage(update.error ?? revise.error, 'Could not save. Try again.')}
        </Alert>
      )}
      <Card withBorder>
        <Grid>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label="Title"
              required
              value={draft.title}
              readOnly={!editable}
              onChange={(event) => set({ title: event.currentTarget.value })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <DateField
              label="Valid until"
              value={draft.validUntil || null}
              readOnly={!editable}
              onChange={(value) => set({ validUntil: value ?? '' })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <NumberInput
              label="Deposit on approval (%)"
              min={0}
              max={100}
              decimalScale={2}
              hideControls
              value={draft.depositPercent}
              readOnly={!editable}
              onChange={(value) => set({ depositPercent: value, depositAmount: '' })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }} offset={{ base: 6, sm: 9 }}>
            <NumberInput
              label="or deposit amount"
              min={0}
              decimalScale={2}
              hideControls
              value={draft.depositAmount}
              readOnly={!editable}
              onChange={(value) => set({ depositAmount: value, depositPercent: '' })}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Textarea
              label="Introduction"
              autosize
              minRows={2}
              value={draft.intro}
              readOnly={!editable}
              onChange={(event) => set({ intro: event.currentTarget.value })}
            />
          </Grid.Col>
        </Grid>
      </Card>
      <LinesEditor
        sections={draft.sections}
        onChange={(sections) => set({ sections })}
        taxRates={taxRates.data ?? []}
        readOnly={!editable}
      />
      <Card withBorder>
        <Stack gap={4} maw={360} ml="auto" data-testid="estimate-totals">
          <Group justify="space-between">
            <Text size="sm">Subtotal</Text>
            <Text size="sm">{shown(totals.subtotal)}</Text>
          </Group>
          {taxes.length > 0 ? (
            taxes.map((tax) => (
              <Group key={tax.taxRateId} justify="space-between">
                <Text size="sm">{taxLabel(tax)}</Text>
                <Text size="sm">{shown(tax.amount)}</Text>
              </Group>
            ))
          ) : (
            <Group justify="space-between">
              <Text size="sm">Tax</Text>
              <Text size="sm">{shown(totals.taxTotal)}</Text>
            </Group>
          )}
          <Group justify="space-between">
            <Text fw={700}>Total</Text>
            <Text fw={700} data-testid="estimate-total">
              {shown(totals.total)}
            </Text>
          </Group>
          {totals.optionalTotal > 0 && (
            <Text size="xs" c="dimmed" ta="right">
              Options the client may add: {shown(totals.optionalTotal)}
            </Text>
          )}
        </Stack>
      </Card>
      <MilestonesEditor
        milestones={draft.milestones}
        onChange={(milestones) => set({ milestones })}
        readOnly={!editable}
      />
      <Textarea
        label="Terms"
        autosize
        minRows={3}
        value={draft.terms}
        readOnly={!editable}
        onChange={(event) => set({ terms: event.currentTarget.value })}
      />
    </Stack>
  );
}
