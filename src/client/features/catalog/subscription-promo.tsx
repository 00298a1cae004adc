import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';

/** SPEC §2: the promo's button deliberately does nothing yet. */
export function SubscriptionPromo() {
  return (
    <Paper radius="md" p="lg" bg="pink.0" withBorder>
      <Group justify="space-between" align="center" gap="md">
        <Stack gap={4} maw={620}>
          <Title order={2} size="h3">
            Subscribe &amp; Save 10%
          </Title>
          <Text c="gray.8">
            Save 10% on auto-reorders of your favourites, delivered monthly, bi-monthly or quarterly. Free shipping on every
            delivery, and you can pause anytime.
          </Text>
        </Stack>
        <Button type="button" variant="filled">
          Set Up Subscription
        </Button>
      </Group>
    </Paper>
  );
}
