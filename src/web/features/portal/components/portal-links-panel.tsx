import { Alert, Button, Flex, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { PortalLink, PortalLinkCreated } from '../../../../core/schemas/portal';
import { errorMessage } from '../../../lib/api-client';
import { useLocale } from '../../../lib/use-locale';
import { usePortalLinks } from '../api/get-portal-links';
import { useRevokePortalLink } from '../api/revoke-portal-link';
import { useRotatePortalLink } from '../api/rotate-portal-link';
import { LinkViewsList } from './link-views-list';
import { NewPortalLinkForm } from './new-portal-link-form';
import { linkName, PortalLinkItem } from './portal-link-item';
import { PortalLinkUrl } from './portal-link-url';

// One dialog, several steps: the list, the new-link form, the URL shown once, a link's
// history and the confirmations. No dialog opens on top of another.
type Step =
  | { kind: 'list' }
  | { kind: 'create' }
  | { kind: 'url'; link: PortalLinkCreated; rotated: boolean }
  | { kind: 'views'; link: PortalLink }
  | { kind: 'revoke'; link: PortalLink }
  | { kind: 'rotate'; link: PortalLink };

function BackButton({ onClick, label = 'Back to links' }: { onClick: () => void; label?: string }) {
  return (
    <Button
      variant="subtle"
      size="xs"
      leftSection={<IconArrowLeft size={16} />}
      onClick={onClick}
      style={{ alignSelf: 'flex-start' }}
      data-autofocus
    >
      {label}
    </Button>
  );
}

/** A project's portal links: list, new link, history, new address and revoke. */
export function PortalLinksPanel({ projectId }: { projectId: string }) {
  const links = usePortalLinks(projectId);
  const revoke = useRevokePortalLink(projectId);
  const rotate = useRotatePortalLink(projectId);
  const { formatDate } = useLocale();
  const [step, setStep] = useState<Step>({ kind: 'list' });
  const toList = () => {
    revoke.reset();
    rotate.reset();
    setStep({ kind: 'list' });
  };

  // Each step replaces the one before: move focus into it, so keyboard and screen-reader
  // users are not left on a button that no longer exists.
  const panel = useRef<HTMLDivElement>(null);
  const previous = useRef(step);
  useEffect(() => {
    if (previous.current === step) return;
    previous.current = step;
    panel.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [step]);

  const renderStep = (): ReactNode => {
    switch (step.kind) {
      case 'create':
        return (
          <Stack>
            <Title order={3} size="h5">
              New link
            </Title>
            <NewPortalLinkForm
              projectId={projectId}
              onCreated={(link) => setStep({ kind: 'url', link, rotated: false })}
              onCancel={toList}
            />
          </Stack>
        );
      case 'url':
        return (
          <Stack>
            <Title order={3} size="h5">
              {step.rotated ? 'New address ready' : 'Link ready'}
            </Title>
            <PortalLinkUrl link={step.link} rotated={step.rotated} />
            <Group justify="flex-end">
              <Button onClick={toList} data-autofocus>
                Done
              </Button>
            </Group>
          </Stack>
        );
      case 'views':
        return (
          <Stack>
            <BackButton onClick={toList} />
            <Title order={3} size="h5">
              Views of {linkName(step.link, formatDate)}
            </Title>
            <LinkViewsList linkId={step.link.id} />
          </Stack>
        );
      case 'revoke':
      case 'rotate': {
        const revoking = step.kind === 'revoke';
        const mutation = revoking ? revoke : rotate;
        const name = linkName(step.link, formatDate);
        const confirm = () =>
          revoking
            ? revoke.mutate(step.link.id, { onSuccess: toList })
            : rotate.mutate(step.link.id, {
                onSuccess: (link) => setStep({ kind: 'url', link, rotated: true }),
              });
        return (
          <Stack role="group" aria-labelledby="portal-confirm-heading">
            <Title order={3} size="h5" id="portal-confirm-heading">
              {revoking ? `Revoke "${name}"?` : `New address for "${name}"?`}
            </Title>
            <Text>
              {revoking
                ? 'The client can no longer open the project page with this link, from now on. This cannot be undone.'
                : 'The current address stops working at once; you get a new one to send.'}
            </Text>
            {mutation.isError && (
              <Alert color="red" role="alert">
                {errorMessage(mutation.error, 'That did not work. Please try again.')}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={toList} disabled={mutation.isPending}>
                Cancel
              </Button>
              <Button
                color={revoking ? 'red' : undefined}
                onClick={confirm}
                loading={mutation.isPending}
                data-autofocus
              >
                {revoking ? 'Revoke link' : 'Make new address'}
              </Button>
            </Group>
          </Stack>
        );
      }
      default:
        return (
          <Stack>
            {/* On a phone the text takes the dialog's width and the button goes below it; side by
                side it was squeezed into a narrow column (issue 18). */}
            <Flex
              direction={{ base: 'column', sm: 'row' }}
              justify="space-between"
              align="flex-start"
              gap="sm"
            >
              <Text size="sm" c="dimmed" style={{ flex: 1 }} data-testid="portal-links-intro">
                A private page for this project only: its client-visible updates and photos,
                progress, and optionally its invoices. Make one link per person; revoke one without
                touching the others.
              </Text>
              <Button
                leftSection={<IconPlus size={16} />}
                onClick={() => setStep({ kind: 'create' })}
                data-autofocus
                style={{ flexShrink: 0 }}
              >
                New link
              </Button>
            </Flex>
            {links.isPending ? (
              <Text c="dimmed">Loading links...</Text>
            ) : links.isError ? (
              <Text c="red">{errorMessage(links.error, 'Could not load the links.')}</Text>
            ) : links.data.length === 0 ? (
              <Text c="dimmed">No links yet. Make one to share this project with your client.</Text>
            ) : (
              <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {links.data.map((link) => (
                  <PortalLinkItem
                    key={link.id}
                    link={link}
                    onViews={() => setStep({ kind: 'views', link })}
                    onRotate={() => setStep({ kind: 'rotate', link })}
                    onRevoke={() => setStep({ kind: 'revoke', link })}
                  />
                ))}
              </Stack>
            )}
          </Stack>
        );
    }
  };

  return <div ref={panel}>{renderStep()}</div>;
}
