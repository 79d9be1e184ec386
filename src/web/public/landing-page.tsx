import {
  Box,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconBuildingBridge2, IconCalendarStats, IconFileInvoice } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../lib/paths';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

const capabilities = [
  {
    icon: IconBuildingBridge2,
    title: 'Project tracking',
    text: 'Every client, vendor and subcontractor, and every project from planning to completion, with its tasks and checklists.',
  },
  {
    icon: IconCalendarStats,
    title: 'Daily site logs',
    text: 'A dated record of each day on site with notes, photos and files, shared with clients through a private link.',
  },
  {
    icon: IconFileInvoice,
    title: 'Summaries and invoices',
    text: 'Daily and weekly summaries e-mailed to clients, and clean PDF invoices that get paid.',
  },
];

const stats = [
  { value: '7+', label: 'Years of experience' },
  { value: '50+', label: 'Projects delivered' },
  { value: 'PE', label: 'Licensed Professional Engineer' },
];

export default function LandingPage() {
  return (
    <Stack gap={0} mih="100vh">
      <PublicHeader />
      <Box component="main" style={{ flex: 1 }}>
        <Container size="lg" py={{ base: 48, sm: 96 }}>
          <Stack gap="lg" maw={720}>
            <Text c="blue" fw={600} tt="uppercase" size="sm">
              Engineering and construction
            </Text>
            <Title order={1} fz={{ base: 34, sm: 52 }} lh={1.1}>
              Built right, documented every day.
            </Title>
            <Text size="lg" c="dimmed">
              Civil and structural engineering with construction management: bridges, roads,
              commercial and residential buildings. Clients follow their project through daily
              updates, photos and clear invoices.
            </Text>
            <Group>
              <Button size="md" component={Link} to={paths.login}>
                Get Started
              </Button>
              <Button size="md" variant="default" component="a" href="#about">
                Learn More
              </Button>
            </Group>
          </Stack>
          <SimpleGrid cols={{ base: 1, xs: 3 }} mt={56} spacing="lg">
            {stats.map((stat) => (
              <Stack key={stat.label} gap={0}>
                <Text fz={36} fw={800} c="blue">
                  {stat.value}
                </Text>
                <Text c="dimmed">{stat.label}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Container>

        <Box id="about" bg="var(--mantine-color-default-hover)" py={{ base: 48, sm: 80 }}>
          <Container size="lg">
            <Title order={2} mb="xs">
              What you get
            </Title>
            <Text c="dimmed" mb="xl" maw={640}>
              One place for the whole job, from the first call to the final invoice.
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
              {capabilities.map((capability) => (
                <Card key={capability.title} withBorder padding="lg">
                  <ThemeIcon size={44} radius="md" variant="light" mb="md" aria-hidden>
                    <capability.icon size={24} />
                  </ThemeIcon>
                  <Title order={3} size="h4" mb="xs">
                    {capability.title}
                  </Title>
                  <Text c="dimmed" size="sm">
                    {capability.text}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
          </Container>
        </Box>
      </Box>
      <PublicFooter />
    </Stack>
  );
}
