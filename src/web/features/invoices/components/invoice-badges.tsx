import { Badge } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBan,
  IconCircleCheck,
  IconClockHour4,
  IconEye,
  IconFilePencil,
  IconSend,
  IconCoins,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { type InvoiceRecord } from '../../../../core/schemas/invoice';
import { INVOICE_STATE_LABELS, type InvoiceState } from '../../../../core/invoices';

/** The spec's status badge: Paid (distinct) or Pending. */
export function InvoiceStatusBadge({ status }: { status: InvoiceRecord['status'] }) {
  return status === 'Paid' ? (
    <Badge
      color="green"
      variant="filled"
      leftSection={<IconCircleCheck size={12} />}
      style={{ flexShrink: 0 }}
    >
      Paid
    </Badge>
  ) : (
    <Badge
      color="orange"
      variant="light"
      leftSection={<IconClockHour4 size={12} />}
      style={{ flexShrink: 0 }}
    >
      Pending
    </Badge>
  );
}

const STATE_LOOK: Record<InvoiceState, { color: string; icon: ReactNode }> = {
  draft: { color: 'gray', icon: <IconFilePencil size={12} /> },
  issued: { color: 'blue', icon: <IconSend size={12} /> },
  viewed: { color: 'cyan', icon: <IconEye size={12} /> },
  partial: { color: 'grape', icon: <IconCoins size={12} /> },
  paid: { color: 'green', icon: <IconCircleCheck size={12} /> },
  void: { color: 'gray', icon: <IconBan size={12} /> },
};

/** Where the invoice is in its life, beside the status: the word and an icon, never colour alone. */
export function InvoiceStateBadge({ state }: { state: InvoiceState }) {
  const look = STATE_LOOK[state];
  return (
    <Badge
      color={look.color}
      variant="outline"
      leftSection={look.icon}
      style={{ flexShrink: 0 }}
      data-testid="invoice-state"
    >
      {INVOICE_STATE_LABELS[state]}
    </Badge>
  );
}

export function OverdueBadge() {
  return (
    <Badge
      color="red"
      variant="filled"
      leftSection={<IconAlertTriangle size={12} />}
      style={{ flexShrink: 0 }}
      data-testid="invoice-overdue"
    >
      Overdue
    </Badge>
  );
}
