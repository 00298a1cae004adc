import { createContext, type ReactNode, useContext } from 'react';

export interface ActionableProduct {
  id: number;
  name: string;
}

type RenderProductAction = (product: ActionableProduct) => ReactNode;

const ProductActionContext = createContext<RenderProductAction>(() => null);

/**
 * What a product card offers to do with its product (add it to the cart). The screens that list
 * products provide it (the cart's `CartProductActions`), so the catalogue and the quiz show the
 * control without importing the cart feature.
 */
export const ProductActionProvider = ProductActionContext.Provider;

export function ProductAction({ product }: { product: ActionableProduct }) {
  return useContext(ProductActionContext)(product);
}
