type Rnd = () => number
type Wash = { d: string; fill: string; opacity: number }

/** A closed wobbly outline through points: no hand paints a straight edge. */
function outline(rnd: Rnd, points: [number, number][], wobble: number): string {
  const moved = points.map(([x, y]) => [x + (rnd() - 0.5) * wobble, y + (rnd() - 0.5) * wobble] as const)
  const mid = (a: readonly [number, number], b: readonly [number, number]) => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2]
  const start = mid(moved[moved.length - 1], moved[0])
  let d = `M${start[0].toFixed(1)} ${start[1].toFixed(1)}`
  for (let i = 0; i < moved.length; i++) {
    const next = mid(moved[i], moved[(i + 1) % moved.length])
    d += ` Q${moved[i][0].toFixed(1)} ${moved[i][1].toFixed(1)} ${next[0].toFixed(1)} ${next[1].toFixed(1)}`
  }
  return `${d} Z`
}

/** A horizontal band from edge to edge whose top edge wanders, down to `bottom`. */
function band(rnd: Rnd, w: number, top: number, bottom: number, wander: number): string {
  const steps = 14
  const edge: [number, number][] = []
  for (let i = 0; i <= steps; i++) edge.push([(i / steps) * w * 1.1 - w * 0.05, top + (rnd() - 0.5) * wander])
  return outline(rnd, [...edge, [w * 1.05, bottom], [-w * 0.05, bottom]], wander / 3)
}

/** An upright shape (a trunk, a post, a cone) between two points, `width` wide. */
function upright(rnd: Rnd, x: number, top: number, bottom: number, topWidth: number, bottomWidth: number): string {
  const n = 6
  const left: [number, number][] = []
  const right: [number, number][] = []
  for (let i = 0; i <= n; i++) {
    const y = top + ((bottom - top) * i) / n
    const half = (topWidth + ((bottomWidth - topWidth) * i) / n) / 2
    left.push([x - half, y])
    right.unshift([x + half, y])
  }
  return outline(rnd, [...left, ...right], topWidth * 0.25)
}

const ellipse = (rnd: Rnd, cx: number, cy: number, rx: number, ry: number, tilt = 0): string => {
  const points: [number, number][] = []
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2
    const r = 0.85 + rnd() * 0.3
    const x = Math.cos(a) * rx * r
    const y = Math.sin(a) * ry * r
    points.push([cx + x * Math.cos(tilt) - y * Math.sin(tilt), cy + x * Math.sin(tilt) + y * Math.cos(tilt)])
  }
  return outline(rnd, points, Math.min(rx, ry) * 0.2)
}

type Scene = (rnd: Rnd, w: number, h: number) => { sky: [string, string]; washes: Wash[] }

/** Cottesloe: a morning sky, the sea to its horizon, the pylon, wet sand in front. */
const coast: Scene = (rnd, w, h) => ({
  sky: ['#9fc3d6', '#f1d2b8'],
  washes: [
    { d: band(rnd, w, h * 0.47, h * 0.62, h * 0.01), fill: '#2f6f8f', opacity: 0.7 },
    { d: band(rnd, w, h * 0.56, h * 0.74, h * 0.03), fill: '#7fb3c8', opacity: 0.6 },
    { d: band(rnd, w, h * 0.68, h * 0.8, h * 0.02), fill: '#e9f0ec', opacity: 0.5 },
    { d: band(rnd, w, h * 0.74, h * 1.05, h * 0.05), fill: '#d9c7a0', opacity: 0.75 },
    { d: band(rnd, w, h * 0.86, h * 1.05, h * 0.06), fill: '#c9a77c', opacity: 0.45 },
    { d: upright(rnd, w * 0.64, h * 0.42, h * 0.55, w * 0.012, w * 0.016), fill: '#3d5a6c', opacity: 0.85 },
    { d: ellipse(rnd, w * 0.25, h * 0.2, w * 0.2, h * 0.05), fill: '#ffffff', opacity: 0.35 },
    { d: ellipse(rnd, w * 0.7, h * 0.14, w * 0.16, h * 0.04), fill: '#e8a07a', opacity: 0.25 },
  ],
})

/** Karri forest: tall pale trunks in green light, fallen bark on the ground. */
const bush: Scene = (rnd, w, h) => {
  const washes: Wash[] = [
    { d: ellipse(rnd, w * 0.3, h * 0.25, w * 0.4, h * 0.3), fill: '#a3b86c', opacity: 0.45 },
    { d: ellipse(rnd, w * 0.75, h * 0.3, w * 0.35, h * 0.28), fill: '#4f6b3a', opacity: 0.4 },
    { d: band(rnd, w, h * 0.8, h * 1.05, h * 0.05), fill: '#c98b4a', opacity: 0.55 },
  ]
  for (let i = 0; i < 6; i++) {
    const x = w * (0.1 + i * 0.16 + (rnd() - 0.5) * 0.05)
    const width = w * (0.035 + rnd() * 0.03)
    washes.push({ d: upright(rnd, x, -h * 0.05, h * 0.9, width * 0.7, width), fill: '#e6d3a3', opacity: 0.85 })
    washes.push({
      d: upright(rnd, x + width * 0.3, -h * 0.05, h * 0.9, width * 0.25, width * 0.35),
      fill: '#7a4e2d',
      opacity: 0.35,
    })
  }
  washes.push({ d: ellipse(rnd, w * 0.5, h * 0.08, w * 0.6, h * 0.12), fill: '#4f6b3a', opacity: 0.5 })
  return { sky: ['#dfe6c8', '#f3ecd6'], washes }
}

/** A jetty at dusk: a warm sky, dark water, posts and their reflections. */
const dusk: Scene = (rnd, w, h) => {
  const horizon = h * 0.56
  const washes: Wash[] = [
    { d: band(rnd, w, h * 0.3, horizon, h * 0.04), fill: '#f2c57c', opacity: 0.5 },
    { d: band(rnd, w, horizon, h * 1.05, h * 0.01), fill: '#3b3f6b', opacity: 0.8 },
    { d: band(rnd, w, h * 0.7, h * 1.05, h * 0.04), fill: '#6b4c7a', opacity: 0.5 },
    { d: ellipse(rnd, w * 0.6, h * 0.62, w * 0.05, h * 0.12), fill: '#f2c57c', opacity: 0.45 },
    {
      d: outline(
        rnd,
        [
          [w * 0.05, h * 0.6],
          [w * 0.72, h * 0.585],
          [w * 0.72, h * 0.605],
          [w * 0.05, h * 0.63],
        ],
        h * 0.004,
      ),
      fill: '#2b2433',
      opacity: 0.9,
    },
  ]
  for (let i = 0; i < 9; i++) {
    const x = w * (0.08 + i * 0.075)
    washes.push({ d: upright(rnd, x, h * 0.595, h * 0.7, w * 0.006, w * 0.008), fill: '#2b2433', opacity: 0.85 })
    washes.push({ d: upright(rnd, x, h * 0.7, h * 0.8, w * 0.006, w * 0.003), fill: '#2b2433', opacity: 0.3 })
  }
  return { sky: ['#6b4c7a', '#e7b3c4'], washes }
}

/** Ningaloo: turquoise shallows over sand and coral, a pale sky above. */
const reef: Scene = (rnd, w, h) => {
  const washes: Wash[] = [
    { d: band(rnd, w, h * 0.18, h * 0.3, h * 0.01), fill: '#2a4d69', opacity: 0.7 },
    { d: band(rnd, w, h * 0.26, h * 1.05, h * 0.03), fill: '#63c2b8', opacity: 0.6 },
    { d: band(rnd, w, h * 0.6, h * 1.05, h * 0.08), fill: '#1b7f86', opacity: 0.35 },
  ]
  for (let i = 0; i < 7; i++)
    washes.push({
      d: ellipse(rnd, w * rnd(), h * (0.4 + rnd() * 0.55), w * (0.05 + rnd() * 0.1), h * (0.03 + rnd() * 0.06), rnd()),
      fill: i % 2 ? '#f0e2b6' : '#e07a5f',
      opacity: i % 2 ? 0.7 : 0.4,
    })
  return { sky: ['#cfe6ea', '#f4efe2'], washes }
}

/** The Pilbara: red ranges in layers under a hot sky, spinifex in front. */
const outback: Scene = (rnd, w, h) => {
  const ridge = (base: number, height: number, fill: string, opacity: number): Wash => {
    const points: [number, number][] = [[-w * 0.05, h * 1.05]]
    for (let i = 0; i <= 10; i++) points.push([(i / 10) * w * 1.1 - w * 0.05, base - rnd() * height])
    points.push([w * 1.05, h * 1.05])
    return { d: outline(rnd, points, height * 0.2), fill, opacity }
  }
  const washes = [
    ridge(h * 0.5, h * 0.12, '#8fa3b0', 0.5),
    ridge(h * 0.6, h * 0.14, '#b5542d', 0.6),
    ridge(h * 0.72, h * 0.1, '#6d3a25', 0.55),
    { d: band(rnd, w, h * 0.82, h * 1.05, h * 0.03), fill: '#e39b5b', opacity: 0.6 },
  ]
  for (let i = 0; i < 12; i++)
    washes.push({
      d: ellipse(rnd, w * rnd(), h * (0.85 + rnd() * 0.12), w * 0.03, h * 0.015),
      fill: '#8a8f4a',
      opacity: 0.6,
    })
  return { sky: ['#8fb7cf', '#f2d49b'], washes }
}

/** Banksia: three flower spikes among serrated leaves. */
const bloom: Scene = (rnd, w, h) => {
  const washes: Wash[] = [{ d: ellipse(rnd, w * 0.5, h * 0.5, w * 0.55, h * 0.5), fill: '#7fa36b', opacity: 0.3 }]
  for (let i = 0; i < 9; i++) {
    const x = w * rnd()
    const y = h * (0.3 + rnd() * 0.6)
    washes.push({ d: ellipse(rnd, x, y, w * 0.12, h * 0.025, (rnd() - 0.5) * 2), fill: '#4f6b3a', opacity: 0.55 })
  }
  for (const [cx, cy, colour] of [
    [0.3, 0.45, '#f2a03c'],
    [0.55, 0.38, '#f7e1a8'],
    [0.75, 0.55, '#e07a3c'],
  ] as const) {
    washes.push({
      d: upright(rnd, w * cx, h * (cy - 0.22), h * (cy + 0.22), w * 0.05, w * 0.07),
      fill: colour,
      opacity: 0.8,
    })
    for (let k = 0; k < 14; k++)
      washes.push({
        d: ellipse(rnd, w * (cx + (rnd() - 0.5) * 0.06), h * (cy + (rnd() - 0.5) * 0.4), w * 0.006, h * 0.01),
        fill: '#c2477a',
        opacity: 0.45,
      })
  }
  return { sky: ['#efe6d2', '#f7efe0'], washes }
}

const scenes = { coast, bush, dusk, reef, outback, bloom } satisfies Record<string, Scene>

/** The places the demo paintings show, each painted in its own colours. */
export type PaletteName = keyof typeof scenes

/** The washes of a painting of its palette's place, in painting order (background first). */
export function sceneWashes(palette: PaletteName, rnd: Rnd, w: number, h: number) {
  return scenes[palette](rnd, w, h)
}
