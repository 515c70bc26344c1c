'use client'

import { useLocale } from 'next-intl'
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react'

import { useReducedMotion } from '@/components/PageRenderer/reduced-motion'
import { textDirection } from '@/i18n/locales'

type Animation = {
  type?: string | null
  easing?: string | null
  offset?: number | null
  duration?: number | null
  delay?: number | null
}

/** Where a block starts from; `x` is towards the reading direction's end, so Arabic mirrors it. */
const hiddenStates: Record<string, { x: number; y: number } | 'zoom'> = {
  'fade-up': { x: 0, y: 40 },
  'fade-down': { x: 0, y: -40 },
  'fade-left': { x: 40, y: 0 },
  'fade-right': { x: -40, y: 0 },
  'zoom-in': 'zoom',
}

function hiddenTransform(type: string, rtl: boolean): string | undefined {
  const state = hiddenStates[type]
  if (!state) return undefined
  if (state === 'zoom') return 'scale(0.94)'
  return `translate3d(${rtl ? -state.x : state.x}px, ${state.y}px, 0)`
}

/**
 * Reveals a block as it scrolls into view: offset 120 px, 400 ms, ease by default (the spec's
 * values). A visitor who asks for less motion sees every block in place from the start (the
 * stylesheet holds it still before this runs).
 */
export function ScrollReveal({ animation, children }: { animation: Animation; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  const [shown, setShown] = useState(false)
  const rtl = textDirection(useLocale()) === 'rtl'
  const still = useReducedMotion()
  const type = animation.type && animation.type !== 'none' ? animation.type : null

  useEffect(() => {
    if (!type || still || !ref.current) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setShown(true)
          observer.disconnect()
        }
      },
      { rootMargin: `0px 0px -${animation.offset ?? 120}px 0px` },
    )
    observer.observe(ref.current)
    return () => observer.disconnect()
  }, [type, still, animation.offset])

  if (!type) return <>{children}</>
  const visible = shown || still
  const timing = `${animation.duration ?? 400}ms ${animation.easing ?? 'ease'} ${animation.delay ?? 0}ms`
  const style: CSSProperties | undefined = still
    ? undefined
    : {
        opacity: visible ? 1 : 0,
        transform: visible ? 'none' : hiddenTransform(type, rtl),
        transition: `opacity ${timing}, transform ${timing}`,
      }
  return (
    <div ref={ref} style={style} data-animation={type} data-shown={visible}>
      {children}
    </div>
  )
}
