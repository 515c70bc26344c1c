import type { RawCodeWidget } from '@/payload-types'

export function RawCodeComponent({ widget }: { widget: RawCodeWidget }) {
  return <div data-testid="raw-code" dangerouslySetInnerHTML={{ __html: widget.code }} />
}
