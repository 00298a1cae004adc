import { Group, Image, Paper, Stack, Text } from '@mantine/core';
import type { Product } from '../../../shared/catalog';
import { formatCents } from '../../../shared/money';

type Picked = Pick<Product, 'id' | 'name' | 'price' | 'imageUrl'>;

/** The products under the text, in the order picked, as the email shows them (image, name, price, a shop link). */
export function NewsletterProductsPreview({ productIds, catalogue }: { productIds: string[]; catalogue: Picked[] | undefined }) {
  const byId = new Map((catalogue ?? []).map((product) => [String(product.id), product]));
  const picked = productIds.flatMap((id) => byId.get(id) ?? []);
  if (picked.length === 0) return null;
  return (
    <Stack gap="xs" mt="md" aria-label="Products in this newsletter" role="list">
      {picked.map((product) => (
        <Paper key={product.id} withBorder radius="md" p="sm" role="listitem">
          <Group wrap="nowrap">
            <Image src={product.imageUrl} alt="" w={64} h={64} radius="sm" />
            <div>
              <Text fw={600}>{product.name}</Text>
              <Text size="sm" c="gray.7">
                {formatCents(product.price)} · Shop {product.name}
              </Text>
            </div>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
