import { useTranslations } from 'next-intl'

import type { GoogleMapWidget } from '@/payload-types'

/** An embedded map frame of the place; the sign is the place's name over the map. */
export function GoogleMapComponent({ widget }: { widget: GoogleMapWidget }) {
  const t = useTranslations('widgets')
  const query = new URLSearchParams({ q: widget.location, z: String(widget.zoom ?? 14), output: 'embed' })
  return (
    <figure className="space-y-2">
      <iframe
        title={t('map.title', { location: widget.location })}
        src={`https://maps.google.com/maps?${query}`}
        width={widget.width ?? '100%'}
        height={widget.height ?? 400}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        className="w-full rounded-sm border-0"
        style={{ width: widget.width ?? '100%' }}
      />
      {widget.show_sign ? <figcaption className="text-sm text-soft">{widget.location}</figcaption> : null}
    </figure>
  )
}
