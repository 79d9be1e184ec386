import type { Migration } from 'kysely';
import * as initial from './0001-initial.js';
import * as tasksCompletedIndex from './0300-tasks-completed-index.js';
import * as taskCounts from './0310-task-counts.js';
import * as contactsVersion from './0311-contacts-version.js';
import * as invoiceNumberCounter from './0400-invoice-number-counter.js';
import * as searchIndex from './0401-search-index.js';
import * as updatesListIndex from './0600-updates-list-index.js';
import * as searchNewestFirst from './0610-search-newest-first.js';
import * as searchDeferredIndex from './0620-search-deferred-index.js';
import * as idempotencyKeys from './0800-idempotency-keys.js';
import * as clientEmailSchedules from './0900-client-email-schedules.js';
import * as teamAccounts from './1500-team-accounts.js';
import * as clientPortal from './1600-client-portal.js';
import * as gettingPaid from './1700-getting-paid.js';
import * as invoiceListOrder from './1710-invoice-list-order.js';
import * as keptInvoiceTotals from './1720-kept-invoice-totals.js';
import * as updateKinds from './1800-update-kinds.js';
import * as dailyLog from './1900-daily-log.js';
import * as estimates from './2100-estimates.js';
import * as estimateMilestones from './2110-estimate-milestones.js';
import * as keptReadVersions from './2150-kept-read-versions.js';
import * as updateRevisions from './2200-update-revisions.js';
import * as projectListVersion from './2300-project-list-version.js';
import * as updateChangeNumbers from './2400-update-change-numbers.js';
import * as searchSampledProbe from './2500-search-sampled-probe.js';

// Every migration, in order. Listed statically so the compiled server and tsx
// load the same set without scanning the file system.
export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0300-tasks-completed-index': tasksCompletedIndex,
  '0310-task-counts': taskCounts,
  '0311-contacts-version': contactsVersion,
  '0400-invoice-number-counter': invoiceNumberCounter,
  '0401-search-index': searchIndex,
  '0600-updates-list-index': updatesListIndex,
  '0610-search-newest-first': searchNewestFirst,
  '0620-search-deferred-index': searchDeferredIndex,
  '0800-idempotency-keys': idempotencyKeys,
  '0900-client-email-schedules': clientEmailSchedules,
  '1500-team-accounts': teamAccounts,
  '1600-client-portal': clientPortal,
  '1700-getting-paid': gettingPaid,
  '1710-invoice-list-order': invoiceListOrder,
  '1720-kept-invoice-totals': keptInvoiceTotals,
  '1800-update-kinds': updateKinds,
  '1900-daily-log': dailyLog,
  '2100-estimates': estimates,
  '2110-estimate-milestones': estimateMilestones,
  '2150-kept-read-versions': keptReadVersions,
  '2200-update-revisions': updateRevisions,
  '2300-project-list-version': projectListVersion,
  '2400-update-change-numbers': updateChangeNumbers,
  '2500-search-sampled-probe': searchSampledProbe,
};
