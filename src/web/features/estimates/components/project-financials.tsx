import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useState } from 'react';
import type { Contract } from '../../../../core/schemas/estimate';
import { errorMessage } from '../../../lib/api-client';
import { useLocale } from '../../../lib/use-locale';
import { useCreateProgressInvoice, useProjectContract } from '../api/estimates-api';

/** Contract value, invoiced, paid, remaining and retainage; and the progress invoice wizard. */
export function ProjectFinancials({ projectId }: { projectId: string }) {
  const contract = useProjectContract(projectId);
  const { formatMoney } = useLocale();
  const [billing, setBilling] = useState(false);
  if (contract.isPending) return <Text c="dimmed">Loading...</Text>;
  if (contract.isError) {
    return (
      <Alert color="red">{errorMessage(contract.error, 'Could not load the contract.')}</Alert>
    );
  }
  const { financials } = contract.data;
  const figure = (label: string, cents: number) => (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{formatMoney(cents)}</Text>
    </Stack>
  );
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, sm: 5 }}>
        {figure('Contract value', financials.contractValue)}
        {figure('Invoiced', financials.invoiced)}
        {figure('Paid', financials.paid)}
        {figure('Remaining to bill', financials.remainingToBill)}
        {figure('Retainage held', financials.retainageHeld)}
      </SimpleGrid>
      {/* The Invoices tab counts every invoice of the project; these only the contract's. */}
      <Text size="xs" c="dimmed">
        The approved estimate and change orders only: invoices made from them (drafts count toward
        what is left to bill). Every invoice of the project is on its Invoices tab.
      </Text>
      {contract.data.lines.length > 0 && !contract.data.finalInvoiced && (
        <Button
          variant="light"
          style={{ alignSelf: 'flex-start' }}
          onClick={() => setBilling(true)}
        >
          Progress invoice
        </Button>
      )}
      {billing && (
        <ProgressInvoiceDialog
          projectId={projectId}
          contract={contract.data}
          onClose={() => setBilling(false)}
        />
      )}
    </Stack>
  );
}

function ProgressInvoiceDialog({
  projectId,
  contract,
  onClose,
}: {
  projectId: string;
  contract: Contract;
  onClose: () => void;
}) {
  const create = useCreateProgressInvoice();
  const { formatMoney } = useLocale();
  const [percents, setPercents] = useState<Record<string, number | string>>(() =>
    Object.fromEntries(contract.lines.map((line) => [line.lineId, line.billedPercent])),
  );
  const [retainage, setRetainage] = useState<number | string>(0);
  const [final, setFinal] = useState(false);
  return (
    <Modal opened onClose={onClose} title="Progress invoice" size="lg">
      <Stack>
        <Text size="sm" c="dimmed">
          Percent complete to date per contract line; the invoice bills the difference from what was
          billed before, as a draft for you to check and send.
        </Text>
        <Table.ScrollContainer minWidth={420}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Line</Table.Th>
                <Table.Th ta="right">Value</Table.Th>
                <Table.Th>% complete</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {contract.lines.map((line) => (
                <Table.Tr key={line.lineId}>
                  <Table.Td>{line.description}</Table.Td>
                  <Table.Td ta="right">{formatMoney(line.value)}</Table.Td>
                  <Table.Td w={120}>
                    <NumberInput
                      aria-label={`Percent complete, ${line.description}`}
                      min={line.billedPercent}
                      max={100}
                      decimalScale={2}
                      suffix="%"
                      hideControls
                      disabled={final}
                      value={final ? 100 : percents[line.lineId]}
                      onChange={(value) => setPercents((p) => ({ ...p, [line.lineId]: value }))}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group grow align="flex-end">
          <NumberInput
            label="Retainage held (%)"
            min={0}
            max={100}
            decimalScale={2}
            hideControls
            disabled={final}
            value={retainage}
            onChange={setRetainage}
          />
          <Checkbox
            label="Final invoice (bills the rest, releases retainage, credits the deposit)"
            checked={final}
            onChange={(event) => setFinal(event.currentTarget.checked)}
          />
        </Group>
        {create.isError && (
          <Alert color="red" role="alert">
            {errorMessage(create.error, 'Could not create the invoice.')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            loading={create.isPending}
            onClick={() =>
              create.mutate(
                {
                  projectId,
                  final,
                  retainagePercent: final ? undefined : Number(retainage) || undefined,
                  lines: final
                    ? []
                    : contract.lines.map((line) => ({
                        lineId: line.lineId,
                        percentComplete: Number(percents[line.lineId]),
                      })),
                },
                { onSuccess: onClose },
              )
            }
          >
            Create draft invoice
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
