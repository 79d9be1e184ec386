import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  NumberInput,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { formatTaxRate, MAX_TAX_RATE_BPS } from '../../../../core/invoice-math';
import { taxRateInputSchema, type TaxRate } from '../../../../core/schemas/tax-rate';
import touch from '../../../components/touch-target.module.css';
import { errorMessage } from '../../../lib/api-client';
import { useTaxRates } from '../api/get-tax-rates';
import { useCreateTaxRate, useDeleteTaxRate, useUpdateTaxRate } from '../api/save-tax-rate';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useCanSeeMoney } from '../use-can-see-money';

/** Settings > Tax rates: the taxes invoice lines can carry (up to two per line). */
export function TaxRatesCard() {
  const canSeeMoney = useCanSeeMoney();
  const rates = useTaxRates({ enabled: canSeeMoney });
  const update = useUpdateTaxRate();
  const [renaming, setRenaming] = useState<TaxRate | null>(null);
  const [deleting, setDeleting] = useState<TaxRate | null>(null);
  if (!canSeeMoney) return null;

  const toggle = (rate: TaxRate) =>
    update.mutate(
      { id: rate.id, active: !rate.active },
      {
        onSuccess: () =>
          notifications.show({
            title: rate.active ? 'Tax rate deactivated' : 'Tax rate activated',
            message: rate.active
              ? `${rate.name} is no longer offered on new lines; invoices that have it keep it.`
              : `${rate.name} can be chosen on invoice lines again.`,
            color: 'green',
          }),
        onError: (error) =>
          notifications.show({
            title: 'Error',
            message: errorMessage(error, 'Failed to change the tax rate. Please try again.'),
            color: 'red',
          }),
      },
    );

  return (
    <Card withBorder padding="lg" data-testid="tax-rates-card">
      <Title order={2} size="h4">
        Tax rates
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Taxes you charge on invoice lines, up to two per line. A rate&apos;s percentage never
        changes once it is used: add a new rate and deactivate the old one.
      </Text>
      {rates.isPending ? (
        <Text c="dimmed">Loading tax rates...</Text>
      ) : rates.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(rates.error, 'Failed to load the tax rates. Please reload the page.')}
        </Alert>
      ) : rates.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          No tax rates yet. Add the taxes you charge (for example a sales tax) below.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={340}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Rate</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th ta="right">Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rates.data.map((rate) => (
                <Table.Tr key={rate.id} data-testid="tax-rate-row">
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{rate.name}</Table.Td>
                  <Table.Td>{formatTaxRate(rate.rate)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={rate.active ? 'green' : 'gray'}>
                      {rate.active ? 'Active' : 'Inactive'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <Tooltip label="Rename" openDelay={700}>
                        <ActionIcon
                          variant="subtle"
                          className={touch.target}
                          aria-label={`Rename ${rate.name}`}
                          onClick={() => setRenaming(rate)}
                        >
                          <IconPencil size={16} />
                        </ActionIcon>
                      </Tooltip>
                      <Button
                        size="xs"
                        variant="default"
                        className={touch.target}
                        loading={update.isPending && update.variables?.id === rate.id}
                        onClick={() => toggle(rate)}
                        aria-label={`${rate.active ? 'Deactivate' : 'Activate'} ${rate.name}`}
                      >
                        {rate.active ? 'Deactivate' : 'Activate'}
                      </Button>
                      {!rate.inUse && (
                        <Tooltip label="Delete (no invoice uses it)" openDelay={700}>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            className={touch.target}
                            aria-label={`Delete ${rate.name}`}
                            onClick={() => setDeleting(rate)}
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Tooltip>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <AddTaxRateForm />
      <RenameTaxRateDialog rate={renaming} onClose={() => setRenaming(null)} />
      <DeleteTaxRateDialog rate={deleting} onClose={() => setDeleting(null)} />
    </Card>
  );
}

function AddTaxRateForm() {
  const create = useCreateTaxRate();
  const [name, setName] = useState('');
  const [percent, setPercent] = useState<number | string>('');
  const [errors, setErrors] = useState<{ name?: string; rate?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const rate = percent === '' ? Number.NaN : Math.round(Number(percent) * 100);
    const parsed = taxRateInputSchema.safeParse({ name, rate });
    const found: typeof errors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'rate' ? 'rate' : 'name';
        found[field] ??= field === 'rate' ? 'Enter a rate from 0 to 100%' : issue.message;
      }
    }
    setErrors(found);
    if (!parsed.success) return;
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        notifications.show({
          title: 'Tax rate added',
          message: `${created.name} (${formatTaxRate(created.rate)}) can now be chosen on invoice lines.`,
          color: 'green',
        });
        setName('');
        setPercent('');
      },
      onError: (error) =>
        notifications.show({
          title: 'Error',
          message: errorMessage(error, 'Failed to add the tax rate. Please try again.'),
          color: 'red',
        }),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" mt="md" gap="sm" wrap="wrap">
        <TextInput
          label="Tax name"
          placeholder="Sales tax"
          required
          maxLength={100}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errors.name}
          style={{ flex: '1 1 200px' }}
        />
        <NumberInput
          label="Rate (%)"
          placeholder="8.25"
          required
          min={0}
          max={MAX_TAX_RATE_BPS / 100}
          // 150 says it is over 100%, instead of turning into 100 when the field is left.
          clampBehavior="none"
          decimalScale={2}
          allowNegative={false}
          suffix="%"
          value={percent}
          onChange={setPercent}
          error={errors.rate}
          w={140}
        />
        <Button
          type="submit"
          mt={{ base: 0, xs: 25 }}
          leftSection={<IconPlus size={16} />}
          loading={create.isPending}
        >
          Add tax rate
        </Button>
      </Group>
    </form>
  );
}

function RenameTaxRateDialog({ rate, onClose }: { rate: TaxRate | null; onClose: () => void }) {
  const update = useUpdateTaxRate();
  const [shown, setShown] = useState(rate);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  if (rate && rate !== shown) {
    setShown(rate);
    setName(rate.name);
    setError(undefined);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!rate) return;
    const parsed = taxRateInputSchema.shape.name.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    update.mutate(
      { id: rate.id, name: parsed.data },
      {
        onSuccess: () => {
          notifications.show({
            title: 'Tax rate renamed',
            message: `The tax rate is now called ${parsed.data}.`,
            color: 'green',
          });
          onClose();
        },
        onError: (failure) => setError(errorMessage(failure, 'Failed to rename the tax rate.')),
      },
    );
  };
  return (
    <Modal opened={rate !== null} onClose={onClose} title="Rename tax rate">
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label="Tax name"
            required
            maxLength={100}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={error}
            description={
              shown ? `${formatTaxRate(shown.rate)}: the percentage stays as it is.` : undefined
            }
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save name
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function DeleteTaxRateDialog({ rate, onClose }: { rate: TaxRate | null; onClose: () => void }) {
  const remove = useDeleteTaxRate();
  const [shown, setShown] = useState(rate);
  if (rate && rate !== shown) setShown(rate);
  const confirm = () => {
    if (!rate) return;
    remove.mutate(rate.id, {
      onSuccess: () => {
        notifications.show({
          title: 'Tax rate deleted',
          message: `${rate.name} has been deleted.`,
          color: 'green',
        });
        onClose();
      },
      onError: (error) =>
        notifications.show({
          title: 'Error',
          message: errorMessage(error, 'Failed to delete the tax rate. Please try again.'),
          color: 'red',
        }),
    });
  };
  return (
    <ConfirmDialog
      opened={rate !== null}
      title="Delete tax rate"
      message={`Delete the tax rate ${shown?.name ?? ''} (${shown ? formatTaxRate(shown.rate) : ''})? This action cannot be undone.`}
      details={
        <Text size="sm" c="dimmed">
          No invoice uses it, so nothing else changes. A rate an invoice uses can only be
          deactivated.
        </Text>
      }
      loading={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
