'use client'

import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react'

type Animation = {
  type?: string | null
  easing?: string | null
  offset?: number | null
  duration?: number | null
  delay?: number | null
}

const hiddenStates: Record<string, string> = {
  'fade-up': 'translate3d(0, 40px, 0)',
  'fade-down': 'translate3d(0, -40px, 0)',
  'fade-left': 'translate3d(40px, 0, 0)',
  'fade-right': 'translate3d(-40px, 0, 0)',
  'zoom-in': 'scale(0.94)',
}

/** Reveals a block as it scrolls into view: offset 120 px, 400 ms, ease by default (the spec's values). */
export function ScrollReveal({ animation, children }: { animation: Animation; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  const [shown, setShown] = useState(false)
  const type = animation.type && animation.type !== 'none' ? animation.type : null

  useEffect(() => {
    if (!type || !ref.current) return
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
  }, [type, animation.offset])

  if (!type) return <>{children}</>
  const style: CSSProperties = {
    opacity: shown ? 1 : 0,
    transform: shown ? 'none' : hiddenStates[type],
    transition: `opacity ${animation.duration ?? 400}ms ${animation.easing ?? 'ease'} ${animation.delay ?? 0}ms, transform ${animation.duration ?? 400}ms ${animation.easing ?? 'ease'} ${animation.delay ?? 0}ms`,
  }
  return (
    <div ref={ref} style={style} data-animation={type} data-shown={shown}>
      {children}
    </div>
  )
}
