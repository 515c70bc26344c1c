/** What can change a customer's store credit; each ledger entry names one. */
export const creditReasons = ['voucher', 'order', 'order_returned', 'refund', 'voucher_refunded', 'adjustment'] as const

export type CreditReason = (typeof creditReasons)[number]
