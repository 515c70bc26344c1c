import { NotFound } from '@/components/NotFound'

export const metadata = { title: 'Page not found' }

/** A missing item deeper in a section: the variant that offers the way home. */
export default function ItemNotFound() {
  return <NotFound variant="home" />
}
