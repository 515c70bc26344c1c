import { NotFound } from '@/components/NotFound'

export const metadata = { title: 'Page not found' }

export default function SiteNotFound() {
  return <NotFound variant="menu" />
}
