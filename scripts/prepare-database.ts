// Migrates the configured database and seeds the demo site, then exits: `npm run db:prepare`.

// A module in Payload's import graph awaits work that does not hold Node's event loop open by
// itself; run as a bare script, the process would end mid-import (exit code 13). The timer,
// started before anything is imported, holds the loop until the work is done.
const keepAlive = setInterval(() => undefined, 1_000)

import('@/server/boot')
  .then(({ boot }) => boot())
  .then((payload) => payload.destroy())
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
  .finally(() => clearInterval(keepAlive))
