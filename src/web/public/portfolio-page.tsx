import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  Image,
  List,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../lib/paths';
import { portfolioStats, sectors, skills } from './portfolio-data';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

export default function PortfolioPage() {
  return (
    <Stack gap={0} mih="100vh">
      <PublicHeader />
      <Box component="main" style={{ flex: 1 }}>
        <Container size="lg" py={{ base: 32, sm: 64 }}>
          <Title order={1} fz={{ base: 32, sm: 44 }}>
            Engineering Portfolio
          </Title>
          <Text c="dimmed" size="lg" mt="xs" maw={680}>
            Bridges, highways, commercial buildings and homes: a selection of the work behind the
            numbers.
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 3 }} mt="xl" spacing="lg">
            {portfolioStats.map((stat) => (
              <Card key={stat.label} withBorder padding="lg">
                <Text fz={36} fw={800} c="blue">
                  {stat.value}
                </Text>
                <Text c="dimmed">{stat.label}</Text>
              </Card>
            ))}
          </SimpleGrid>

          <SimpleGrid cols={{ base: 1, sm: 2 }} mt={48} spacing="lg">
            {sectors.map((sector) => (
              <Card key={sector.title} withBorder padding="lg">
                <Card.Section>
                  <Image src={sector.image} alt="" h={200} fit="cover" />
                </Card.Section>
                <Title order={2} size="h3" mt="md">
                  {sector.title}
                </Title>
                <Text c="dimmed" size="sm" mt="xs">
                  {sector.description}
                </Text>
                <List
                  mt="md"
                  spacing={6}
                  size="sm"
                  icon={<IconCheck size={16} color="var(--mantine-color-green-6)" aria-hidden />}
                >
                  {sector.highlights.map((highlight) => (
                    <List.Item key={highlight}>{highlight}</List.Item>
                  ))}
                </List>
              </Card>
            ))}
          </SimpleGrid>

          <Title order={2} mt={48} mb="md">
            Skills
          </Title>
          <Group gap="xs">
            {skills.map((skill) => (
              <Badge key={skill} variant="light" size="lg">
                {skill}
              </Badge>
            ))}
          </Group>

          <Card withBorder padding="xl" mt={48}>
            <Stack align="center" gap="md">
              <Title order={2} ta="center">
                Ready to start your project?
              </Title>
              <Group>
                <Button component={Link} to={paths.login}>
                  Get Started
                </Button>
                <Button component={Link} to={paths.home} variant="default">
                  Back to Home
                </Button>
              </Group>
            </Stack>
          </Card>
        </Container>
      </Box>
      <PublicFooter />
    </Stack>
  );
}
