import { NotFound } from '@/components/NotFound'

export { notFoundMetadata as generateMetadata } from '@/components/NotFound/metadata'

export default function SiteNotFound() {
  return <NotFound variant="menu" />
}
