// The team feature's front door: Settings > Team (owner only).
export { TeamCard } from './components/team-card';
export { useUsers } from './api/get-users';
