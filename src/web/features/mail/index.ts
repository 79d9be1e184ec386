// The mail feature's front door: what other parts of the app may use.
export { MailSettingsCard } from './components/mail-settings-card';
export { useMailSettings } from './api/get-mail-settings';
export {
  isMailNotSetUpError,
  MailNotSetUpAlert,
  useMailNotSetUp,
} from './components/mail-not-set-up';
