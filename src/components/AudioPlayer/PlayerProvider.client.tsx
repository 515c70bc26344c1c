'use client'

import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'

import { clampTime, nextSpeed, SKIP_SECONDS } from '@/components/AudioPlayer/player-maths'

/** What the player needs of an episode: its sound, its name and where its page is. */
export type PlayableEpisode = {
  id: number
  name: string
  src: string
  path: string
  show: string
  cover: string | null
}

type PlayerState = {
  episode: PlayableEpisode | null
  playing: boolean
  loading: boolean
  failed: boolean
  time: number
  duration: number
  speed: number
}

type Player = PlayerState & {
  /** Plays an episode: the current one from where it is, another from its start. */
  play: (episode: PlayableEpisode) => void
  pause: () => void
  toggle: () => void
  seek: (seconds: number) => void
  skip: (seconds: number) => void
  cycleSpeed: () => void
  close: () => void
}

const PlayerContext = createContext<Player | null>(null)

/** The podcast player, shared by every page: it lives in the layout, so it plays on while the visitor moves around. */
export function usePlayer(): Player {
  const player = useContext(PlayerContext)
  if (!player) throw new Error('usePlayer needs the PlayerProvider of the layout.')
  return player
}

const initial: PlayerState = {
  episode: null,
  playing: false,
  loading: false,
  failed: false,
  time: 0,
  duration: Number.NaN,
  speed: 1,
}

/** Holds the one audio element of the site and its state; the screens' controls read and drive it. */
export function PlayerProvider({ children }: { children: ReactNode }) {
  const audio = useRef<HTMLAudioElement>(null)
  const [state, setState] = useState<PlayerState>(initial)
  const update = useCallback((patch: Partial<PlayerState>) => setState((s) => ({ ...s, ...patch })), [])

  const play = useCallback(
    (episode: PlayableEpisode) => {
      const element = audio.current
      if (!element) return
      if (state.episode?.id !== episode.id) {
        element.src = episode.src
        element.currentTime = 0
        update({ episode, time: 0, duration: Number.NaN, failed: false, loading: true })
      }
      element.playbackRate = state.speed
      // A refused start (no user gesture, a broken file) leaves the state paused: the events say so.
      element.play().catch(() => update({ playing: false }))
    },
    [state.episode?.id, state.speed, update],
  )
  const pause = useCallback(() => audio.current?.pause(), [])
  const toggle = useCallback(() => {
    const element = audio.current
    if (!element || !state.episode) return
    if (element.paused) play(state.episode)
    else element.pause()
  }, [play, state.episode])
  const seek = useCallback(
    (seconds: number) => {
      const element = audio.current
      if (!element || !state.episode) return
      element.currentTime = clampTime(seconds, element.duration)
      update({ time: element.currentTime })
    },
    [state.episode, update],
  )
  const skip = useCallback((seconds: number) => seek((audio.current?.currentTime ?? 0) + seconds), [seek])
  const cycleSpeed = useCallback(() => {
    const speed = nextSpeed(state.speed)
    if (audio.current) audio.current.playbackRate = speed
    update({ speed })
  }, [state.speed, update])
  const close = useCallback(() => {
    const element = audio.current
    if (element) {
      element.pause()
      element.removeAttribute('src')
      element.load()
    }
    setState((s) => ({ ...initial, speed: s.speed }))
  }, [])

  useMediaSession(state, { play, pause, skip, seek })

  const player = useMemo<Player>(
    () => ({ ...state, play, pause, toggle, seek, skip, cycleSpeed, close }),
    [state, play, pause, toggle, seek, skip, cycleSpeed, close],
  )
  return (
    <PlayerContext value={player}>
      {children}
      {/* The element's own events are the truth: whatever pauses it (the end, the system, another tab's audio), the controls show paused. */}
      <audio
        ref={audio}
        preload="none"
        onPlay={() => update({ playing: true, failed: false })}
        onPlaying={() => update({ playing: true, loading: false })}
        onPause={() => update({ playing: false })}
        onEnded={() => update({ playing: false })}
        onWaiting={() => update({ loading: true })}
        onCanPlay={() => update({ loading: false })}
        onTimeUpdate={(e) => update({ time: e.currentTarget.currentTime })}
        onDurationChange={(e) => update({ duration: e.currentTarget.duration })}
        onRateChange={(e) => update({ speed: e.currentTarget.playbackRate })}
        onError={(e) =>
          e.currentTarget.getAttribute('src') ? update({ failed: true, playing: false, loading: false }) : undefined
        }
        data-testid="podcast-audio"
      />
    </PlayerContext>
  )
}

/** The lock screen's and headset's controls (Media Session API), where the browser has them. */
function useMediaSession(state: PlayerState, actions: Pick<Player, 'play' | 'pause' | 'skip' | 'seek'>) {
  const { episode, playing, time, duration, speed } = state
  // The handlers call the latest actions without being set again on every change of state.
  const latest = useRef(actions)
  useEffect(() => {
    latest.current = actions
  })
  useEffect(() => {
    if (!('mediaSession' in navigator) || !episode) return
    const act = () => latest.current
    const session = navigator.mediaSession
    session.metadata = new MediaMetadata({
      title: episode.name,
      artist: episode.show,
      artwork: episode.cover ? [{ src: episode.cover, sizes: '600x600', type: 'image/jpeg' }] : [],
    })
    const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
      ['play', () => act().play(episode)],
      ['pause', () => act().pause()],
      ['seekbackward', (d) => act().skip(-(d.seekOffset ?? SKIP_SECONDS))],
      ['seekforward', (d) => act().skip(d.seekOffset ?? SKIP_SECONDS)],
      ['seekto', (d) => (d.seekTime != null ? act().seek(d.seekTime) : undefined)],
    ]
    for (const [action, handler] of handlers) {
      try {
        session.setActionHandler(action, handler)
      } catch {
        // A browser without this action keeps its own.
      }
    }
    return () => {
      for (const [action] of handlers) {
        try {
          session.setActionHandler(action, null)
        } catch {
          // As above.
        }
      }
    }
  }, [episode])
  useEffect(() => {
    if (!('mediaSession' in navigator) || !episode) return
    navigator.mediaSession.playbackState = playing ? 'playing' : 'paused'
  }, [episode, playing])
  // The lock screen's bar: once a second is plenty.
  const second = Math.floor(time)
  useEffect(() => {
    if (!('mediaSession' in navigator) || !episode || !Number.isFinite(duration) || duration <= 0) return
    try {
      navigator.mediaSession.setPositionState({ duration, position: Math.min(second, duration), playbackRate: speed })
    } catch {
      // Not every browser takes a position.
    }
  }, [episode, second, duration, speed])
}
