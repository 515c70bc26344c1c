export {}

// A second process on the test run's database, standing for the site after a restart: it starts
// Payload afresh, delivers what the outbox owes as of `minutes` from now, and exits.
const keepAlive = setInterval(() => undefined, 1_000)
const minutes = Number(process.argv[2] ?? '0')

Promise.all([import('@/lib/payload'), import('@/mail/outbox/deliver-owed-mail'), import('@/jobs/owed-mail-kinds')])
  .then(async ([{ getPayloadClient }, { deliverOwedMail }, { composeOwedMail }]) => {
    const payload = await getPayloadClient()
    const sent = await deliverOwedMail(payload, composeOwedMail, new Date(Date.now() + minutes * 60_000))
    process.stdout.write(`sent ${sent}\n`)
    await payload.destroy()
    process.exit(0)
  })
  .catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
  .finally(() => clearInterval(keepAlive))
