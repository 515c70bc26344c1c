import { randomUUID } from 'node:crypto'
import { getFieldsToSign, jwtSign } from 'payload'
import { generatePayloadCookie } from 'payload/shared'

import type { Db } from '@/lib/database/sql'
import { DomainError } from '@/lib/domain-error'
import type { User } from '@/payload-types'

type Session = { id: string; createdAt: string | Date; expiresAt: string | Date }

/**
 * Signs a back-office account in to `/admin` as Payload's own password login does: a session on
 * the account (Payload ends it again at logout), a token signed with the same secret and fields,
 * and the same cookie. Answers the Set-Cookie header. Only for an account whose mailbox proved
 * itself (the e-mail code door); Payload has no door of its own without a password.
 */
export async function startStudioSession({ payload, req }: Db, id: User['id']): Promise<string> {
  const collectionConfig = payload.collections.users.config
  const { tokenExpiration, useSessions } = collectionConfig.auth
  // As Payload's login reads it: straight from the database, its hidden sessions included.
  const user = (await payload.db.findOne({ collection: 'users', where: { id: { equals: id } }, req })) as
    (User & { sessions?: Session[] | null }) | null
  if (!user) throw new DomainError('user_not_found')
  let sid: string | undefined
  if (useSessions) {
    sid = randomUUID()
    const now = new Date()
    const live = (user.sessions ?? []).filter((session) => new Date(session.expiresAt) > now)
    await payload.db.updateOne({
      collection: 'users',
      id: user.id,
      data: {
        sessions: [...live, { id: sid, createdAt: now, expiresAt: new Date(now.getTime() + tokenExpiration * 1000) }],
      },
      returning: false,
      req,
    })
  }
  const fieldsToSign = getFieldsToSign({
    collectionConfig,
    email: user.email,
    sid,
    user: { ...user, collection: 'users' } as Parameters<typeof getFieldsToSign>[0]['user'],
  })
  const { token } = await jwtSign({ fieldsToSign, secret: payload.secret, tokenExpiration })
  return generatePayloadCookie({
    collectionAuthConfig: collectionConfig.auth,
    cookiePrefix: payload.config.cookiePrefix,
    token,
  })
}
