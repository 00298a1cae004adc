import { Container, Group, Paper, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export function RewardsBanner() {
  return (
    <Container size="lg" mt="xl">
      <Paper radius="lg" p="lg" bg="pink.0" withBorder>
        <Group justify="space-between" gap="sm">
          <Text fw={600}>
            Earn points for every dollar you spend, toward free bundles, exclusive perks and samples.
          </Text>
          <Text component={Link} to="/loyalty" c="pink.9" fw={600} td="underline">
            See loyalty rewards
          </Text>
        </Group>
      </Paper>
    </Container>
  );
}
