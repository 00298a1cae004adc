// What other features may use of orders: the sales figures read from its daily rollups.
export { creditedSales, salesBreakdown, salesByDay } from './sales-figures.js';
