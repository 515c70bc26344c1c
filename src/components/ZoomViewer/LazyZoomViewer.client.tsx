'use client'

import { lazy, Suspense, useState } from 'react'

import type { ZoomViewerProps } from '@/components/ZoomViewer/ZoomViewer.client'

const Viewer = lazy(() => import('@/components/ZoomViewer/ZoomViewer.client').then((m) => ({ default: m.ZoomViewer })))

/**
 * The zoom viewer, its code fetched when a picture is first opened rather than with the page's
 * first scripts; from then on it stays, closed or open.
 */
export function LazyZoomViewer(props: ZoomViewerProps) {
  const [wanted, setWanted] = useState(false)
  if (props.index !== null && !wanted) setWanted(true)
  return wanted ? (
    <Suspense fallback={null}>
      <Viewer {...props} />
    </Suspense>
  ) : null
}
