// The portal feature's front door (issue 16): a project's client portal links and the
// questions clients ask there. The client's own page is in public/portal.
export { ClientPortalDialog, type PortalTab } from './components/client-portal-dialog';
export { ProjectPortalStatus } from './components/project-portal-status';
export { UnreadQuestionsCard } from './components/unread-questions-card';
export { useHasPortalLinks } from './use-has-portal-links';
// The project page's Portal links section (issue 18).
export { PortalLinksPanel } from './components/portal-links-panel';
