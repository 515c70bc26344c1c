import type { HtmlWidget } from '@/payload-types'

/** The artist's own HTML, set in the site's prose style. */
export function HtmlComponent({ widget }: { widget: HtmlWidget }) {
  return <div className="prose-atelier" dangerouslySetInnerHTML={{ __html: widget.html }} />
}
