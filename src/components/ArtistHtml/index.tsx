import type { ComponentProps } from 'react'

import { inertHtml } from '@/content/inert-html'

type Props = Omit<ComponentProps<'div'>, 'children' | 'dangerouslySetInnerHTML'> & { html: string }

/** HTML the artist wrote, shown as markup that can run nothing (see inert-html.ts). */
export function ArtistHtml({ html, ...rest }: Props) {
  return <div {...rest} dangerouslySetInnerHTML={{ __html: inertHtml(html) }} />
}
