import { Checkbox, Group, Stack, Text } from '@mantine/core';
import { taxLabel } from '../../../core/invoice-math';
import type { PublicDocument } from '../../../core/schemas/estimate';
import touch from '../../components/touch-target.module.css';
import type { LocaleFormatters } from '../../lib/use-locale';

// The document the client approves, as its approval page shows it (decision 211): a change
// order's details, the lines of each section and the totals.

/** What the document is called on its page: Estimate or Change order. */
export const kindName = (kind: PublicDocument['kind']) =>
  kind === 'estimate' ? 'Estimate' : 'Change order';

export function ChangeOrderDetails({
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

export type Line = PublicDocument['sections'][number]['lines'][number];

export function LineRow({
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

export function Totals({
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
    <Group key={label} justify="space-between" gap="xs">
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
      {document.taxes.map((tax) => row(taxLabel(tax), formatMoney(tax.amount)))}
      {optionsTotal > 0 && row('Options you chose (with tax)', formatMoney(optionsTotal))}
      {row('Total', formatMoney(document.total + optionsTotal), true, 'approval-total')}
    </Stack>
  );
}
