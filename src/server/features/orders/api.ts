// What other features may use of orders: the sales figures read from its daily rollups.
export { creditedSales, salesBreakdown, salesByDay } from './sales-figures.js';
/** The statements a person's data export and erasure, a segment's buyers and the claims review run on store orders. */
export { buyersOfProductSql, deleteSalesPerson, detachStoreOrders, orderNumberShapes, storeOrdersOf } from './store-order-sql.js';
