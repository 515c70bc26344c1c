import { useTranslations } from 'next-intl'

import { isTimed, isWidgetVisible } from '@/content/visibility'
import { allInEnglish, widgetLang } from '@/content/widget-language'
import type { Page, PageColumn, PageRow } from '@/payload-types'

import { isWidgetKind } from '@/blocks/widget-kinds'
import { backgroundClass, contrastTextClass } from '@/components/colour-codes'
import { columnClasses } from '@/components/PageRenderer/grid'
import { TabsRow } from '@/components/PageRenderer/TabsRow.client'
import { TimedVisibility } from '@/components/PageRenderer/TimedVisibility.client'
import { UnknownWidget } from '@/components/PageRenderer/UnknownWidget.client'
import { type Widget, widgetComponents } from '@/components/PageRenderer/widgets'

const spacing: Record<string, string> = { none: '', small: 'py-4', medium: 'py-8', large: 'py-16' }

/** `priority`: the page's first widget, whose image is the page's main image. */
export function WidgetView({ widget, priority = false }: { widget: Widget; priority?: boolean }) {
  const Component = widgetComponents[widget.blockType]
  const style = widget.style
  if (!Component) return isWidgetKind(widget.blockType) ? null : <UnknownWidget kind={widget.blockType} />
  if (!isTimed(style) && !isWidgetVisible(style, new Date())) return null
  const body = (
    <div
      className={`${spacing[style?.padding ?? 'none'] ?? ''} ${style?.background ? `${backgroundClass[style.background]} ${contrastTextClass[style.background]} px-6` : ''} ${style?.text_colour === 'wht' ? 'text-paper' : style?.text_colour === 'blk' ? 'text-ink' : ''}`}
      data-widget={widget.blockType}
      lang={allInEnglish(widget) ? 'en' : undefined}
    >
      <Component widget={widget} priority={priority} />
    </div>
  )
  return isTimed(style) ? <TimedVisibility style={style ?? {}}>{body}</TimedVisibility> : body
}

function Column({ column, first }: { column: PageColumn; first: boolean }) {
  return (
    <div className={`${columnClasses(column.width, column.offset ?? 0)} space-y-10 ${column.block_class ?? ''}`}>
      {(column.widgets ?? []).map((widget, i) => (
        <WidgetView key={widget.id ?? i} widget={widget} priority={first && i === 0} />
      ))}
    </div>
  )
}

function Row({ row, first }: { row: PageRow; first: boolean }) {
  const t = useTranslations('widgets')
  const columns = row.blocks ?? []
  if (row.row_type === 'tabs') {
    return (
      <TabsRow
        titles={columns.map((c, i) => c.title || t('tabs.fallbackTitle', { number: i + 1 }))}
        titleLangs={columns.map((c) => (c.title ? widgetLang(c, 'title') : undefined))}
        panels={columns.map((column, i) => (
          <div key={column.id ?? i} className="space-y-10">
            {(column.widgets ?? []).map((widget, j) => (
              <WidgetView key={widget.id ?? j} widget={widget} />
            ))}
          </div>
        ))}
      />
    )
  }
  return (
    <div className={`grid grid-cols-12 gap-x-8 gap-y-10 ${row.row_class ?? ''}`}>
      {columns.map((column, i) => (
        <Column key={column.id ?? i} column={column} first={first && i === 0} />
      ))}
    </div>
  )
}

/** A page as the artist built it: rows of blocks in a 12-column grid, each holding widgets. */
export function PageRenderer({ page }: { page: Pick<Page, 'rows' | 'slug'> }) {
  return (
    <div className="artist-blocks space-y-16 py-12 sm:py-16" data-testid="page" data-slug={page.slug}>
      {(page.rows ?? []).map((row, i) => (
        <section key={row.id ?? i} id={row.container_id ?? undefined} className={row.outer_class ?? ''}>
          <div className={`container-page ${row.container_class ?? ''}`}>
            <Row row={row} first={i === 0} />
          </div>
        </section>
      ))}
    </div>
  )
}
