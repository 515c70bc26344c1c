import { databaseKind } from '@/lib/env'

/*
 * A site archive (`npm run export -- archive FILE`, or the studio's download) is a gzipped tar of:
 *   tables/{table}/{n}.jsonl   the table's rows, a JSON object per line, at most 1,000 to a file, by id
 *   media/{file}, audio/{file} the uploaded pictures and episode files, in the folders the bucket
 *                              keeps them in (OBJECT_FOLDERS)
 *   archive.json               this manifest, written last
 * It is read back by `npm run import -- --from atelier FILE` into an empty site, of either database.
 */

/** What an archive says of itself. */
export type ArchiveManifest = {
  format: 1
  application: 'atelier'
  createdAt: string
  /** The database it was read from; it restores into either. */
  database: 'sqlite' | 'postgres'
  /** The database's shape: the names of the migrations it had, without their times (which differ between the two databases). */
  schema: string[]
  /** Each table's number of rows. */
  tables: Record<string, number>
  /** The uploads' files in the archive, by folder. */
  files: { media: string[]; audio: string[] }
  /** Uploads whose record is in the archive but whose file the storage no longer had. */
  missing: string[]
}

export const MANIFEST = 'archive.json'

/** The rows of one `tables/…` file. */
export const ROWS_PER_FILE = 1_000

/** The names an archive's entries may have: nothing else is read, and nothing leads out of its folder. */
export const ENTRY = /^(archive\.json|tables\/[a-z0-9_]+\/[1-9][0-9]*\.jsonl|(media|audio)\/[^/\\]+)$/

/** How many records and files an archive holds, as the commands report them. */
export const archiveCounts = (manifest: ArchiveManifest) => ({
  records: Object.values(manifest.tables).reduce((sum, n) => sum + n, 0),
  files: manifest.files.media.length + manifest.files.audio.length,
})

/** What the artist is told when an archive cannot be restored, and nothing was changed. */
export class ArchiveError extends Error {}

/** The shape of this site's database, as an archive records it. */
export async function siteSchema(): Promise<string[]> {
  const { migrations } =
    databaseKind === 'postgres' ? await import('@/migrations/postgres') : await import('@/migrations/sqlite')
  return migrations.map((m) => m.name.replace(/^\d{8}_\d{6}_/, ''))
}
