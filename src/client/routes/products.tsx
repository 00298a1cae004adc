import { Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { createLazyRoute } from '@tanstack/react-router';
import { categoryLabels, productCategories, type ProductCategory } from '../../shared/product-categories';
import classes from '../features/catalog/catalog.module.css';
import { ProductGrid } from '../features/catalog/product-grid';
import { SubscriptionPromo } from '../features/catalog/subscription-promo';

type Tab = 'all' | ProductCategory;
const tabs: { value: Tab; label: string }[] = [
  { value: 'all', label: 'All Products' },
  ...productCategories.map((category) => ({ value: category, label: categoryLabels[category] })),
];

function ProductsPage() {
  const { category } = Route.useSearch();
  const navigate = Route.useNavigate();
  const tab: Tab = category ?? 'all';
  const setTab = (value: Tab) => void navigate({ search: value === 'all' ? {} : { category: value }, replace: true });
  return (
    <Container size="lg" className={classes.page}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Shop Our Collection</Title>
          <Text c="gray.7" size="lg">
            Skincare, makeup and more, picked to fit your skin. Add to your cart or shop direct from the store.
          </Text>
        </Stack>
        <Tabs value={tab} onChange={(value) => setTab((value as Tab | null) ?? 'all')} keepMounted={false}>
          <Tabs.List aria-label="Product categories" mb="lg">
            {tabs.map(({ value, label }) => (
              <Tabs.Tab key={value} value={value}>
                {label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Stack gap="lg">
            <SubscriptionPromo />
            {tabs.map(({ value }) => (
              <Tabs.Panel key={value} value={value}>
                <ProductGrid category={value} />
              </Tabs.Panel>
            ))}
          </Stack>
        </Tabs>
      </Stack>
    </Container>
  );
}

export const Route = createLazyRoute('/products')({ component: ProductsPage });
