import type { BusinessProfile } from '../../../core/schemas/business.js';
import type { GettingStarted } from '../../../core/schemas/getting-started.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { mailSource } from '../../lib/mailer.js';
import { getSetting, setSetting } from '../../settings/settings.js';
import { findFirstRecords } from './dashboard.queries.js';

/** A profile an invoice can be answered from: a name and a way to reach the business. */
const profileFilled = (profile: BusinessProfile) =>
  profile.name.trim() !== '' && (profile.email.trim() !== '' || profile.phone.trim() !== '');

/** Every step from the data as it is now; nothing but the dismissal is stored. */
export async function readGettingStarted(db: Db, config: Config): Promise<GettingStarted> {
  const [records, profile, mail, dismissed] = await Promise.all([
    findFirstRecords(db),
    getSetting(db, 'businessProfile'),
    mailSource(db, config),
    getSetting(db, 'gettingStartedDismissed'),
  ]);
  return {
    steps: [
      { key: 'businessProfile', done: profileFilled(profile) },
      { key: 'client', done: records.client },
      { key: 'project', done: records.project },
      { key: 'photoUpdate', done: records.photoUpdate },
      // Saved in Settings or given to the server (SMTP_URL): either sends.
      { key: 'email', done: mail !== 'none' },
      { key: 'clientInvite', done: records.portalLink },
    ],
    dismissed,
  };
}

export async function saveGettingStartedDismissed(
  db: Db,
  config: Config,
  dismissed: boolean,
): Promise<GettingStarted> {
  await setSetting(db, 'gettingStartedDismissed', dismissed);
  return readGettingStarted(db, config);
}
