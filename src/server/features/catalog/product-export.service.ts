import type { DataSource } from 'typeorm';
import { productsToCsv } from './product-csv.js';
import { toAdminProduct } from './product-admin.service.js';
import { ProductEntity } from './product.entity.js';

/** Every product, archived ones too, as the CSV the import reads back. */
export async function exportProductsCsv(dataSource: DataSource): Promise<string> {
  const rows = await dataSource.getRepository(ProductEntity).find({ order: { id: 'ASC' } });
  return productsToCsv(rows.map(toAdminProduct));
}
