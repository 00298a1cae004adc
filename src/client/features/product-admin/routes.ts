import { backOfficeRoute } from '../../route-helpers';

const dashboardProductsRoute = backOfficeRoute('/dashboard/products', 'dashboard-products', 'Products back-office').lazy(() =>
  import('../../routes/dashboard-products').then((m) => m.Route),
);
const dashboardProductRoute = backOfficeRoute('/dashboard/products/$productId', 'dashboard-product', (params) =>
  params.productId === 'new' ? 'New product' : 'Edit product',
).lazy(() => import('../../routes/dashboard-product').then((m) => m.Route));

export const productAdminRoutes = [dashboardProductsRoute, dashboardProductRoute] as const;
