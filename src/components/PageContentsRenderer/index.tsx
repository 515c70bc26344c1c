import type { CSSProperties } from 'react'

import { isListBlockVisible } from '@/content/visibility'
import { toImage } from '@/media/image'
import type { Page } from '@/payload-types'

import { backgroundClass } from '@/components/colour-codes'
import { BackgroundVideo } from '@/components/Image/BackgroundVideo.client'
import { WidgetView } from '@/components/PageRenderer'
import { TimedVisibility } from '@/components/PageRenderer/TimedVisibility.client'
import { ScrollReveal } from '@/components/PageContentsRenderer/ScrollReveal.client'

type ContentBlock = NonNullable<Page['pageContents']>[number]

const px = (value: number | null | undefined) => (value ? `${value}px` : undefined)

/** The artist's left and right are the reading direction's start and end, so Arabic mirrors them. */
function spacing(block: ContentBlock): CSSProperties {
  return {
    paddingTop: px(block.padding_top),
    paddingInlineEnd: px(block.padding_right),
    paddingBottom: px(block.padding_bottom),
    paddingInlineStart: px(block.padding_left),
    marginTop: px(block.margin_top),
    marginInlineEnd: px(block.margin_right),
    marginBottom: px(block.margin_bottom),
    marginInlineStart: px(block.margin_left),
  }
}

function ContentBlockView({ block, first }: { block: ContentBlock; first: boolean }) {
  const widget = block.template?.[0]
  if (!widget) return null
  const image = toImage(block.background?.image, { aspect: 'raw', width: 1920 })
  const filter = {
    opacity: Number(block.background?.opacity ?? 100) / 100,
    filter: `saturate(${Number(block.background?.saturation ?? 100)}%)`,
  }
  const text = block.text_colour === 'wht' ? 'text-paper' : block.text_colour === 'blk' ? 'text-ink' : ''
  return (
    <section
      id={block.anchor_name ?? undefined}
      className={`relative isolate overflow-hidden ${backgroundClass[block.background_colour ?? ''] ?? ''} ${text}`}
      style={spacing(block)}
      data-content-block={block.name ?? ''}
    >
      {block.background?.video ? (
        <BackgroundVideo
          className="absolute inset-0 -z-10 size-full object-cover"
          style={filter}
          src={block.background.video}
        />
      ) : image ? (
        <div
          className={`absolute inset-0 -z-10 bg-cover bg-center ${block.background?.fixed ? 'bg-fixed' : ''}`}
          style={{ ...filter, backgroundImage: `url("${image.url}")` }}
        />
      ) : null}
      <div className={block.full_width ? '' : 'container-page'}>
        <ScrollReveal animation={block.animation ?? {}}>
          <WidgetView widget={widget} priority={first} />
        </ScrollReveal>
      </div>
    </section>
  )
}

/** The list renderer: a page as content blocks in sort order, each shown only in its time window. */
export function PageContentsRenderer({ page }: { page: Page }) {
  const blocks = [...(page.pageContents ?? [])].sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0))
  const now = new Date()
  return (
    <div className="artist-blocks space-y-12 py-12" data-testid="page" data-slug={page.slug} data-renderer="list">
      {blocks.map((block, i) => {
        if (block.hidden) return null
        const view = <ContentBlockView key={block.id ?? i} block={block} first={i === 0} />
        if (block.start_time || block.end_time) {
          return (
            <TimedVisibility
              key={block.id ?? i}
              style={{ hidden_before: block.start_time, hidden_after: block.end_time }}
            >
              {view}
            </TimedVisibility>
          )
        }
        return isListBlockVisible(block, now) ? view : null
      })}
    </div>
  )
}
