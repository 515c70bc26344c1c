'use client'

import { useLocale, useTranslations } from 'next-intl'
import { type KeyboardEvent, type PointerEvent, type WheelEvent, useEffect, useRef, useState } from 'react'

import { stepOfKey, wrapIndex } from '@/components/PageRenderer/reading-direction'
import { clampView, FITTED, renditionWidth, type View, zoomAbout } from '@/components/ZoomViewer/zoom-math'
import { textDirection } from '@/i18n/locales'
import { renditionPath, type ShownImage } from '@/media/image'

export type ZoomViewerProps = {
  images: ShownImage[]
  /** The picture shown; null while the viewer is closed. */
  index: number | null
  onIndex: (index: number) => void
  /** Called once the viewer has closed; the caller gives focus back to what opened it. */
  onClose: () => void
}

const SWIPE_PX = 50
const KEY_PAN_PX = 80

/**
 * The pictures full screen, to be looked at closely: zoom with the buttons, the wheel, a pinch
 * or + and −; move a zoomed picture by dragging or with the arrow keys; go between pictures
 * with a swipe, the arrows of a fitted picture or the buttons. The zoomed picture is asked for
 * as wide as it is shown, up to 4,000 px. A modal dialog: Escape closes it.
 */
export function ZoomViewer({ images, index, onIndex, onClose }: ZoomViewerProps) {
  const t = useTranslations('widgets.zoom')
  const close = useTranslations('widgets')('close')
  const dir = textDirection(useLocale())
  const dialog = useRef<HTMLDialogElement>(null)
  const stage = useRef<HTMLDivElement>(null)
  const [view, setView] = useState<View>(FITTED)
  const [stageSize, setStageSize] = useState({ width: 1, height: 1 })
  const pointers = useRef(new Map<number, { x: number; y: number }>())
  const gesture = useRef<{ startX: number; moved: boolean }>({ startX: 0, moved: false })
  const image = index === null ? null : images[index]

  useEffect(() => {
    if (image && !dialog.current?.open) dialog.current?.showModal()
    if (!image) dialog.current?.close()
  }, [image])

  useEffect(() => {
    const measure = () => {
      const box = stage.current?.getBoundingClientRect()
      if (box) setStageSize({ width: box.width, height: box.height })
    }
    measure()
    window.addEventListener('resize', measure)
    return () => window.removeEventListener('resize', measure)
  }, [image])

  if (!image) return <dialog ref={dialog} onClose={onClose} className="hidden" />

  // The picture fitted into the screen, and the rendition that keeps it sharp at the shown size.
  const fit = Math.min(stageSize.width / image.width, stageSize.height / image.height)
  const fitted = { width: image.width * fit, height: image.height * fit }
  const pixelRatio = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1
  const src = renditionPath(image.hash, 'raw', renditionWidth(fitted.width * view.scale, pixelRatio), 'webp')
  const apply = (next: View) => setView(clampView(next, fitted, stageSize))
  const fromCentre = (clientX: number, clientY: number) => {
    const box = stage.current!.getBoundingClientRect()
    return { x: clientX - box.left - box.width / 2, y: clientY - box.top - box.height / 2 }
  }
  const go = (step: number) => {
    setView(FITTED)
    onIndex(wrapIndex((index ?? 0) + step, images.length))
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const zoomed = view.scale > 1
    if (event.key === '+' || event.key === '=') apply(zoomAbout(view, 1.5, { x: 0, y: 0 }))
    else if (event.key === '-') apply(zoomAbout(view, 1 / 1.5, { x: 0, y: 0 }))
    else if (event.key === '0') setView(FITTED)
    else if (zoomed && event.key.startsWith('Arrow')) {
      const dx = event.key === 'ArrowLeft' ? KEY_PAN_PX : event.key === 'ArrowRight' ? -KEY_PAN_PX : 0
      const dy = event.key === 'ArrowUp' ? KEY_PAN_PX : event.key === 'ArrowDown' ? -KEY_PAN_PX : 0
      apply({ ...view, x: view.x + dx, y: view.y + dy })
    } else {
      const step = stepOfKey(event.key, dir)
      if (!step || images.length < 2) return
      go(step)
    }
    event.preventDefault()
  }
  const onWheel = (event: WheelEvent) => {
    const point = fromCentre(event.clientX, event.clientY)
    apply(zoomAbout(view, event.deltaY < 0 ? 1.25 : 0.8, point))
  }
  const onPointerDown = (event: PointerEvent) => {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY })
    gesture.current = { startX: event.clientX, moved: false }
    event.currentTarget.setPointerCapture(event.pointerId)
  }
  const onPointerMove = (event: PointerEvent) => {
    const before = pointers.current.get(event.pointerId)
    if (!before) return
    const now = { x: event.clientX, y: event.clientY }
    if (pointers.current.size === 2) {
      // A pinch: the picture grows with the distance between the fingers, about their middle.
      const [other] = [...pointers.current.entries()].filter(([id]) => id !== event.pointerId).map(([, p]) => p)
      const factor =
        Math.hypot(now.x - other.x, now.y - other.y) / Math.max(1, Math.hypot(before.x - other.x, before.y - other.y))
      apply(zoomAbout(view, factor, fromCentre((now.x + other.x) / 2, (now.y + other.y) / 2)))
    } else if (view.scale > 1) {
      apply({ ...view, x: view.x + now.x - before.x, y: view.y + now.y - before.y })
    }
    gesture.current.moved = true
    pointers.current.set(event.pointerId, now)
  }
  const onPointerUp = (event: PointerEvent) => {
    const swiped = event.clientX - gesture.current.startX
    if (pointers.current.size === 1 && view.scale === 1 && Math.abs(swiped) > SWIPE_PX && images.length > 1) {
      // A swipe towards the reading direction's start shows the next picture.
      go((swiped < 0 ? 1 : -1) * (dir === 'rtl' ? -1 : 1))
    }
    pointers.current.delete(event.pointerId)
  }

  const control =
    'grid size-11 place-items-center rounded-full bg-paper/90 text-ink shadow hover:bg-paper disabled:opacity-40'
  return (
    <dialog
      ref={dialog}
      onClose={() => {
        setView(FITTED)
        onClose()
      }}
      onKeyDown={onKeyDown}
      aria-label={t('position', { number: (index ?? 0) + 1, count: images.length })}
      className="fixed inset-0 m-0 size-full max-h-none max-w-none bg-black/95 p-0 text-paper backdrop:bg-black/80"
      data-testid="zoom-viewer"
      data-scale={view.scale.toFixed(2)}
    >
      <div
        ref={stage}
        className="absolute inset-0 touch-none overflow-hidden select-none"
        onWheel={onWheel}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        style={{ cursor: view.scale > 1 ? 'grab' : 'zoom-in' }}
      >
        <img
          src={src}
          alt={image.alt}
          width={Math.round(fitted.width)}
          height={Math.round(fitted.height)}
          draggable={false}
          className="absolute top-1/2 left-1/2 max-w-none"
          style={{
            width: fitted.width,
            height: fitted.height,
            transform: `translate(-50%, -50%) translate(${view.x}px, ${view.y}px) scale(${view.scale})`,
          }}
          data-testid="zoom-image"
        />
      </div>
      <p className="absolute start-4 top-4 rounded-full bg-black/60 px-3 py-1 text-sm" aria-hidden>
        {index! + 1} / {images.length}
      </p>
      <div className="absolute end-4 top-4 flex gap-2">
        <button
          type="button"
          className={control}
          onClick={() => apply(zoomAbout(view, 1.5, { x: 0, y: 0 }))}
          aria-label={t('zoomIn')}
        >
          <span aria-hidden>+</span>
        </button>
        <button
          type="button"
          className={control}
          onClick={() => apply(zoomAbout(view, 1 / 1.5, { x: 0, y: 0 }))}
          disabled={view.scale === 1}
          aria-label={t('zoomOut')}
        >
          <span aria-hidden>−</span>
        </button>
        <button type="button" className={control} onClick={() => dialog.current?.close()} aria-label={close} autoFocus>
          <span aria-hidden>×</span>
        </button>
      </div>
      {images.length > 1 ? (
        <div className="absolute inset-x-4 bottom-4 flex justify-between">
          {/* ‹ and › are mirrored by the bidi algorithm on right-to-left pages. */}
          <button type="button" className={control} onClick={() => go(-1)} aria-label={t('previous')}>
            <span aria-hidden>‹</span>
          </button>
          <button type="button" className={control} onClick={() => go(1)} aria-label={t('next')}>
            <span aria-hidden>›</span>
          </button>
        </div>
      ) : null}
      <p className="sr-only">{t('hint')}</p>
    </dialog>
  )
}
