import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { type ActionableProduct, ProductActionProvider } from './components/product/product-action';
import { AddToCartButton } from './features/cart/add-to-cart-button';
import { ToastRoot } from './lib/toast-root';
import type { createAppRouter } from './router';
import { theme } from './theme';
import { trpc, type TrpcClient } from './trpc';

const renderAddToCart = (product: ActionableProduct) => <AddToCartButton product={product} />;

export interface AppRootProps {
  queryClient: QueryClient;
  trpcClient: TrpcClient;
  router: ReturnType<typeof createAppRouter>;
  /** False where the page's head carries Mantine's theme variables and global classes (prerender.tsx). */
  withThemeStyles?: boolean;
}

/** The whole app: the browser renders it, and the server renders it for a page's first paint. */
export function AppRoot({ queryClient, trpcClient, router, withThemeStyles = true }: AppRootProps) {
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} withCssVariables={withThemeStyles} withGlobalClasses={withThemeStyles}>
          <ToastRoot />
          <ProductActionProvider value={renderAddToCart}>
            <RouterProvider router={router} />
          </ProductActionProvider>
        </MantineProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
