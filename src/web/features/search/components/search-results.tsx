import { Spotlight } from '@mantine/spotlight';
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { SearchResults as Results } from '../../../../core/schemas/search';
import { paths } from '../../../lib/paths';
import { useLocale, type LocaleFormatters } from '../../../lib/use-locale';

type Screen = Parameters<typeof paths.record>[0];
type GroupScreen = Screen | 'estimates';

interface Hit {
  id: string;
  label: string;
  description: string;
  right?: ReactNode;
  /** Where the hit opens, when not its screen's list (estimates and change orders). */
  to?: string;
}

const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

/** The hits of each group as label, description and optional right-hand text. */
function groupsOf(
  results: Results,
  { formatDate, formatMoney }: LocaleFormatters,
): { title: string; screen: GroupScreen; hits: Hit[] }[] {
  return [
    {
      title: 'Contacts',
      screen: 'contacts',
      hits: results.clients.map((c) => ({
        id: c.id,
        label: c.name,
        description: join(c.company, c.email, c.phone),
      })),
    },
    {
      title: 'Projects',
      screen: 'projects',
      hits: results.projects.map((p) => ({
        id: p.id,
        label: p.name,
        description: join(p.clientName, p.address),
      })),
    },
    {
      title: 'Tasks',
      screen: 'tasks',
      hits: results.tasks.map((t) => ({ id: t.id, label: t.title, description: t.project })),
    },
    {
      title: 'Updates',
      screen: 'updates',
      hits: results.updates.map((u) => ({
        id: u.id,
        label: join(u.project, formatDate(u.date)),
        description: u.note.length > 120 ? `${u.note.slice(0, 117)}...` : u.note,
      })),
    },
    {
      title: 'Invoices',
      screen: 'invoices',
      hits: results.invoices.map((i) => ({
        id: i.id,
        label: i.invoiceNumber,
        description: i.client,
        right: (
          <Text size="sm" fw={500}>
            {formatMoney(i.amount)}
          </Text>
        ),
      })),
    },
    {
      title: 'Estimates and change orders',
      screen: 'estimates',
      hits: results.estimates.map((e) => ({
        id: e.id,
        label: join(e.displayNumber, e.title),
        description: join(e.kind === 'change_order' ? 'Change order' : 'Estimate', e.project),
        // An estimate opens in its editor; a change order on its project's tab.
        to:
          e.kind === 'change_order'
            ? paths.project(e.projectId, 'change-orders')
            : paths.estimate(e.id),
      })),
    },
  ].filter((group) => group.hits.length > 0) as {
    title: string;
    screen: GroupScreen;
    hits: Hit[];
  }[];
}

export const hasHits = (results: Results | undefined) =>
  !!results && Object.values(results).some((group: unknown[]) => group.length > 0);

/** Grouped hits; choosing one closes the popover (Spotlight does) and opens the record. */
export function SearchResults({ results }: { results: Results }) {
  const navigate = useNavigate();
  const locale = useLocale();
  return groupsOf(results, locale).map((group) => (
    // The label is drawn by CSS; role and aria-label name the group for assistive tech.
    <Spotlight.ActionsGroup
      key={group.title}
      label={group.title}
      role="group"
      aria-label={group.title}
    >
      {group.hits.map((hit) => (
        <Spotlight.Action
          key={hit.id}
          label={hit.label}
          // The query is marked in the label, accents folded (zoe marks Zoë).
          highlightQuery
          description={hit.description || undefined}
          rightSection={hit.right}
          // A project opens its own page (issue 18); other records open highlighted in their list.
          onClick={() =>
            void navigate(
              hit.to ??
                (group.screen === 'projects'
                  ? paths.project(hit.id)
                  : paths.record(group.screen as Screen, hit.id)),
            )
          }
        />
      ))}
    </Spotlight.ActionsGroup>
  ));
}
