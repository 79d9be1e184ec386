import { Badge } from '@mantine/core';
import { DOCUMENT_STATE_LABELS, type DocumentState } from '../../../../core/schemas/estimate';

const COLORS: Record<DocumentState, string> = {
  draft: 'gray',
  sent: 'blue',
  viewed: 'cyan',
  approved: 'green',
  declined: 'red',
  expired: 'orange',
  void: 'dark',
};

/** An estimate's or change order's state as a badge. */
export function DocumentBadge({ state }: { state: DocumentState }) {
  return (
    <Badge color={COLORS[state]} variant={state === 'approved' ? 'filled' : 'light'}>
      {DOCUMENT_STATE_LABELS[state]}
    </Badge>
  );
}
