import { Mp3Encoder } from '@breezystack/lamejs'

const RATE = 22050
const FRAME = 1152
/** A major pentatonic scale from A3, in hertz: any order of its notes sounds calm. */
const SCALE = [220, 247.5, 277.2, 330, 370.7, 440, 495, 554.4]

/** A small random generator, so one seed always makes the same sound. */
function random(seed: number) {
  let state = seed >>> 0 || 1
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

/**
 * A short, real, playable episode for the demo podcast: a slow melody of soft sine notes over a
 * quiet drone, made on this machine and encoded as MP3 (mono, 22.05 kHz, 48 kbit/s), so that
 * nothing is downloaded at install or start.
 */
export function makeEpisodeAudio(seed: number, seconds: number): Buffer {
  const next = random(seed)
  const samples = new Int16Array(Math.round(RATE * seconds))
  const noteLength = Math.round(RATE * (0.9 + next() * 0.6))
  const drone = SCALE[0] / 2
  for (let start = 0, n = 0; start < samples.length; start += noteLength, n++) {
    const freq = SCALE[Math.floor(next() * SCALE.length)]
    for (let i = 0; i < noteLength && start + i < samples.length; i++) {
      const t = i / RATE
      // A soft attack and a long decay: a plucked, bell-like note.
      const envelope = Math.min(1, t / 0.04) * Math.exp(-t * 2.2)
      const note = Math.sin(2 * Math.PI * freq * t) * envelope * 0.38
      samples[start + i] = Math.round(note * 32767)
    }
  }
  for (let i = 0; i < samples.length; i++) {
    const t = i / RATE
    const fade = Math.min(1, t / 1.5, (samples.length / RATE - t) / 1.5)
    const hum = Math.sin(2 * Math.PI * drone * t) * 0.08
    samples[i] = Math.max(-32768, Math.min(32767, Math.round((samples[i] + hum * 32767) * fade)))
  }
  const encoder = new Mp3Encoder(1, RATE, 48)
  const chunks: Buffer[] = []
  for (let i = 0; i < samples.length; i += FRAME) {
    const chunk = encoder.encodeBuffer(samples.subarray(i, i + FRAME))
    if (chunk.length) chunks.push(Buffer.from(chunk))
  }
  chunks.push(Buffer.from(encoder.flush()))
  return Buffer.concat(chunks)
}
