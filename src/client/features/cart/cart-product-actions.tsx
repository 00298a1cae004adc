import type { ReactNode } from 'react';
import { type ActionableProduct, ProductActionProvider } from '../../components/product/product-action';
import { AddToCartButton } from './add-to-cart-button';

const renderAddToCart = (product: ActionableProduct) => <AddToCartButton product={product} />;

/**
 * Gives the product cards inside an add-to-cart button. Screens that list products provide it
 * (not the app root), so the cart button's code loads with them and not with every page.
 */
export function CartProductActions({ children }: { children: ReactNode }) {
  return <ProductActionProvider value={renderAddToCart}>{children}</ProductActionProvider>;
}
