import { pageMetadata, renderPage } from '@/app/(site)/[slug]/page-route'

type Props = { params: Promise<{ slug: string }> }

// Rendered on first request, then served from Next's cache until content changes.
export const dynamicParams = true
export const generateStaticParams = async () => []

export async function generateMetadata({ params }: Props) {
  return pageMetadata([(await params).slug])
}

export default async function Page({ params }: Props) {
  return renderPage([(await params).slug])
}
