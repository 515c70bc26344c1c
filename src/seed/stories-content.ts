/** The demo blog, podcast and feed: what the artist might have written in her first year online. */

export const articleGroups = [
  { slug: 'studio-notes', name: 'Studio notes' },
  { slug: 'places', name: 'Places' },
  { slug: 'materials', name: 'Materials & methods' },
] as const
type GroupSlug = (typeof articleGroups)[number]['slug']

export type SeedArticle = {
  slug: string
  name: string
  blurb: string
  groups: GroupSlug[]
  /** Which of the six seed paintings is its picture. */
  image: number
  artworks: string[]
  publish: string
  paragraphs: string[]
}

export const seedArticles: SeedArticle[] = [
  {
    slug: 'painting-the-light-at-cottesloe',
    name: 'Painting the light at Cottesloe before breakfast',
    blurb: 'Why I set the alarm for five, and what the first hour of light does to a wash.',
    groups: ['studio-notes', 'places'],
    image: 0,
    artworks: ['cottesloe-morning', 'norfolk-pines-cottesloe'],
    publish: '2026-03-14T21:30:00.000Z',
    paragraphs: [
      'The light at Cottesloe changes by the minute between half past five and half past six. The sand goes from grey to pink to the colour of a biscuit, and the sea turns from pewter to the blue everyone knows from postcards. If you want to paint the in-between, you have to be there before it starts.',
      'I carry a half pan box, two brushes, a water bottle cut in half and a block of Arches cold-press. Everything fits in a string bag. The less I carry, the less I fuss, and fussing is the enemy of a morning wash.',
      'The first wash is always the sky, wet into wet, while the paper is still cool from the night. I tilt the block towards the sea and let the colour run down to where the horizon will be. Then I wait. Waiting is most of watercolour.',
      '<strong>The pylon</strong> goes in last, with one stroke of neutral tint. If it takes two strokes, the painting usually goes in the bin.',
      'Cottesloe Morning came from the third of these mornings in a row. The first two were practice, though I did not know it at the time.',
    ],
  },
  {
    slug: 'why-i-still-stretch-my-own-paper',
    name: 'Why I still stretch my own paper',
    blurb: 'Gummed tape, a board and a bath: the unglamorous half hour that saves a painting.',
    groups: ['materials'],
    image: 3,
    artworks: [],
    publish: '2026-04-22T02:00:00.000Z',
    paragraphs: [
      'Every full sheet I paint on is soaked, laid on a board and taped down with gummed brown tape the night before. It is messy, it takes half an hour, and people often ask why I do not just buy blocks.',
      'The answer is buckling. A sheet of 300 gsm paper that takes a big wet wash will cockle into hills and valleys, and the paint pools in the valleys. Stretched paper dries flat, so the wash stays where I put it.',
      'The method is simple: soak the sheet in the bath for eight minutes, lift it by one corner, let it drip, lay it on the board, smooth it from the middle out with a clean sponge, and tape all four sides with wet gummed tape. Then leave it alone overnight.',
      'Blocks are wonderful outdoors. In the studio, a stretched sheet is still the most reliable surface I know.',
    ],
  },
  {
    slug: 'a-week-in-the-pilbara',
    name: 'A week in the Pilbara with a tin of six colours',
    blurb: 'Red rock, white gums and the discipline of a very small palette.',
    groups: ['places'],
    image: 4,
    artworks: ['pilbara-red', 'red-dirt-road'],
    publish: '2026-06-05T01:00:00.000Z',
    paragraphs: [
      'I went north in June with a tin that holds six colours: burnt sienna, quinacridone gold, ultramarine, cobalt teal, perylene maroon and a little white gouache. Nothing else.',
      'The Pilbara punishes a timid palette. The rocks are not brown, they are orange and violet at the same time, and the gums are whiter than the paper. Six colours forced me to mix every one of those on the page.',
      'Most days I painted from six until ten and again after four. In the middle of the day the light is flat and the flies are not.',
      'Pilbara Red is the painting I am proudest of from the trip. Red Dirt Road was painted in twenty minutes from the passenger seat, which you can probably tell.',
      'I came home with forty sketches, eleven paintings and a great deal of red dust in the car.',
    ],
  },
  {
    slug: 'granulation-letting-the-pigment-choose',
    name: 'Granulation: letting the pigment choose',
    blurb: 'Some pigments settle into the grain of the paper. Here is how I use them for water and rock.',
    groups: ['materials'],
    image: 2,
    artworks: ['tide-study-i', 'tide-study-ii'],
    publish: '2026-08-11T03:15:00.000Z',
    paragraphs: [
      'Granulation is what happens when heavy pigment particles settle into the hollows of the paper instead of staining it evenly. Ultramarine, cerulean, raw umber and many earth colours do it beautifully.',
      'I use it for two things: sand and water. A granulating wash over the tide line looks like wet sand without a single brushstroke of detail.',
      'The trick is to use plenty of water and then leave it alone. Tilting the board or going back in with the brush breaks up the effect.',
      'The two Tide Studies were painted one after the other with the same three pigments. The only difference is how long I waited before lifting the board.',
    ],
  },
  {
    slug: 'how-a-commission-comes-together',
    name: 'How a commission comes together',
    blurb: 'From the first e-mail to the painting on your wall: what to expect when you ask for one.',
    groups: ['studio-notes'],
    image: 5,
    artworks: [],
    publish: '2026-09-30T00:00:00.000Z',
    paragraphs: [
      'Most commissions start with a place: a beach where someone got engaged, a farm that is being sold, the view from a grandmother’s verandah.',
      'I ask for photos, a rough size and where the painting will hang. Then I paint two or three small studies, no bigger than a postcard, and we choose one together.',
      'The final painting takes two to four weeks. I send a photo before it is framed, and you can ask for one round of changes.',
      'A deposit of a third holds a place in the queue; the rest is due when you are happy with it. If you are not, you do not pay the rest.',
    ],
  },
  {
    slug: 'framing-a-watercolour-to-last',
    name: 'Framing a watercolour so it lasts a hundred years',
    blurb: 'Acid-free mats, UV glass and why a painting should never touch the glass.',
    groups: ['materials', 'studio-notes'],
    image: 1,
    artworks: ['karri-light'],
    publish: '2026-11-02T22:45:00.000Z',
    paragraphs: [
      'A watercolour is pigment and gum on cotton paper. Looked after, it will outlive all of us. Framed badly, it can fade or brown in a decade.',
      'Three things matter. The mat and backing board must be acid-free, or the paper will yellow where it touches them. The glass should filter ultraviolet light. And the painting must never touch the glass: the mat keeps a small gap so moisture cannot be trapped.',
      'Every original I sell framed is framed this way by a framer in Fremantle I have worked with for years.',
      'Hang watercolours out of direct sun, away from bathrooms and kitchens, and they will look the same in a hundred years as the day you bought them.',
    ],
  },
]

export const seedChannel = {
  title: 'Wet Edges',
  description:
    'Conversations from a watercolour studio in Fremantle. Isla Moreton talks about painting outdoors, paper and pigment, selling art and the slow business of getting better at something.\nNew episodes most fortnights.',
  author: 'Isla Moreton',
  spotify_url: 'https://open.spotify.com/show/wet-edges',
  itunes_url: 'https://podcasts.apple.com/au/podcast/wet-edges/id1700000000',
  amazon_url: 'https://music.amazon.com.au/podcasts/wet-edges',
}

export type SeedEpisode = {
  url: string
  name: string
  season: number
  episode: number
  date: string
  seconds: number
  artworks: string[]
  notes: string[]
}

const longNotes = (topic: string) => [
  `In this episode Isla talks about ${topic}.`,
  'She answers listeners’ questions sent in over the fortnight, from choosing a first set of paints to what to do when a painting goes muddy halfway through.',
  'Paintings mentioned in the episode are linked below, with the sketches from the trip on the feed.',
]

export const seedEpisodes: SeedEpisode[] = [
  {
    url: 'why-watercolour',
    name: 'Why watercolour?',
    season: 1,
    episode: 1,
    date: '2026-05-02T00:00:00.000Z',
    seconds: 22,
    artworks: [],
    notes: [
      'The first episode: how a biology teacher ended up painting full time, and why water is the best and worst partner a painter can have.',
    ],
  },
  {
    url: 'painting-the-light-in-fremantle',
    name: 'Painting the light in Fremantle',
    season: 1,
    episode: 2,
    date: '2026-05-16T00:00:00.000Z',
    seconds: 30,
    artworks: ['fremantle-harbour-boats'],
    notes: longNotes('the harbour light in Fremantle, and why the fishing boats look best at four in the afternoon'),
  },
  {
    url: 'paper-water-and-patience',
    name: 'Paper, water and patience',
    season: 1,
    episode: 3,
    date: '2026-05-30T00:00:00.000Z',
    seconds: 24,
    artworks: [],
    notes: [
      'Cold-press, hot-press and rough: what the surface of the paper does to a wash, and why patience is a material too.',
    ],
  },
  {
    url: 'the-colours-of-the-pilbara',
    name: 'The colours of the Pilbara',
    season: 1,
    episode: 4,
    date: '2026-06-13T00:00:00.000Z',
    seconds: 26,
    artworks: ['pilbara-red', 'red-dirt-road'],
    notes: longNotes('a week in the Pilbara with only six colours'),
  },
  {
    url: 'mistakes-you-can-keep',
    name: 'Mistakes you can keep',
    season: 1,
    episode: 5,
    date: '2026-06-27T00:00:00.000Z',
    seconds: 20,
    artworks: [],
    notes: ['Blooms, backruns and hard edges: which accidents to fight and which to frame.'],
  },
  {
    url: 'plein-air-with-a-tripod',
    name: 'Plein air with a tripod and a thermos',
    season: 1,
    episode: 6,
    date: '2026-07-11T00:00:00.000Z',
    seconds: 22,
    artworks: ['albany-headland'],
    notes: ['What goes in the bag for a morning on the south coast, and what stays at home.'],
  },
  {
    url: 'selling-your-first-painting',
    name: 'Selling your first painting',
    season: 1,
    episode: 7,
    date: '2026-07-25T00:00:00.000Z',
    seconds: 24,
    artworks: [],
    notes: longNotes('pricing, the first sale and the strange feeling of seeing a painting leave the studio'),
  },
  {
    url: 'rottnest-at-dusk',
    name: 'Rottnest at dusk',
    season: 1,
    episode: 8,
    date: '2026-08-08T00:00:00.000Z',
    seconds: 28,
    artworks: ['rottnest-dusk'],
    notes: ['The last ferry, the quokkas and a sunset that took three attempts to paint.'],
  },
  {
    url: 'back-at-the-easel',
    name: 'Back at the easel',
    season: 2,
    episode: 1,
    date: '2026-08-29T00:00:00.000Z',
    seconds: 20,
    artworks: [],
    notes: ['Season two starts after a winter of teaching: what changed in the studio and what is coming up.'],
  },
  {
    url: 'granulation-and-happy-accidents',
    name: 'Granulation and other happy accidents',
    season: 2,
    episode: 2,
    date: '2026-09-12T00:00:00.000Z',
    seconds: 26,
    artworks: ['tide-study-i', 'tide-study-ii'],
    notes: longNotes('granulating pigments and how to let them do the work'),
  },
  {
    url: 'commissions-yes-and-no',
    name: 'Commissions: saying yes and saying no',
    season: 2,
    episode: 3,
    date: '2026-09-26T00:00:00.000Z',
    seconds: 22,
    artworks: [],
    notes: ['How a commission works, and the ones Isla turns down.'],
  },
  {
    url: 'framing-for-the-long-haul',
    name: 'Framing for the long haul',
    season: 2,
    episode: 4,
    date: '2026-10-10T00:00:00.000Z',
    seconds: 24,
    artworks: ['karri-light'],
    notes: ['Acid-free mats, UV glass and a visit to the framer down the road.'],
  },
  {
    url: 'sketchbooks',
    name: 'Sketchbooks',
    season: 2,
    episode: 5,
    date: '2026-10-24T00:00:00.000Z',
    seconds: 20,
    artworks: [],
    notes: ['Twenty years of sketchbooks on one shelf: what they are for and why most pages are bad.'],
  },
  {
    url: 'what-the-sea-taught-me',
    name: 'What the sea taught me',
    season: 2,
    episode: 6,
    date: '2026-11-07T00:00:00.000Z',
    seconds: 30,
    artworks: ['esperance-blue', 'lucky-bay'],
    notes: longNotes('painting the sea for twenty years, from Esperance to Ningaloo'),
  },
]

export type SeedPost = {
  date: string
  text: string
  tags: string[]
  image?: number
  video?: boolean
  link?: string
  link_text?: string
  artworks?: string[]
}

export const seedPosts: SeedPost[] = [
  {
    date: '2026-09-01T23:10:00.000Z',
    text: 'First day of spring and the everlastings are out near Northam. Sketchbook came home full.',
    tags: ['plein-air', 'sketchbook'],
    image: 1,
  },
  {
    date: '2026-09-04T06:00:00.000Z',
    text: 'Stretched six full sheets today. The bath is now permanently blue.',
    tags: ['studio'],
  },
  {
    date: '2026-09-07T02:30:00.000Z',
    text: 'New signed prints of Cottesloe Morning are in the shop, on Hahnemühle cotton rag.',
    tags: ['prints'],
    link: '/product/cottesloe-morning',
    link_text: 'See the print',
    artworks: ['cottesloe-morning'],
  },
  {
    date: '2026-09-10T09:45:00.000Z',
    text: 'A short film of a sky wash, start to finish, for everyone who asked how wet “wet into wet” is.',
    tags: ['process', 'studio'],
    video: true,
  },
  {
    date: '2026-09-13T00:20:00.000Z',
    text: 'Back from Lucky Bay. The sand really is that white.',
    tags: ['plein-air'],
    image: 2,
    artworks: ['lucky-bay'],
  },
  {
    date: '2026-09-17T04:00:00.000Z',
    text: 'Episode ten of the podcast is out: granulation, and how to stop fiddling.',
    tags: ['podcast'],
    link: '/listen/granulation-and-happy-accidents',
    link_text: 'Listen',
  },
  {
    date: '2026-09-21T07:15:00.000Z',
    text: 'Three small studies for a commission in Denmark. We chose the middle one.',
    tags: ['studio', 'process'],
    image: 5,
  },
  {
    date: '2026-09-25T01:00:00.000Z',
    text: 'The Fremantle Arts Centre spring show opens on Friday. Two of mine are hanging in the east gallery.',
    tags: ['exhibition'],
  },
  {
    date: '2026-09-29T03:30:00.000Z',
    text: 'Pilbara Red has found a home in Broome. Thank you, you know who you are.',
    tags: ['studio'],
    artworks: ['pilbara-red'],
  },
  {
    date: '2026-10-03T22:40:00.000Z',
    text: 'Sunrise at the Pinnacles. Forty minutes of painting, two hours of driving, worth it.',
    tags: ['plein-air'],
    image: 4,
    artworks: ['pinnacles-at-dawn'],
  },
  {
    date: '2026-10-08T05:00:00.000Z',
    text: 'A new article on stretching paper, for everyone tired of cockled washes.',
    tags: ['process'],
    link: '/article/why-i-still-stretch-my-own-paper',
    link_text: 'Read the article',
  },
  {
    date: '2026-10-12T02:10:00.000Z',
    text: 'Card sets are back in stock: wildflowers and the red country, eight cards each.',
    tags: ['prints'],
    artworks: ['wildflower-card-set', 'red-country-card-set'],
  },
  {
    date: '2026-10-16T08:20:00.000Z',
    text: 'Testing a new granulating blue. It separates into violet and teal on rough paper, which I love.',
    tags: ['process', 'studio'],
  },
  {
    date: '2026-10-20T00:00:00.000Z',
    text: 'Sketchbook page from the ferry to Rottnest. The quokka would not sit still.',
    tags: ['sketchbook'],
    image: 3,
  },
  {
    date: '2026-10-24T06:30:00.000Z',
    text: 'Season two, episode five: sketchbooks. Twenty years of them on one shelf.',
    tags: ['podcast', 'sketchbook'],
    link: '/listen/sketchbooks',
    link_text: 'Listen',
  },
  {
    date: '2026-10-29T01:45:00.000Z',
    text: 'Open studio this Sunday from ten until three. Tea, biscuits and a sale rack of studies.',
    tags: ['exhibition', 'studio'],
  },
  {
    date: '2026-11-02T23:00:00.000Z',
    text: 'How I frame a watercolour so it lasts: the new article, with photos from the framer.',
    tags: ['process'],
    link: '/article/framing-a-watercolour-to-last',
    link_text: 'Read the article',
    artworks: ['karri-light'],
  },
  {
    date: '2026-11-08T04:30:00.000Z',
    text: 'Kings Park in the rain. The banksias looked better wet.',
    tags: ['plein-air'],
    image: 0,
    artworks: ['kings-park-banksia'],
  },
  {
    date: '2026-11-14T02:00:00.000Z',
    text: 'Limited prints of Esperance Blue, twenty-five only, signed and numbered.',
    tags: ['prints'],
    artworks: ['esperance-blue'],
  },
  {
    date: '2026-11-20T07:50:00.000Z',
    text: 'Packing originals for Christmas posting. Last day for delivery in Australia is the 16th of December.',
    tags: ['studio'],
  },
]
