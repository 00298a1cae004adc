/**
 * The advisory lock of store-order writes: an import takes it alone, pushes share it (each
 * push's own order is kept single by its unique number), so an import never interleaves with
 * a push and pushes never wait for each other.
 */
export const STORE_ORDER_WRITES_LOCK = 740_215_001;
