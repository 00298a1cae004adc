import { FunnelEventEntity } from '../features/analytics/funnel-event.entity.js';
import { ProductEntity } from '../features/catalog/product.entity.js';

/**
 * Every TypeORM entity of the app. A feature adds its entities here and then generates a
 * migration with `npm run db:migration:generate -- <Name>`.
 */
export const entities: Function[] = [ProductEntity, FunnelEventEntity];
