// The offline feature's front door (decision 195): the queue of creates made with no
// connection, the kept lists, and their indicator, panel and marks.
export { OfflineSync } from './offline-sync';
export { SyncIndicator } from './components/sync-indicator';
export { PendingEntries } from './components/pending-entries';
export { AsOfNote } from './components/as-of-note';
export { queuedNotice, sendOrQueue } from './queue-create';
export { isQueued, type QueuedResult, type OutboxBody } from './outbox-types';
export { forgetOfflineData, rememberSignedInUser, signedInWhileOffline } from './session';
export { serverAnswered, serverUnreachable } from './connection';
