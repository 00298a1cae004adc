import { useSyncExternalStore } from 'react';
import type { Cart } from '../../../shared/cart';
import { trpc } from '../../trpc';
import { readCartSessionId, subscribeCartSessionId } from './cart-session';
import { showCartToast } from './cart-toast';

/** SPEC §9: the cart is cached for 1 minute. */
const CART_CACHE_MS = 60_000;

export function useCartSessionId(): string | null {
  return useSyncExternalStore(subscribeCartSessionId, readCartSessionId, () => null);
}

export interface CartState {
  sessionId: string | null;
  /** Undefined while the first load is in flight or after it failed. */
  cart: Cart | undefined;
  isLoading: boolean;
  isError: boolean;
  refetch: () => void;
}

/** The visitor's cart; a visitor who never added anything has an empty cart and no request. */
export function useCart(): CartState {
  const sessionId = useCartSessionId();
  const query = trpc.cart.get.useQuery({ sessionId: sessionId ?? '' }, { enabled: sessionId !== null, staleTime: CART_CACHE_MS });
  const empty: Cart | undefined = sessionId === null ? { sessionId: '', items: [], itemCount: 0, subtotal: 0, total: 0 } : undefined;
  return {
    sessionId,
    cart: query.data?.cart ?? empty,
    isLoading: sessionId !== null && query.isPending,
    isError: query.isError,
    refetch: () => void query.refetch(),
  };
}

/** Live number of units in the cart, for the header badge on every page. */
export function useCartItemCount(): number {
  return useCart().cart?.itemCount ?? 0;
}

function showChangeFailed() {
  showCartToast('Error', 'Something went wrong. Please try again.', 'red');
}

interface CartActions {
  updateQuantity: ReturnType<typeof trpc.cart.updateQuantity.useMutation>;
  remove: ReturnType<typeof trpc.cart.remove.useMutation>;
  clear: ReturnType<typeof trpc.cart.clear.useMutation>;
}

/** Quantity changes, removal and clearing; each refreshes the cart when it settles. */
export function useCartActions(): CartActions {
  const utils = trpc.useUtils();
  const refresh = () => utils.cart.get.invalidate();
  const options = { onSettled: refresh, onError: showChangeFailed };
  return {
    updateQuantity: trpc.cart.updateQuantity.useMutation(options),
    remove: trpc.cart.remove.useMutation(options),
    clear: trpc.cart.clear.useMutation({
      onSettled: refresh,
      onError: showChangeFailed,
      onSuccess: () => showCartToast('Cart Cleared', 'All items have been removed from your cart.'),
    }),
  };
}
