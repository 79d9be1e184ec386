// The feature's second door (decision 233): what the entry's frame draws of the Updates
// screen before the signed-in half's code is in. Only the composition loads it, with
// import(), so it is a chunk of a few files; index.ts is the door for everything else.
export { updatesSkeletonWithNotes as screenSkeleton } from './components/updates-skeleton';
