import type { ModalWidget } from '@/payload-types'

import { ModalDialog } from '@/components/page-parts.client'
import { ArtistHtml } from '@/components/ArtistHtml'
import { widgetLang } from '@/content/widget-language'

export function ModalComponent({ widget }: { widget: ModalWidget }) {
  return (
    <ModalDialog
      buttonText={widget.button_text ?? ''}
      buttonLang={widgetLang(widget, 'button_text')}
      label={widget.heading || widget.button_text || undefined}
      timeoutSeconds={widget.timeout ?? 0}
      fullHeight={Boolean(widget.full_height)}
    >
      {widget.heading ? (
        <h2 className="text-2xl" lang={widgetLang(widget, 'heading')}>
          {widget.heading}
        </h2>
      ) : null}
      {widget.html ? (
        <ArtistHtml className="prose-atelier" lang={widgetLang(widget, 'html')} html={widget.html} />
      ) : null}
    </ModalDialog>
  )
}
