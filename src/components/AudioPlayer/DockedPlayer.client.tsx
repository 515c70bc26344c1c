'use client'

import { lazy, Suspense } from 'react'

import { usePlayer } from '@/components/AudioPlayer/PlayerProvider.client'

// The bar and its controls load when something is first played, not with every page.
const PlayerBar = lazy(() =>
  import('@/components/AudioPlayer/PlayerBar.client').then((m) => ({ default: m.PlayerBar })),
)

/** The player docked at the foot of every page, once an episode was played. */
export function DockedPlayer() {
  return usePlayer().episode ? (
    <Suspense fallback={null}>
      <PlayerBar />
    </Suspense>
  ) : null
}
