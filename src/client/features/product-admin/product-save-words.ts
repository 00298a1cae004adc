import type { AdminProduct } from '../../../shared/admin-products';

/** What archiving does, as the shop and the cart behave (cart.service keeps archived products in carts). */
const ARCHIVED_MEANS = 'It is hidden from the shop and from new quiz results; carts that already hold it keep it, but it cannot be added again.';
const RESTORED_MEANS = 'Shoppers can find it and add it to their cart again, and new quiz results can recommend it.';

/** The toast after a save: what the change did for shoppers, in words. */
export function savedWords(before: AdminProduct['status'] | undefined, saved: AdminProduct): { title: string; message: string } {
  if (saved.status === 'archived' && before !== 'archived') return { title: `Archived: ${saved.name}`, message: ARCHIVED_MEANS };
  if (saved.status === 'active' && before === 'archived') return { title: `Back in the shop: ${saved.name}`, message: RESTORED_MEANS };
  if (saved.status === 'archived') return { title: 'Product saved', message: `${saved.name} stays archived: shoppers do not see it.` };
  if (before === undefined) return { title: 'Product created', message: `${saved.name} is in the shop now.` };
  return { title: 'Product saved', message: `Shoppers see the changes to ${saved.name} now.` };
}
