import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { paintWatercolour } from '@/seed/artwork'
import { type PaletteName, sceneWashes } from '@/seed/watercolour-scenes'

const places: PaletteName[] = ['coast', 'bush', 'dusk', 'reef', 'outback', 'bloom']
const seeded = (seed: number) => () => {
  seed = (seed * 16807) % 2147483647
  return seed / 2147483647
}

describe('demo paintings', () => {
  it('paint the same scene for the same seed, with its own washes for each place', () => {
    for (const place of places) {
      const first = sceneWashes(place, seeded(7), 800, 500)
      expect(sceneWashes(place, seeded(7), 800, 500)).toEqual(first)
      expect(first.washes.length).toBeGreaterThan(3)
    }
    expect(sceneWashes('coast', seeded(7), 800, 500).sky).not.toEqual(sceneWashes('dusk', seeded(7), 800, 500).sky)
  })

  it('are pictures in their places’ colours: the sea’s blue at Cottesloe, the red of the Pilbara', async () => {
    const mean = async (place: PaletteName) => {
      const { channels } = await sharp(
        await paintWatercolour({ seed: 11, width: 160, height: 100, palette: place }),
      ).stats()
      return channels.map((c) => c.mean)
    }
    const [coastR, , coastB] = await mean('coast')
    const [redR, , redB] = await mean('outback')
    expect(coastB).toBeGreaterThan(coastR - 20)
    expect(redR).toBeGreaterThan(redB + 30)
  })
})
