/** The most a SKU's price (dollars) and stock may be: its own fields' bounds and the product screen's. */
export const SKU_PRICE_MAX = 1_000_000
export const SKU_STOCK_MAX = 100_000
