import { Tabs } from '@mantine/core';
import { createLazyRoute } from '@tanstack/react-router';
import { categoryLabels, productCategories, type ProductCategory } from '../../shared/product-categories';
import containerClasses from '../components/layout/page-container.module.css';
import { CartProductActions } from '../features/cart/cart-product-actions';
import classes from '../features/catalog/catalog.module.css';
import { ProductGrid } from '../features/catalog/product-grid';
import { SubscriptionPromo } from '../features/catalog/subscription-promo';

type Tab = 'all' | ProductCategory;
const tabs: { value: Tab; label: string }[] = [
  { value: 'all', label: 'All Products' },
  ...productCategories.map((category) => ({ value: category, label: categoryLabels[category] })),
];

/** The catalogue page. Its frame is plain elements with classes (catalog.module.css): the server draws it whenever the catalogue changes. */
function ProductsPage() {
  const { category } = Route.useSearch();
  const navigate = Route.useNavigate();
  const tab: Tab = category ?? 'all';
  const setTab = (value: Tab) => void navigate({ search: value === 'all' ? {} : { category: value }, replace: true });
  return (
    <div className={`${containerClasses.container} ${classes.page}`}>
      <div className={classes.intro}>
        <h1 className={classes.title}>Shop Our Collection</h1>
        <p className={classes.lead}>Skincare, makeup and more, picked to fit your skin. Add to your cart or shop direct from the store.</p>
      </div>
      <Tabs value={tab} onChange={(value) => setTab((value as Tab | null) ?? 'all')} keepMounted={false}>
        <Tabs.List aria-label="Product categories" className={classes.tabList}>
          {tabs.map(({ value, label }) => (
            <Tabs.Tab key={value} value={value}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <div className={classes.stack}>
          <SubscriptionPromo />
          <CartProductActions>
            {tabs.map(({ value }) => (
              <Tabs.Panel key={value} value={value}>
                <ProductGrid category={value} />
              </Tabs.Panel>
            ))}
          </CartProductActions>
        </div>
      </Tabs>
    </div>
  );
}

export const Route = createLazyRoute('/products')({ component: ProductsPage });
