// What other features may use of orders: the sales figures read from its daily rollups.
export { creditedSales, salesBreakdown, salesByDay } from './sales-figures.js';
/** The statements a person's data export and erasure, a segment's buyers and the claims review run on store orders. */
export { buyersOfProductSql, DELETE_SALES_PERSON_SQL, DETACH_STORE_ORDERS_SQL, ORDER_NUMBER_SHAPES_SQL, STORE_ORDERS_OF_SQL } from './store-order-sql.js';
