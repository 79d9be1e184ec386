import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useLocale } from '../../../lib/use-locale';
import { useProjectEstimates } from '../api/estimates-api';
import { DocumentBadge } from './document-badge';
import { NewEstimateDialog } from './new-estimate-dialog';

/** A project's estimates (for the project page's Estimates tab). */
export function ProjectEstimates({ projectId }: { projectId: string }) {
  const estimates = useProjectEstimates(projectId);
  const { formatMoney } = useLocale();
  const [creating, setCreating] = useState(false);
  return (
    <Stack gap="xs">
      {estimates.isPending && <Text c="dimmed">Loading...</Text>}
      {estimates.data?.length === 0 && <Text c="dimmed">No estimates yet.</Text>}
      {estimates.data?.map((estimate) => (
        <Group key={estimate.id} justify="space-between" wrap="nowrap">
          <Link to={paths.estimate(estimate.id)}>
            {estimate.displayNumber}: {estimate.title}
          </Link>
          <Group gap="xs" wrap="nowrap">
            <Text size="sm">{formatMoney(estimate.total)}</Text>
            <DocumentBadge state={estimate.state} />
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
        New estimate
      </Button>
      {creating && (
        <NewEstimateDialog opened projectId={projectId} onClose={() => setCreating(false)} />
      )}
    </Stack>
  );
}
