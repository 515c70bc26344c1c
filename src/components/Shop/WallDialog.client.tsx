'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import {
  COMPANIONS,
  type Companion,
  WALL,
  WALL_COLOURS,
  type WallColour,
  wallScene,
} from '@/components/Shop/wall-scene'
import { renditionPath, type ShownImage } from '@/media/image'

export type WallViewProps = { image: ShownImage; name: string; widthCm: number; heightCm: number }

type Props = WallViewProps & {
  /** How many times the visitor asked for the view: each time, it opens. */
  opened: number
  /** Called once the view has closed; the caller gives focus back to what opened it. */
  onClose: () => void
}

const FLOOR = 18
const SCALE_BAR_CM = 100

/** Simple shapes of known size: enough to judge a painting's size, not a room to furnish. */
function CompanionShape({
  kind,
  x,
  y,
  width,
  height,
}: {
  kind: Companion
  x: number
  y: number
  width: number
  height: number
}) {
  const fill = '#6f5e4e'
  if (kind === 'person')
    return (
      <g fill="#5b6470" data-testid="wall-companion" data-width-cm={width}>
        <circle cx={x + width / 2} cy={y + 12} r={11} />
        <rect x={x + 4} y={y + 25} width={width - 8} height={height * 0.42} rx={10} />
        <rect x={x + 8} y={y + 25 + height * 0.4} width={width / 2 - 10} height={height - 25 - height * 0.4} rx={5} />
        <rect
          x={x + width / 2 + 2}
          y={y + 25 + height * 0.4}
          width={width / 2 - 10}
          height={height - 25 - height * 0.4}
          rx={5}
        />
      </g>
    )
  const legs = kind === 'sofa' ? 12 : 18
  return (
    <g fill={fill} data-testid="wall-companion" data-width-cm={width}>
      {kind === 'sofa' ? <rect x={x} y={y} width={width} height={height * 0.55} rx={8} /> : null}
      <rect
        x={x}
        y={kind === 'sofa' ? y + height * 0.4 : y}
        width={width}
        height={height - legs - (kind === 'sofa' ? height * 0.4 : 0)}
        rx={4}
      />
      <rect x={x + 8} y={y + height - legs} width={4} height={legs} />
      <rect x={x + width - 12} y={y + height - legs} width={4} height={legs} />
    </g>
  )
}

/**
 * "View on a wall": the painting at its true size from its centimetre dimensions, beside a sofa,
 * a sideboard or a person, on a few wall colours, with a one-metre scale. The scene is drawn in
 * centimetres, so whatever size it is shown at, everything in it keeps the same proportions.
 */
export function WallDialog({ image, name, widthCm, heightCm, opened, onClose }: Props) {
  const t = useTranslations('shop.wall')
  const close = useTranslations('widgets')('close')
  const dialog = useRef<HTMLDialogElement>(null)
  const [companion, setCompanion] = useState<Companion>('sofa')
  const [colour, setColour] = useState<WallColour>('white')
  const scene = wallScene({ width: widthCm, height: heightCm }, companion)
  const dark = colour === 'ink'
  const option = (selected: boolean) =>
    `rounded-full border px-3 py-1.5 text-sm ${selected ? 'border-ink bg-ink text-paper dark:border-mist dark:bg-mist dark:text-night' : 'border-ink/20 dark:border-mist/30'}`

  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal()
  }, [opened])

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      onClick={(event) => event.target === dialog.current && dialog.current.close()}
      aria-labelledby="wall-view-title"
      className="m-auto w-[min(96vw,64rem)] rounded-sm bg-paper p-0 text-ink backdrop:bg-black/70 dark:bg-night dark:text-mist"
      data-testid="wall-view"
    >
      <div className="space-y-4 p-4 sm:p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id="wall-view-title" className="text-2xl">
            {t('title', { name })}
          </h2>
          <button
            type="button"
            aria-label={close}
            onClick={() => dialog.current?.close()}
            className="icon-button shrink-0"
          >
            <span aria-hidden>✕</span>
          </button>
        </div>
        <svg
          viewBox={`0 0 ${WALL.width} ${WALL.height + FLOOR}`}
          className="h-auto w-full rounded-sm"
          role="img"
          aria-label={t('caption', { width: widthCm, height: heightCm })}
          data-testid="wall-scene"
          data-wall-width-cm={WALL.width}
        >
          <rect width={WALL.width} height={WALL.height} fill={WALL_COLOURS[colour]} />
          <rect y={WALL.height} width={WALL.width} height={FLOOR} fill="#9a8068" />
          <CompanionShape kind={companion} {...scene.companion} />
          <rect
            x={scene.painting.x - 1.5}
            y={scene.painting.y - 1.5}
            width={scene.painting.width + 3}
            height={scene.painting.height + 3}
            fill="#fbfaf7"
            stroke="rgba(0,0,0,0.25)"
            strokeWidth={0.4}
          />
          <image
            href={renditionPath(image.hash, 'raw', 800, 'webp')}
            x={scene.painting.x}
            y={scene.painting.y}
            width={scene.painting.width}
            height={scene.painting.height}
            preserveAspectRatio="xMidYMid slice"
            data-testid="wall-painting"
            data-width-cm={widthCm}
          />
          <g fill={dark ? '#f4f1ea' : '#2b3542'} stroke={dark ? '#f4f1ea' : '#2b3542'} data-testid="wall-scale">
            <line x1={12} x2={12 + SCALE_BAR_CM} y1={WALL.height - 10} y2={WALL.height - 10} strokeWidth={1.2} />
            <line x1={12} x2={12} y1={WALL.height - 14} y2={WALL.height - 6} strokeWidth={1.2} />
            <line
              x1={12 + SCALE_BAR_CM}
              x2={12 + SCALE_BAR_CM}
              y1={WALL.height - 14}
              y2={WALL.height - 6}
              strokeWidth={1.2}
            />
            <text x={12 + SCALE_BAR_CM / 2} y={WALL.height - 15} fontSize={8} textAnchor="middle" stroke="none">
              {t('metre')}
            </text>
          </g>
        </svg>
        <p className="text-sm text-soft">{t('caption', { width: widthCm, height: heightCm })}</p>
        <div className="flex flex-wrap gap-6">
          <fieldset className="space-y-2">
            <legend className="eyebrow">{t('beside')}</legend>
            <div className="flex flex-wrap gap-2">
              {(Object.keys(COMPANIONS) as Companion[]).map((kind) => (
                <button
                  key={kind}
                  type="button"
                  aria-pressed={companion === kind}
                  className={option(companion === kind)}
                  onClick={() => setCompanion(kind)}
                >
                  {t(`companions.${kind}`, { height: COMPANIONS[kind].height, width: COMPANIONS[kind].width })}
                </button>
              ))}
            </div>
          </fieldset>
          <fieldset className="space-y-2">
            <legend className="eyebrow">{t('wallColour')}</legend>
            <div className="flex flex-wrap gap-2">
              {(Object.keys(WALL_COLOURS) as WallColour[]).map((name) => (
                <button
                  key={name}
                  type="button"
                  aria-pressed={colour === name}
                  className={`${option(colour === name)} inline-flex items-center gap-2`}
                  onClick={() => setColour(name)}
                >
                  <span
                    aria-hidden
                    className="size-4 rounded-full border border-ink/20"
                    style={{ background: WALL_COLOURS[name] }}
                  />
                  {t(`colours.${name}`)}
                </button>
              ))}
            </div>
          </fieldset>
        </div>
      </div>
    </dialog>
  )
}
