'use client'

import { useDocumentInfo } from '@payloadcms/ui'

/** In a form's sidebar: its answers as a spreadsheet. */
export function FormAnswersDownload() {
  const { id } = useDocumentInfo()
  if (!id) return null
  return (
    <p className="studio-download">
      <a href={`/api/v1/studio/forms/${id}/answers.csv`} data-testid="download-answers">
        Download the answers (CSV) ↓
      </a>
    </p>
  )
}

/** Above the subscribers list: the whole list as a spreadsheet. */
export function SubscribersDownload() {
  return (
    <p className="studio-download">
      <a href="/api/v1/studio/subscribers.csv" data-testid="download-subscribers">
        Download the list (CSV) ↓
      </a>
    </p>
  )
}

/** Above the products list: every product in Shopify's CSV, which other shops import. */
export function ProductsDownload() {
  return (
    <p className="studio-download">
      <a href="/api/v1/studio/products.csv" data-testid="download-products">
        Download every product (CSV, Shopify’s format) ↓
      </a>
    </p>
  )
}

/** Above the orders list: the orders with their lines, and the customers who agreed to hear from the studio. */
export function OrdersDownload() {
  return (
    <p className="studio-download">
      <a href="/api/v1/studio/orders.csv" data-testid="download-orders">
        Download every order (CSV) ↓
      </a>{' '}
      ·{' '}
      <a href="/api/v1/studio/customers.csv" data-testid="download-customers">
        Customers who agreed to hear from you (CSV) ↓
      </a>
    </p>
  )
}
