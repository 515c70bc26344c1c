import sharp from 'sharp'

import { type PaletteName, sceneWashes } from '@/seed/watercolour-scenes'

/** A small deterministic random source, so the same seed always paints the same picture. */
function random(seed: number) {
  let state = seed >>> 0 || 1
  return () => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return (state >>> 0) / 4294967296
  }
}

type Painting = { seed: number; width: number; height: number; palette: PaletteName }

/**
 * An SVG of a watercolour of its palette's place (`watercolour-scenes.ts`): a graded sky, then
 * translucent washes in painting order, each with the darker rim pigment leaves where a wash
 * dries, all bled and wobbled by one filter as wet paper does, on warm paper.
 */
function watercolourSvg({ seed, width, height, palette }: Painting): string {
  const rnd = random(seed)
  const { sky, washes } = sceneWashes(palette, rnd, width, height)
  const scale = Math.max(width, height) / 12
  const rim = (scale / 9).toFixed(1)
  const paths = washes.map(
    (wash) =>
      `<path d="${wash.d}" fill="${wash.fill}" fill-opacity="${wash.opacity.toFixed(2)}" stroke="${wash.fill}" stroke-opacity="${(wash.opacity * 0.45).toFixed(2)}" stroke-width="${rim}"/>`,
  )
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>
    <filter id="bleed" x="-5%" y="-5%" width="110%" height="110%">
      <feTurbulence type="fractalNoise" baseFrequency="${(0.9 / scale).toFixed(4)}" numOctaves="3" seed="${seed % 1000}" result="noise"/>
      <feDisplacementMap in="SourceGraphic" in2="noise" scale="${(scale * 0.35).toFixed(0)}" xChannelSelector="R" yChannelSelector="G" result="wobble"/>
      <feGaussianBlur in="wobble" stdDeviation="${(scale / 40).toFixed(1)}"/>
    </filter>
  </defs>
  <rect width="100%" height="100%" fill="#f6f1e7"/>
  <g filter="url(#bleed)">
  <rect width="100%" height="100%" fill="url(#sky)" fill-opacity="0.75"/>
  ${paths.join('\n  ')}
  </g>
</svg>`
}

/** Washes are painted at this fraction of the final size and enlarged: they are soft anyway, and SVG filters are slow. */
const SKETCH_SCALE = 0.5

/** Cold-press paper: fine grain multiplied over the washes. */
function paperGrain(width: number, height: number) {
  return sharp({
    create: { width, height, channels: 3, background: '#ffffff', noise: { type: 'gaussian', mean: 246, sigma: 10 } },
  })
    .blur(0.6)
    .raw()
    .toBuffer({ resolveWithObject: true })
}

/** Paints a watercolour-like picture as JPEG bytes. */
export async function paintWatercolour(painting: Painting): Promise<Buffer> {
  const sketch = watercolourSvg({
    ...painting,
    width: Math.round(painting.width * SKETCH_SCALE),
    height: Math.round(painting.height * SKETCH_SCALE),
  })
  const [washes, grain] = await Promise.all([
    sharp(Buffer.from(sketch))
      .resize(painting.width, painting.height, { kernel: 'lanczos3' })
      .raw()
      .toBuffer({ resolveWithObject: true }),
    paperGrain(painting.width, painting.height),
  ])
  return sharp(washes.data, { raw: washes.info })
    .composite([{ input: grain.data, raw: grain.info, blend: 'multiply' }])
    .jpeg({ quality: 86, mozjpeg: true })
    .toBuffer()
}

/** The studio's mark: a round wash with the initial, as PNG with transparency. */
export async function paintLogo(initial: string, colour = '#2f4b7c'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <defs><filter id="b"><feTurbulence type="fractalNoise" baseFrequency="0.02" numOctaves="2" seed="7"/>
  <feDisplacementMap in="SourceGraphic" scale="28" xChannelSelector="R" yChannelSelector="G"/></filter></defs>
  <circle cx="200" cy="200" r="170" fill="${colour}" fill-opacity="0.85" filter="url(#b)"/>
  <text x="200" y="258" text-anchor="middle" font-family="serif" font-size="170" fill="#f6f1e7">${initial}</text>
</svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

/**
 * A new picture from a painted one: a window of it, enlarged to the wanted size, its hues turned
 * a little and sometimes mirrored. Far quicker than painting, so a shop's worth of pictures can
 * be made on first start.
 */
export async function deriveWatercolour(
  base: Buffer,
  { seed, width, height }: { seed: number; width: number; height: number },
): Promise<Buffer> {
  const rnd = random(seed)
  const meta = await sharp(base).metadata()
  const baseWidth = meta.width ?? width
  const baseHeight = meta.height ?? height
  const share = 0.45 + rnd() * 0.4
  const cropWidth = Math.min(baseWidth, Math.round(baseWidth * share))
  const cropHeight = Math.min(baseHeight, Math.round((cropWidth * height) / width))
  const window = {
    left: Math.floor(rnd() * (baseWidth - cropWidth + 1)),
    top: Math.floor(rnd() * (baseHeight - cropHeight + 1)),
    width: cropWidth,
    height: cropHeight,
  }
  let picture = sharp(base)
    .extract(window)
    .resize(width, height, { fit: 'cover', kernel: 'lanczos3' })
    .modulate({ hue: Math.round((rnd() - 0.5) * 50), saturation: 0.85 + rnd() * 0.35 })
  if (rnd() < 0.5) picture = picture.flop()
  return picture.jpeg({ quality: 84 }).toBuffer()
}
