import fs from 'node:fs/promises'
import path from 'node:path'

const outbox = path.resolve('test-results/e2e-data/outbox')

/** A message's text with its quoted-printable parts undone, read as the UTF-8 its bytes are. */
const decode = (raw: Buffer) =>
  Buffer.from(
    raw
      .toString('latin1')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8')

/** The newest .eml in the site's outbox addressed to `to` (and holding `containing`) and written after `since`, decoded. */
export async function waitForMail(
  to: string,
  since: number,
  timeoutMs = 10_000,
  containing = '',
): Promise<{ text: string; code: string; link: string }> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const names = await fs.readdir(outbox).catch(() => [] as string[])
    const candidates = await Promise.all(
      names.filter((n) => n.endsWith('.eml')).map(async (n) => ({ n, stat: await fs.stat(path.join(outbox, n)) })),
    )
    for (const { n } of candidates
      .filter((c) => c.stat.mtimeMs >= since)
      .sort((a, b) => b.stat.mtimeMs - a.stat.mtimeMs)) {
      const text = decode(await fs.readFile(path.join(outbox, n)))
      if (new RegExp(`^To: .*${to.replace(/[.@+]/g, '\\$&')}`, 'mi').test(text) && text.includes(containing)) {
        return {
          text,
          code: /Your code: (\d{6})/.exec(text)?.[1] ?? '',
          link: (/(https?:\/\/[^\s"<]+\?email=[^\s"<]+)/.exec(text)?.[1] ?? '').replace(/&amp;/g, '&'),
        }
      }
    }
    await new Promise((r) => setTimeout(r, 150))
  }
  throw new Error(`No mail to ${to} in the outbox`)
}
