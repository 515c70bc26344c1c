/** A wall drawn in centimetres: every size in the scene is true to life by construction. */
export const WALL = { width: 420, height: 270 } as const

export type Companion = 'sofa' | 'sideboard' | 'person'

/** Things of known size to stand beside the painting (width and height in centimetres). */
export const COMPANIONS: Record<Companion, { width: number; height: number }> = {
  sofa: { width: 210, height: 85 },
  sideboard: { width: 160, height: 80 },
  person: { width: 45, height: 170 },
}

/** Wall colours to try, as paint names the studio would use. */
export const WALL_COLOURS = { white: '#f4f1ea', stone: '#cfc8bb', sage: '#a9b5a0', ink: '#2b3542' } as const
export type WallColour = keyof typeof WALL_COLOURS

/** A painting hangs with its centre at eye height (145 cm), and clear of furniture by at least 20 cm. */
const EYE_HEIGHT = 145
const CLEARANCE = 20

/**
 * Where the painting and its companion stand on the wall, in centimetres from the wall's top
 * left. Furniture stands under the painting; a person stands beside it.
 */
export function wallScene(painting: { width: number; height: number }, companion: Companion) {
  const thing = COMPANIONS[companion]
  const floor = WALL.height
  const beside = companion === 'person'
  const lowest = beside ? 0 : thing.height + CLEARANCE
  const centreFromFloor = Math.max(EYE_HEIGHT, lowest + painting.height / 2)
  const paintingX = beside ? WALL.width / 2 - painting.width / 2 + 30 : WALL.width / 2 - painting.width / 2
  const companionX = beside ? paintingX - thing.width - 40 : WALL.width / 2 - thing.width / 2
  return {
    painting: { x: paintingX, y: floor - centreFromFloor - painting.height / 2, ...painting },
    companion: { x: companionX, y: floor - thing.height, ...thing },
  }
}
