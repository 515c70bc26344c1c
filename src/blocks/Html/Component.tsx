import type { HtmlWidget } from '@/payload-types'
import { ArtistHtml } from '@/components/ArtistHtml'

/** The artist's own HTML, set in the site's prose style. */
export function HtmlComponent({ widget }: { widget: HtmlWidget }) {
  return <ArtistHtml className="prose-atelier" html={widget.html} />
}
