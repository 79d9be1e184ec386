import { Button, Card, Center, Stack, Text, Title } from '@mantine/core';
import { useLocation } from 'react-router';
import { useLogout, useUser } from '../features/auth';

/** An invitation link opened while signed in: accepting it needs signing out first. */
export default function SignedInInvitePage() {
  const { pathname } = useLocation();
  const user = useUser().data;
  // Signed out, the same address shows the invitation form.
  const logout = useLogout(pathname);
  return (
    <Center mih="100vh" p="md">
      <Card withBorder padding="xl" shadow="sm" w="100%" maw={420}>
        <Stack>
          <Title order={1} size="h2">
            Invitation link
          </Title>
          <Text>
            You are signed in as {user?.name ?? user?.username}. To accept this invitation, sign out
            first; the link then asks for the new password.
          </Text>
          <Button onClick={() => logout.mutate()} loading={logout.isPending} mih={44}>
            Sign out and continue
          </Button>
        </Stack>
      </Card>
    </Center>
  );
}
