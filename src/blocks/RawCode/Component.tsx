import type { RawCodeWidget } from '@/payload-types'
import { ArtistHtml } from '@/components/ArtistHtml'

export function RawCodeComponent({ widget }: { widget: RawCodeWidget }) {
  return <ArtistHtml data-testid="raw-code" html={widget.code} />
}
