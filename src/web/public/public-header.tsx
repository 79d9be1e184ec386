import { Anchor, Button, Container, Group, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../lib/paths';
import { ThemeToggleButton } from './public-theme-toggle';

export function PublicHeader() {
  return (
    <header>
      <Container size="lg" py="md">
        <Group justify="space-between" wrap="nowrap">
          <Anchor component={Link} to={paths.home} underline="never" c="inherit">
            <Group gap="xs" wrap="nowrap">
              <ThemeIcon size="lg" radius="md" aria-hidden>
                <IconBuildingCommunity size={18} />
              </ThemeIcon>
              <Text fw={700} size="lg" visibleFrom="xs">
                Sitebook
              </Text>
            </Group>
          </Anchor>
          <nav aria-label="Site">
            <Group gap="sm" wrap="nowrap">
              <Anchor href="/#about" c="dimmed">
                About
              </Anchor>
              <Anchor component={Link} to={paths.portfolio} c="dimmed">
                Portfolio
              </Anchor>
              <Button component={Link} to={paths.login} size="xs">
                Sign In
              </Button>
              <ThemeToggleButton />
            </Group>
          </nav>
        </Group>
      </Container>
    </header>
  );
}
