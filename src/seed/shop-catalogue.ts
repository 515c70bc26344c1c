import type { PaletteName } from './artwork'

/** The shop's categories (spec: the 17 category slugs); `tile` ones are the range-level tiles on /shop. */
export const shopGroups: { slug: string; name: string; tile?: boolean; content?: string }[] = [
  { slug: 'range-level', name: 'The range' },
  { slug: 'originals-on-paper', name: 'Originals on paper', tile: true, content: 'One-of-a-kind watercolours, signed and sold unframed.' },
  { slug: 'originals-on-canvas', name: 'Originals on canvas', tile: true, content: 'Larger works in acrylic and oil, ready to hang.' },
  { slug: 'prints', name: 'Fine art prints', tile: true, content: 'Signed giclée prints on cotton rag, framed or unframed.' },
  { slug: 'beauties', name: 'Little beauties', tile: true, content: 'Small studies for small walls and first collectors.' },
  { slug: 'featured-jewellery', name: 'Painted jewellery', tile: true, content: 'Porcelain pendants, hand-painted in the studio.' },
  { slug: 'paper', name: 'Cards and paper', tile: true, content: 'Greeting cards printed from the paintings.' },
  { slug: 'watercolours', name: 'Watercolours' },
  { slug: 'acrylics', name: 'Acrylics' },
  { slug: 'oils', name: 'Oils' },
  { slug: 'abstracts', name: 'Abstracts' },
  { slug: 'featured-art', name: 'Featured art' },
  { slug: 'gallery', name: 'Gallery favourites' },
  { slug: 'home-slider', name: 'Home slider' },
  { slug: 'medium', name: 'Mid-size works' },
  { slug: 'popular', name: 'Popular' },
  { slug: 'power', name: 'Statement pieces' },
]

/** One of the artist's paintings, sold as an original and, for some, as prints. */
export type SeedPainting = {
  slug: string
  name: string
  palette: PaletteName
  medium: 'Watercolour on paper' | 'Acrylic on canvas' | 'Oil on canvas'
  year: number
  width: number
  height: number
  depth?: number
  price: number
  series: string
  blurb: string
  story: string
  /** Stock of the original: 0 once it has sold. */
  stock?: number
  groups: string[]
  /** Also sold as a print; `framed` adds the framing choice, `special` lowers the price. */
  print?: { framed?: boolean; special?: boolean }
}

const coast = 'Coastal Light'
const country = 'Red Country'
const bloom = 'Wildflower Season'
const south = 'South West'

export const seedPaintings: SeedPainting[] = [
  { slug: 'cottesloe-morning', name: 'Cottesloe Morning', palette: 'coast', medium: 'Watercolour on paper', year: 2024, width: 56, height: 38, price: 1450, series: coast, blurb: 'Early swimmers and the pylon in soft blue light.', story: 'Painted on the beach at half past six, before the wind came up. The pylon sits low on the horizon and the sea does most of the talking.', groups: ['originals-on-paper', 'watercolours', 'featured-art', 'home-slider', 'popular'], print: { framed: true } },
  { slug: 'karri-light', name: 'Karri Light', palette: 'bush', medium: 'Watercolour on paper', year: 2024, width: 38, height: 56, price: 1280, series: south, blurb: 'Pemberton forest after rain, light through tall trunks.', story: 'The karri forest smells of wet bark after rain. Layered greens, lifted with a damp brush where the light breaks through.', groups: ['originals-on-paper', 'watercolours', 'gallery'], print: { framed: true, special: true } },
  { slug: 'rottnest-dusk', name: 'Rottnest Dusk', palette: 'dusk', medium: 'Watercolour on paper', year: 2023, width: 56, height: 38, price: 1150, series: coast, blurb: 'The last ferry home across the Sound.', story: 'Pinks and violets laid wet into wet while the ferry rolled. This one found its home in Melbourne.', stock: 0, groups: ['originals-on-paper', 'watercolours', 'popular'], print: { framed: true } },
  { slug: 'ningaloo-shallows', name: 'Ningaloo Shallows', palette: 'reef', medium: 'Watercolour on paper', year: 2025, width: 76, height: 56, price: 1650, series: coast, blurb: 'Turquoise over white sand at Turquoise Bay.', story: 'Granulating cerulean over a sand-coloured ground, with the reef edge painted in one pass.', groups: ['originals-on-paper', 'watercolours', 'featured-art', 'power', 'home-slider'], print: { framed: true } },
  { slug: 'pilbara-red', name: 'Pilbara Red', palette: 'outback', medium: 'Watercolour on paper', year: 2024, width: 56, height: 76, price: 1380, series: country, blurb: 'Karijini gorge walls at noon.', story: 'Burnt sienna and quinacridone gold, the gorge walls built up in glazes over a week.', groups: ['originals-on-paper', 'watercolours', 'medium'], print: { special: true } },
  { slug: 'kings-park-banksia', name: 'Kings Park Banksia', palette: 'bloom', medium: 'Watercolour on paper', year: 2025, width: 38, height: 38, price: 980, series: bloom, blurb: 'Spring wildflowers in September.', story: 'A banksia cone and its flowers, painted at the Kings Park festival from a folding stool.', groups: ['originals-on-paper', 'watercolours', 'popular'], print: {} },
  { slug: 'swan-river-reflections', name: 'Swan River Reflections', palette: 'coast', medium: 'Watercolour on paper', year: 2025, width: 56, height: 38, price: 1120, series: coast, blurb: 'Still water at Matilda Bay.', story: 'The city upside down in the river on a windless morning.', groups: ['originals-on-paper', 'watercolours', 'medium'], print: { framed: true, special: true } },
  { slug: 'fremantle-harbour-boats', name: 'Fremantle Harbour Boats', palette: 'coast', medium: 'Watercolour on paper', year: 2023, width: 56, height: 38, price: 1240, series: coast, blurb: 'Fishing boats at Bathers Beach.', story: 'Painted from the studio window on a grey afternoon; the boats come and go but the light stays.', groups: ['originals-on-paper', 'watercolours', 'gallery'], print: {} },
  { slug: 'margaret-river-vines', name: 'Margaret River Vines', palette: 'bush', medium: 'Watercolour on paper', year: 2023, width: 56, height: 38, price: 1060, series: south, blurb: 'Autumn rows in gold and rust.', story: 'Vintage time near Wilyabrup, the rows turning gold one by one.', stock: 0, groups: ['originals-on-paper', 'watercolours'], print: { framed: true } },
  { slug: 'esperance-blue', name: 'Esperance Blue', palette: 'reef', medium: 'Watercolour on paper', year: 2025, width: 76, height: 56, price: 1520, series: coast, blurb: 'The whitest sand and the bluest water.', story: 'Twilight Beach on a clear day: almost nothing on the paper, and all of it blue.', groups: ['originals-on-paper', 'watercolours', 'power', 'featured-art'], print: { framed: true } },
  { slug: 'wave-rock-afternoon', name: 'Wave Rock Afternoon', palette: 'outback', medium: 'Watercolour on paper', year: 2024, width: 56, height: 38, price: 1190, series: country, blurb: 'Granite streaks near Hyden.', story: 'The streaks on the rock run in the same direction as the brush, which helps.', groups: ['originals-on-paper', 'watercolours'], print: { special: true } },
  { slug: 'pinnacles-at-dawn', name: 'Pinnacles at Dawn', palette: 'outback', medium: 'Watercolour on paper', year: 2025, width: 56, height: 38, price: 1340, series: country, blurb: 'Limestone spires in first light.', story: 'Long shadows across yellow sand, painted fast before the sun climbed.', groups: ['originals-on-paper', 'watercolours', 'medium'], print: {} },
  { slug: 'everlastings-in-spring', name: 'Everlastings in Spring', palette: 'bloom', medium: 'Watercolour on paper', year: 2024, width: 38, height: 38, price: 860, series: bloom, blurb: 'Pink paper daisies carpeting the wheatbelt.', story: 'A sea of everlastings near Coalseam, loose and bright.', groups: ['originals-on-paper', 'watercolours', 'popular'], print: { special: true } },
  { slug: 'albany-headland', name: 'Albany Headland', palette: 'coast', medium: 'Watercolour on paper', year: 2023, width: 56, height: 38, price: 1290, series: south, blurb: 'Southern Ocean swell at the Gap.', story: 'Granite, spray and cold green water; the wind nearly took the easel.', groups: ['originals-on-paper', 'watercolours'], print: {} },
  { slug: 'bungle-bungle-domes', name: 'Bungle Bungle Domes', palette: 'outback', medium: 'Watercolour on paper', year: 2025, width: 76, height: 56, price: 1480, series: country, blurb: 'Banded domes of Purnululu.', story: 'Orange and grey bands painted one stripe at a time, left to dry between.', groups: ['originals-on-paper', 'watercolours', 'power'], print: {} },
  { slug: 'denmark-inlet-mist', name: 'Denmark Inlet Mist', palette: 'dusk', medium: 'Watercolour on paper', year: 2024, width: 56, height: 38, price: 940, series: south, blurb: 'Morning fog lifting off Wilson Inlet.', story: 'Mostly water and very little paint: the fog is the paper itself.', groups: ['originals-on-paper', 'watercolours'], print: {} },
  { slug: 'tide-study-i', name: 'Tide Study I', palette: 'reef', medium: 'Watercolour on paper', year: 2025, width: 20, height: 20, price: 240, series: 'Studies', blurb: 'A small study of a turning tide.', story: 'Painted in ten minutes as a warm-up; kept because it worked.', groups: ['beauties', 'abstracts', 'watercolours'] },
  { slug: 'tide-study-ii', name: 'Tide Study II', palette: 'coast', medium: 'Watercolour on paper', year: 2025, width: 20, height: 20, price: 240, series: 'Studies', blurb: 'The companion to Tide Study I.', story: 'Same tide, an hour later.', groups: ['beauties', 'abstracts', 'watercolours'] },
  { slug: 'ochre-fragment', name: 'Ochre Fragment', palette: 'outback', medium: 'Watercolour on paper', year: 2024, width: 20, height: 25, price: 220, series: 'Studies', blurb: 'Earth pigments, loosely pooled.', story: 'An abstract of red earth, made with pigment from a Pilbara trip.', groups: ['beauties', 'abstracts', 'watercolours'] },
  { slug: 'gum-blossom-study', name: 'Gum Blossom Study', palette: 'bloom', medium: 'Watercolour on paper', year: 2025, width: 20, height: 25, price: 190, series: 'Studies', blurb: 'Red flowering gum in miniature.', story: 'A single blossom on a scrap of good paper.', groups: ['beauties', 'watercolours', 'popular'] },
  { slug: 'salt-lake-shimmer', name: 'Salt Lake Shimmer', palette: 'dusk', medium: 'Acrylic on canvas', year: 2025, width: 90, height: 60, depth: 4, price: 2400, series: country, blurb: 'Lake Ballard at sunset, pink salt and sky.', story: 'Thin acrylic glazes over a pale ground, so the canvas glows like the salt.', groups: ['originals-on-canvas', 'acrylics', 'power', 'abstracts'], print: {} },
  { slug: 'norfolk-pines-cottesloe', name: 'Norfolk Pines, Cottesloe', palette: 'coast', medium: 'Oil on canvas', year: 2024, width: 76, height: 101, depth: 4, price: 2850, series: coast, blurb: 'The pines along Marine Parade.', story: 'A rare oil: the pines needed the weight that watercolour will not give.', groups: ['originals-on-canvas', 'oils', 'featured-art', 'power'], print: {} },
  { slug: 'red-dirt-road', name: 'Red Dirt Road', palette: 'outback', medium: 'Acrylic on canvas', year: 2023, width: 90, height: 60, depth: 4, price: 2100, series: country, blurb: 'The road to Marble Bar.', story: 'Painted after a long drive north; bought by a family in Karratha.', stock: 0, groups: ['originals-on-canvas', 'acrylics'], print: {} },
  { slug: 'lucky-bay', name: 'Lucky Bay', palette: 'reef', medium: 'Oil on canvas', year: 2025, width: 101, height: 76, depth: 4, price: 3200, series: coast, blurb: 'Kangaroos on the whitest beach in Australia.', story: 'Big, bright and a little bit silly, like the beach itself.', groups: ['originals-on-canvas', 'oils', 'power', 'gallery'], print: {} },
]

/** Print sizes and their prices in dollars (unframed); the frame adds its own price. */
export const printSizes = [
  { value: 'A4', price: 65 },
  { value: 'A3', price: 95 },
  { value: 'A2', price: 145 },
] as const
export const printFrames = [
  { value: 'Unframed', price: 0 },
  { value: 'Black frame', price: 120 },
  { value: 'Oak frame', price: 150 },
] as const

/** Hand-painted porcelain pendants and card sets: small things with a choice of their own. */
export const seedGoods: {
  slug: string
  name: string
  palette: PaletteName
  price: number
  stock: number
  blurb: string
  story: string
  groups: string[]
  variation?: { name: string; options: string[] }
  cards?: boolean
}[] = [
  { slug: 'ningaloo-pendant', name: 'Ningaloo pendant', palette: 'reef', price: 85, stock: 6, blurb: 'A porcelain disc painted with reef blues.', story: 'Each pendant is painted by hand with ceramic pigments and fired twice, so no two are alike. Sterling silver chain.', groups: ['featured-jewellery'], variation: { name: 'Chain', options: ['45 cm', '50 cm'] } },
  { slug: 'banksia-pendant', name: 'Banksia pendant', palette: 'bloom', price: 85, stock: 4, blurb: 'Wildflower colours on porcelain.', story: 'Painted and fired in the studio; sterling silver chain.', groups: ['featured-jewellery', 'popular'], variation: { name: 'Chain', options: ['45 cm', '50 cm'] } },
  { slug: 'ochre-pendant', name: 'Ochre pendant', palette: 'outback', price: 95, stock: 3, blurb: 'Red earth tones, a larger disc.', story: 'A 35 mm disc in warm ochres; sterling silver chain.', groups: ['featured-jewellery'], variation: { name: 'Chain', options: ['45 cm', '50 cm'] } },
  { slug: 'coastal-card-set', name: 'Coastal card set', palette: 'coast', price: 24, stock: 30, blurb: 'Six cards of the coast paintings, blank inside.', story: 'Six greeting cards on heavy recycled stock with kraft envelopes, blank inside for your own words.', groups: ['paper'], cards: true },
  { slug: 'wildflower-card-set', name: 'Wildflower card set', palette: 'bloom', price: 24, stock: 0, blurb: 'Six cards of spring wildflowers.', story: 'Six greeting cards of the wildflower paintings, with envelopes. Reprinting soon.', groups: ['paper', 'popular'], cards: true },
  { slug: 'red-country-card-set', name: 'Red country card set', palette: 'outback', price: 24, stock: 18, blurb: 'Six cards of the Pilbara and the Kimberley.', story: 'Six greeting cards of the red-country paintings, with envelopes.', groups: ['paper'], cards: true },
]
