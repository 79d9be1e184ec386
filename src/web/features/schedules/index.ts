// The schedules feature's front door: what other parts of the app may use.
export { useEmailSchedule } from './api/get-email-schedule';
export { useSaveEmailSchedule } from './api/save-email-schedule';
export { SentEmailsCard } from './components/sent-emails-card';
