/** A stored status or kind as the studio reads it: "awaiting_payment" → "Awaiting payment". */
export const statusWord = (status: string) => status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, ' ')
