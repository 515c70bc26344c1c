/** What a video needs to play: its platform and id there, or a file's address. */
export type PlayableVideo = { name: string; platform: string; video_id: string; file: string }

/** Where a video plays: the platform's player without tracking cookies, or the file itself. */
export function videoSource(video: PlayableVideo): { kind: 'frame' | 'file'; src: string } | null {
  if (video.platform === 'youtube' && video.video_id)
    return {
      kind: 'frame',
      src: `https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.video_id)}?autoplay=1&rel=0`,
    }
  if (video.platform === 'vimeo' && video.video_id)
    return {
      kind: 'frame',
      src: `https://player.vimeo.com/video/${encodeURIComponent(video.video_id)}?autoplay=1&dnt=1`,
    }
  if (video.file) return { kind: 'file', src: video.file }
  return null
}
