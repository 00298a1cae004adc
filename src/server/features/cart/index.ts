import type { FeatureModule } from '../../core/feature-module.js';
import { CartItemEntity } from './cart-item.entity.js';
import { cartRest } from './cart.rest.js';
import { cartRouter } from './cart.router.js';

/** The visitor's cart, kept per browser session. */
export const cartFeature = {
  name: 'cart',
  entities: [CartItemEntity],
  trpc: { cart: cartRouter },
  rest: cartRest,
} satisfies FeatureModule;
