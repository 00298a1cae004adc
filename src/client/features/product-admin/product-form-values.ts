import { type AdminProduct, createProductInputSchema, type CreateProductInput } from '../../../shared/admin-products';
import { dollarsToCents } from '../../../shared/loyalty';

/** The form edits prices in dollars; everything else as the API takes it. */
export type ProductFormValues = Omit<CreateProductInput, 'price' | 'originalPrice'> & { price: number | string; originalPrice: number | string };

export const emptyProduct: ProductFormValues = {
  slug: '',
  name: '',
  description: '',
  reason: '',
  price: '',
  originalPrice: '',
  imageUrl: '',
  tags: [],
  category: 'skincare',
  storePath: '',
  concerns: [],
  skinTypes: [],
  routineStep: 'serum',
  budgetTier: 'moderate',
  fragranceFree: false,
  sensitiveSafe: false,
  nonComedogenic: false,
  harshActives: false,
  status: 'active',
};

export function formValuesOf(product: AdminProduct): ProductFormValues {
  const { id: _id, version: _version, updatedAt: _updatedAt, ...fields } = product;
  return { ...fields, price: fields.price / 100, originalPrice: fields.originalPrice === null ? '' : fields.originalPrice / 100 };
}

const cents = (dollars: number | string) => (dollars === '' ? Number.NaN : dollarsToCents(Number(dollars)));

export function productInputOf(values: ProductFormValues): CreateProductInput {
  return { ...values, price: cents(values.price), originalPrice: values.originalPrice === '' ? null : cents(values.originalPrice) };
}

/** The shared schema's messages, by form field (the form runs the same rules as the server). */
export function validateProduct(values: ProductFormValues): Record<string, string> {
  const result = createProductInputSchema.safeParse(productInputOf(values));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}
