import type { HtmlWidget } from '@/payload-types'
import { ArtistHtml } from '@/components/ArtistHtml'
import { widgetLang } from '@/content/widget-language'

/** The artist's own HTML, set in the site's prose style. */
export function HtmlComponent({ widget }: { widget: HtmlWidget }) {
  return <ArtistHtml className="prose-atelier" lang={widgetLang(widget, 'html')} html={widget.html} />
}
