import { useQueries } from '@tanstack/react-query';
import { useProjects } from '../projects';
import { portalLinksQueryOptions } from './api/get-portal-links';

/**
 * Whether any project has a working portal link (Settings then offers to switch the
 * public all-updates page off). Reads each project's link list, the same cached reads
 * the project cards show; only asked while that offer could be made.
 */
export function useHasPortalLinks(enabled: boolean): boolean {
  const projects = useProjects();
  const ids = enabled ? (projects.data ?? []).map((project) => project.id) : [];
  return useQueries({
    queries: ids.map((id) => portalLinksQueryOptions(id)),
    combine: (results) =>
      results.some((result) => result.data?.some((link) => link.status === 'active')),
  });
}
