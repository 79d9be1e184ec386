import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useUser } from '../../auth';
import { useMailSettings } from '../api/get-mail-settings';

/**
 * True when e-mail is definitely not set up. Only the owner can read the mail settings;
 * for anyone else this stays false and the server's answer says so when asked.
 */
export function useMailNotSetUp(enabled = true): boolean {
  const isOwner = useUser().data?.role === 'owner';
  const mail = useMailSettings(enabled && isOwner);
  return mail.data?.source === 'none';
}

/** The server's answer to a send when no mail server is set up (a configuration problem). */
export const isMailNotSetUpError = (error: unknown) =>
  error instanceof ApiError && error.status === 503;

/**
 * Said before anything is written: no "try again" for a configuration problem, but where to
 * fix it. `message` (the server's own words after a refused send) replaces the sentence.
 */
export function MailNotSetUpAlert({ what, message }: { what: string; message?: string }) {
  return (
    <Alert color="yellow" title="E-mail is not set up" role="alert" data-testid="mail-not-set-up">
      <Text size="sm">
        {message || `${what} are sent through your mail server, and none is set up yet.`}{' '}
        {/* The alert's own colour, underlined: the primary link colour fails 4.5:1 on
            the dark theme's yellow alert. */}
        <Anchor
          component={Link}
          to={paths.settingsSection('email')}
          fw={600}
          c="inherit"
          underline="always"
        >
          Set up e-mail in Settings
        </Anchor>
      </Text>
    </Alert>
  );
}
