import { type AdminProduct, createProductInputSchema, type CreateProductInput } from '../../../shared/admin-products';
import { centsAsDollars, dollarsMessage, parseDollars } from '../../../shared/money';

/** The form edits prices as typed, in dollars ("24.50", "$24.50"), and no SKU as empty; everything else as the API takes it. */
export type ProductFormValues = Omit<CreateProductInput, 'price' | 'originalPrice' | 'sku'> & { price: string; originalPrice: string; sku: string };

export const emptyProduct: ProductFormValues = {
  slug: '',
  name: '',
  sku: '',
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
  return {
    ...fields,
    sku: fields.sku ?? '',
    price: centsAsDollars(fields.price),
    originalPrice: fields.originalPrice === null ? '' : centsAsDollars(fields.originalPrice),
  };
}

const cents = (dollars: string) => parseDollars(dollars) ?? Number.NaN;

export function productInputOf(values: ProductFormValues): CreateProductInput {
  return {
    ...values,
    sku: values.sku.trim() === '' ? null : values.sku,
    price: cents(values.price),
    originalPrice: values.originalPrice.trim() === '' ? null : cents(values.originalPrice),
  };
}

/** The shared schema's messages, by form field (the form runs the same rules as the server); prices are named in dollars. */
export function validateProduct(values: ProductFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (parseDollars(values.price) === null) errors.price = dollarsMessage('Price');
  if (values.originalPrice.trim() !== '' && parseDollars(values.originalPrice) === null) errors.originalPrice = dollarsMessage('Original price');
  const result = createProductInputSchema.safeParse(productInputOf(values));
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}
