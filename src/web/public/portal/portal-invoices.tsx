import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { formatMoney } from '../../../core/locale';
import type { LocaleFormatters } from '../../lib/use-locale';
import { portalInvoicePdfUrl, usePortalInvoices } from './portal-api';

/** The project's invoices (number, date, amount, status) with a PDF download each. */
export function PortalInvoices({
  token,
  formatDate,
}: {
  token: string;
  formatDate: LocaleFormatters['formatDate'];
}) {
  const invoices = usePortalInvoices(token, true);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="portal-invoices-heading">
      <Title order={2} size="h4" mb="sm" id="portal-invoices-heading">
        Invoices
      </Title>
      {invoices.isPending ? (
        <Text c="dimmed">Loading invoices...</Text>
      ) : invoices.isError ? (
        <Text c="red">Could not load the invoices.</Text>
      ) : invoices.data.length === 0 ? (
        <Text c="dimmed">No invoices yet.</Text>
      ) : (
        <Stack gap="sm">
          {invoices.data.map((invoice) => (
            <Group
              key={invoice.id}
              justify="space-between"
              wrap="wrap"
              gap="xs"
              data-testid="portal-invoice"
            >
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={600}>{invoice.invoiceNumber}</Text>
                <Text size="sm" c="dimmed">
                  {formatDate(invoice.date)}
                </Text>
              </Stack>
              <Group gap="sm" wrap="nowrap">
                <Text fw={600}>{formatMoney(invoice.amount, invoice.currency)}</Text>
                <Badge variant={invoice.status === 'Paid' ? 'filled' : 'light'} color="gray">
                  {invoice.status}
                </Badge>
                <Anchor
                  href={portalInvoicePdfUrl(token, invoice.id)}
                  download={`invoice-${invoice.invoiceNumber}.pdf`}
                  aria-label={`Download invoice ${invoice.invoiceNumber} as PDF`}
                  display="inline-flex"
                  style={{ alignItems: 'center', gap: 4, minHeight: 44 }}
                >
                  <IconDownload size={16} aria-hidden />
                  PDF
                </Anchor>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
