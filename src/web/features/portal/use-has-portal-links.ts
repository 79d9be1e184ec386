import { useActivePortalLinks } from './api/get-active-portal-links';

/**
 * Whether any project has a working portal link (Settings then offers to switch the
 * public all-updates page off). One request for every project's working links; only
 * asked while that offer could be made.
 */
export function useHasPortalLinks(enabled: boolean): boolean {
  const links = useActivePortalLinks(enabled);
  return enabled && (links.data?.length ?? 0) > 0;
}
