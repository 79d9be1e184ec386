// The business feature's front door: what other parts of the app may use.
export { businessProfileQueryOptions } from './api/get-business-profile';
export { BusinessProfileCard } from './components/business-profile-card';
