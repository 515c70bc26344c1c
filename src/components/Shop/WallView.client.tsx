'use client'

import { useTranslations } from 'next-intl'
import { lazy, Suspense, useRef, useState } from 'react'

import type { WallViewProps } from '@/components/Shop/WallDialog.client'

const WallDialog = lazy(() => import('@/components/Shop/WallDialog.client').then((m) => ({ default: m.WallDialog })))

/** The button that opens "View on a wall"; the view's code is fetched when it is first asked for. */
export function WallView(props: WallViewProps) {
  const t = useTranslations('shop.wall')
  const opener = useRef<HTMLButtonElement>(null)
  const [opened, setOpened] = useState(0)
  return (
    <>
      <button
        ref={opener}
        type="button"
        className="button-quiet"
        onClick={() => setOpened((times) => times + 1)}
        data-testid="wall-view-open"
      >
        {t('open')}
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <WallDialog {...props} opened={opened} onClose={() => opener.current?.focus()} />
        </Suspense>
      ) : null}
    </>
  )
}
