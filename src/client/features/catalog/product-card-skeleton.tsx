import { Card, Skeleton, Stack } from '@mantine/core';

export function ProductCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="md" aria-hidden="true" data-testid="product-skeleton">
      <Card.Section>
        <Skeleton height={240} radius={0} />
      </Card.Section>
      <Stack gap="xs" mt="md">
        <Skeleton height={10} width="30%" />
        <Skeleton height={18} width="80%" />
        <Skeleton height={10} />
        <Skeleton height={10} width="90%" />
        <Skeleton height={36} mt="sm" />
      </Stack>
    </Card>
  );
}
