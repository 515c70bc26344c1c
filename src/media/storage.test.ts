import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

let dataDir: string
let storage: typeof import('@/media/storage')

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'atelier-storage-'))
  await fs.mkdir(path.join(dataDir, 'media'))
  await fs.writeFile(path.join(dataDir, 'media', 'wash.png'), 'bytes of a wash')
  await fs.writeFile(path.join(dataDir, 'outside.txt'), 'not media')
  // The configuration is read when env.ts loads, so it loads afresh with this run's folder.
  vi.stubEnv('DATA_DIR', dataDir)
  vi.resetModules()
  storage = await import('@/media/storage')
})

afterAll(async () => {
  vi.unstubAllEnvs()
  await fs.rm(dataDir, { recursive: true, force: true })
})

describe('media storage on disk', () => {
  it('keeps originals in DATA_DIR/media and tells Payload so', () => {
    expect(storage.mediaUploadStorage).toEqual({ staticDir: path.join(dataDir, 'media') })
    expect(storage.originalPath('wash.png')).toBe(path.join(dataDir, 'media', 'wash.png'))
  })

  it('reads an original', async () => {
    expect((await storage.readOriginal('wash.png'))?.toString()).toBe('bytes of a wash')
  })

  it('answers null for a missing original', async () => {
    expect(await storage.readOriginal('gone.png')).toBeNull()
  })

  it('never leaves the media folder, whatever the stored name', async () => {
    expect(storage.originalPath('../outside.txt')).toBe(path.join(dataDir, 'media', 'outside.txt'))
    expect(await storage.readOriginal('../outside.txt')).toBeNull()
    expect(await storage.readOriginal('..')).toBeNull()
    expect(await storage.readOriginal('.')).toBeNull()
    expect(() => storage.originalPath('..')).toThrow(/Not a media file name/)
  })
})
