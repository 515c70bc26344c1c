import { ActionLink } from '@/components/ActionLink'
import type { ButtonLinkWidget, Media, Page } from '@/payload-types'
import { widgetLang } from '@/content/widget-language'

const colours: Record<string, string> = {
  blk: 'bg-ink text-paper hover:bg-accent dark:bg-mist dark:text-night',
  wht: 'bg-paper text-ink border border-ink/20 hover:border-ink',
  bnd: 'bg-accent text-paper hover:bg-ink',
  pri: 'bg-accent text-paper hover:bg-ink',
  sec: 'bg-ochre text-night hover:bg-ink hover:text-paper',
  suc: 'bg-emerald-700 text-white hover:bg-emerald-800',
  inf: 'bg-sky-700 text-white hover:bg-sky-800',
  wrn: 'bg-amber-500 text-night hover:bg-amber-600',
  dng: 'bg-danger text-white hover:bg-red-800',
}

/** The target: a chosen page wins, then a document, then the typed address. */
function target(widget: ButtonLinkWidget): string | null {
  const page = widget.link_to_page as Page | number | null | undefined
  if (page && typeof page === 'object') return page.slug === 'home' ? '/' : `/${page.slug}`
  const document = widget.link_to_document as Media | number | null | undefined
  if (document && typeof document === 'object' && document.url) return document.url
  return widget.button_url ?? null
}

export function ButtonLinkComponent({ widget }: { widget: ButtonLinkWidget }) {
  return (
    <ActionLink
      href={target(widget)}
      newTab={widget.open_in_new_tab}
      className={`button ${colours[widget.button_colour ?? 'blk'] ?? colours.blk} ${widget.full_width ? 'w-full' : ''}`}
      lang={widgetLang(widget, 'button_text')}
    >
      {widget.button_text}
    </ActionLink>
  )
}
