import { Anchor, Center, Container, Loader, Stack, Text } from '@mantine/core';
import { createLazyRoute, Link } from '@tanstack/react-router';
import { RepGate } from '../features/dashboard/rep-gate';
import { NewProductEditor, ProductEditor } from '../features/product-admin/product-editor';
import { trpc } from '../trpc';

function ExistingProduct({ id }: { id: number }) {
  const product = trpc.adminProducts.get.useQuery({ id });
  if (product.isPending) {
    return (
      <Center py={60}>
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  if (product.isError) return <Text c="red.9">{product.error.message}</Text>;
  return <ProductEditor key={product.data.product.version} product={product.data.product} />;
}

function ProductPage() {
  const { productId } = Route.useParams();
  const id = Number(productId);
  return (
    <RepGate>
      <Container size="md" px={0} py="md">
        <Stack>
          <Anchor component={Link} to="/dashboard/products" size="sm">
            ← Products
          </Anchor>
          {productId === 'new' ? <NewProductEditor /> : Number.isInteger(id) && id > 0 ? <ExistingProduct id={id} /> : <Text>There is no such product.</Text>}
        </Stack>
      </Container>
    </RepGate>
  );
}

export const Route = createLazyRoute('/dashboard/products/$productId')({ component: ProductPage });
