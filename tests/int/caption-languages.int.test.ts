import { getPayload } from 'payload'
import { describe, expect, it } from 'vitest'

import config from '@payload-config'
import { getVoucherThemes } from '@/commerce/vouchers/voucher-themes'

import { getJson } from './helpers/api'

type Slide = { heading: string; sub_heading: string; content: string; link_button_text: string; in_english: string[] }
type Gallery = { heading: string; sub_heading: string; in_english: string[]; slides: Slide[] }

describe('galleries, photos and voucher designs in the visitor’s language', () => {
  it('answers a gallery in German, each heading and slide word left in English named as such', async () => {
    const payload = await getPayload({ config })
    const { docs: media } = await payload.find({ collection: 'media', limit: 1, depth: 0 })
    const slide = (heading: string) => ({
      image: media[0].id,
      heading,
      sub_heading: `${heading} at noon`,
      content: `<p>${heading}, watercolour on paper.</p>`,
      link: '/shop',
      link_button_text: 'See it in the shop',
    })
    const gallery = await payload.create({
      collection: 'galleries',
      data: {
        name: 'Jetties',
        url: 'jetties-translated',
        heading: 'Jetties of the south-west',
        sub_heading: 'Busselton to Albany',
        slides: [slide('Busselton Jetty'), slide('Albany Town Jetty')],
      },
    })
    const [first, second] = gallery.slides ?? []
    await payload.update({
      collection: 'galleries',
      id: gallery.id,
      locale: 'de',
      data: {
        heading: 'Stege des Südwestens',
        slides: [
          { id: first.id, image: media[0].id, heading: 'Der Steg von Busselton', link_button_text: 'Im Shop ansehen' },
          { id: second.id, image: media[0].id },
        ],
      },
    })

    const german = (await getJson<Gallery>(`/api/v1/cognito/gallery?id=${gallery.id}&locale=de`)).body
    expect(german.heading).toBe('Stege des Südwestens')
    expect(german.sub_heading).toBe('Busselton to Albany')
    expect(german.in_english).toEqual(['sub_heading'])
    expect(german.slides[0]).toMatchObject({
      heading: 'Der Steg von Busselton',
      link_button_text: 'Im Shop ansehen',
      sub_heading: 'Busselton Jetty at noon',
    })
    expect(german.slides[0].in_english.sort()).toEqual(['content', 'sub_heading'])
    expect(german.slides[1].heading).toBe('Albany Town Jetty')
    expect(german.slides[1].in_english.sort()).toEqual(['content', 'heading', 'link_button_text', 'sub_heading'])

    const english = (await getJson<Gallery>(`/api/v1/cognito/gallery?id=${gallery.id}&locale=en`)).body
    expect(english.heading).toBe('Jetties of the south-west')
    expect(english.slides[0].heading).toBe('Busselton Jetty')
    expect(english.in_english).toEqual([])
    expect(english.slides[0].in_english).toEqual([])
    await payload.delete({ collection: 'galleries', id: gallery.id })
  })

  it('answers photos and voucher designs in German, named English where not translated', async () => {
    const payload = await getPayload({ config })
    const { docs: media } = await payload.find({ collection: 'media', limit: 1, depth: 0 })
    const photo = await payload.create({
      collection: 'photos',
      data: { name: 'The jetty at dusk', description: 'Busselton, in winter.', image: media[0].id },
    })
    await payload.update({ collection: 'photos', id: photo.id, locale: 'de', data: { name: 'Der Steg am Abend' } })
    const design = await payload.create({
      collection: 'voucher-themes',
      data: { name: 'Winter jetty', image: media[0].id, sort: 99 },
    })
    await payload.update({
      collection: 'voucher-themes',
      id: design.id,
      locale: 'de',
      data: { name: 'Steg im Winter' },
    })
    try {
      const photos = (
        await getJson<{ data: { id: number; name: string; description: string; in_english: string[] }[] }>(
          '/api/v1/cognito/photo?locale=de',
        )
      ).body.data
      expect(photos.find((p) => p.id === photo.id)).toMatchObject({
        name: 'Der Steg am Abend',
        description: 'Busselton, in winter.',
        in_english: ['description'],
      })
      const designs = await getVoucherThemes(payload, undefined, 'de')
      expect(designs.find((d) => d.id === design.id)).toMatchObject({ name: 'Steg im Winter', in_english: [] })
      const french = await getVoucherThemes(payload, undefined, 'fr')
      expect(french.find((d) => d.id === design.id)).toMatchObject({ name: 'Winter jetty', in_english: ['name'] })
    } finally {
      await payload.delete({ collection: 'photos', id: photo.id })
      await payload.delete({ collection: 'voucher-themes', id: design.id })
    }
  })
})
