import type { ModalWidget } from '@/payload-types'

import { ModalDialog } from '@/blocks/Modal/Dialog.client'

export function ModalComponent({ widget }: { widget: ModalWidget }) {
  return (
    <ModalDialog
      buttonText={widget.button_text ?? ''}
      timeoutSeconds={widget.timeout ?? 0}
      fullHeight={Boolean(widget.full_height)}
    >
      {widget.heading ? <h2 className="text-2xl">{widget.heading}</h2> : null}
      {widget.html ? <div className="prose-atelier" dangerouslySetInnerHTML={{ __html: widget.html }} /> : null}
    </ModalDialog>
  )
}
