import { useCartItemCount } from '../../features/cart/use-cart';

/** Items in the visitor's cart, for the header badge. */
export function useHeaderCartCount(): number {
  return useCartItemCount();
}
