import type { Metadata } from 'next'

import { CartWidget } from '@/components/Shop/CartWidget.client'
import { PageHeading } from '@/components/Shop/PageHeading'

// The shell comes from cache; the cart itself is the visitor's own and loads in the browser.
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Your cart', robots: { index: false } }

export default function CartPage() {
  return (
    <>
      <PageHeading top={<p className="eyebrow">Shop</p>} title="Your cart" />
      <section className="container-page pb-24">
        <CartWidget />
      </section>
    </>
  )
}
