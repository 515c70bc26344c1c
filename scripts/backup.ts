// A backup of the running site's database, uploads and secret into a new folder, or the restore of
// one into an empty data folder and database (docs/deployment.md):
//   npm run backup -- <folder>      npm run restore -- <folder>
import { backup, restore } from '@/lib/backup'

const [command, folder] = process.argv.slice(2)
if ((command !== 'backup' && command !== 'restore') || !folder) {
  console.error('Usage: npm run backup -- <new folder>  |  npm run restore -- <backup folder>')
  process.exit(2)
}
;(command === 'backup' ? backup(folder) : restore(folder)).then(
  (manifest) => {
    const files = manifest.folders.map((f) => `${f.files} ${f.name}`).join(', ')
    console.info(
      `${command === 'backup' ? 'Backed up' : 'Restored'} the ${manifest.database} database and ${files} (${folder})`,
    )
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
