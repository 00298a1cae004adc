/**
 * Every TypeORM entity of the app. A feature adds its entities here and then generates a
 * migration with `npm run db:migration:generate -- <Name>`.
 */
export const entities: Function[] = [];
