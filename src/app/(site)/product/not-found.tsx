import { NotFound } from '@/components/NotFound'

export const metadata = { title: 'Page not found' }

/** An unknown shop category, page or product: the variant that offers the way home. */
export default function ShopItemNotFound() {
  return <NotFound variant="home" />
}
