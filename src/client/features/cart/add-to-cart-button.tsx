import { Loader } from '@mantine/core';
import { useState } from 'react';
import { readSavedQuizResults } from '../../lib/saved-quiz-results';
import { trpc, type TrpcClient } from '../../trpc';
import buttonClasses from '../../components/card-button.module.css';
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

type CartUtils = ReturnType<typeof trpc.useUtils>;

/** Adds a product to the visitor's cart with the toasts of SPEC §8. */
async function addToCart(utils: CartUtils, client: TrpcClient, product: AddableProduct): Promise<void> {
  const sessionId = ensureCartSessionId();
  // The first add creates the session id, and the header starts reading that (still empty) cart
  // at once: stop that read, take the cart the add answers with, then refresh from the server.
  await utils.cart.get.cancel();
  try {
    const data = await client.cart.add.mutate({ sessionId, productId: product.id, quantity: 1, ...quizSession() });
    utils.cart.get.setData({ sessionId }, data);
    showCartToast('Added to cart!', `${product.name} is now in your cart.`);
  } catch {
    showCartToast('Error', 'Failed to add item to cart. Please try again.', 'red');
  } finally {
    void utils.cart.get.invalidate();
  }
}

/**
 * One on every product card, so it is a plain button with Mantine's look (card-button.module.css)
 * and calls the procedure when tapped, rather than a Button and a mutation observer per card.
 */
export function AddToCartButton({ product }: { product: AddableProduct }) {
  const utils = trpc.useUtils();
  const [pending, setPending] = useState(false);
  const onClick = () => {
    setPending(true);
    void addToCart(utils, utils.client, product).finally(() => setPending(false));
  };
  return (
    <button
      type="button"
      className={`${buttonClasses.button} ${buttonClasses.filled} mantine-focus-auto mantine-active mantine-Button-root`}
      disabled={pending}
      data-loading={pending || undefined}
      onClick={onClick}
    >
      {pending && (
        <span className={buttonClasses.loader} aria-hidden>
          <Loader color="var(--mantine-color-white)" size="calc(var(--button-height) / 1.8)" />
        </span>
      )}
      <span className={`${buttonClasses.inner} mantine-Button-inner`}>
        <span className={`${buttonClasses.label} mantine-Button-label`}>Add to Cart</span>
      </span>
    </button>
  );
}
