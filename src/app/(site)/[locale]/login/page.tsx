import type { Metadata } from 'next'
import { Suspense } from 'react'

import { oauth2Config } from '@/accounts/oauth2-config'
import { AuthCard } from '@/components/Account/AuthCard'
import { LoginForm } from '@/components/Account/LoginForm.client'
import { getSiteShell } from '@/lib/data/site'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Log in', robots: { index: false } }

export default async function LoginPage() {
  const { configuration } = await getSiteShell()
  const oauth = oauth2Config()
  return (
    <AuthCard
      eyebrow="Welcome back"
      title="Log in"
      intro={<p>We can e-mail you a code, so there is no password to remember.</p>}
    >
      <Suspense>
        <LoginForm codeOnly={configuration.code_only} oauth={oauth ? { name: oauth.name } : null} />
      </Suspense>
    </AuthCard>
  )
}
