import { Button, type ButtonProps } from '@mantine/core';
import { readSavedQuizResults } from '../../lib/saved-quiz-results';
import { trpc } from '../../trpc';
import { ensureCartSessionId } from './cart-session';
import { showCartToast } from './cart-toast';

interface AddableProduct {
  id: number;
  name: string;
}

/** The full quiz this visitor took, if any: the dashboard's funnel follows them from it to the cart. */
function quizSession(): { quizSessionId?: string } {
  const sessionId = readSavedQuizResults()?.sessionId;
  return sessionId?.startsWith('session_') ? { quizSessionId: sessionId } : {};
}

/** Adds products to the visitor's cart with the toasts of SPEC §8; usable on any page. */
export function useAddToCart() {
  const utils = trpc.useUtils();
  const mutation = trpc.cart.add.useMutation({
    // The first add creates the session id, and the header starts reading that (still empty) cart
    // at once: stop that read, take the cart the add answers with, then refresh from the server.
    onMutate: () => utils.cart.get.cancel(),
    onSuccess: (data, { sessionId }) => utils.cart.get.setData({ sessionId }, data),
    onSettled: () => utils.cart.get.invalidate(),
  });
  const addToCart = (product: AddableProduct, quantity = 1) =>
    mutation.mutate(
      { sessionId: ensureCartSessionId(), productId: product.id, quantity, ...quizSession() },
      {
        onSuccess: () => showCartToast('Added to cart!', `${product.name} is now in your cart.`),
        onError: () => showCartToast('Error', 'Failed to add item to cart. Please try again.', 'red'),
      },
    );
  return { addToCart, isPending: mutation.isPending };
}

export function AddToCartButton({ product, ...buttonProps }: { product: AddableProduct } & ButtonProps) {
  const { addToCart, isPending } = useAddToCart();
  return (
    <Button {...buttonProps} loading={isPending} onClick={() => addToCart(product)}>
      Add to Cart
    </Button>
  );
}
