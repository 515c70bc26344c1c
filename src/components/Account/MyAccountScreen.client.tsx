'use client'

import { useTranslations } from 'next-intl'

import { Link } from '@/i18n/navigation'

import { AuthCard } from '@/components/Account/AuthCard'
import { RequireSignIn } from '@/components/Account/RequireSignIn.client'
import { CreditBalance } from '@/components/Account/StoreCredit.client'
import { OrderList } from '@/components/Checkout/OrderList.client'

export function MyAccountScreen() {
  const t = useTranslations('account')
  return (
    <RequireSignIn>
      {(user) => (
        <AuthCard
          eyebrow={t('myAccount.eyebrow')}
          title={user.first_name ? t('myAccount.hello', { name: user.first_name }) : t('myAccount.title')}
          wide
        >
          <div className="flex flex-col gap-6 sm:flex-row sm:items-center" data-testid="my-account">
            {user.thumbnail ? (
              <img
                src={user.thumbnail.url}
                alt=""
                width={72}
                height={72}
                className="size-18 rounded-full object-cover"
              />
            ) : (
              <span className="grid size-18 place-items-center rounded-full bg-paper-deep font-display text-3xl text-ink-soft dark:bg-night dark:text-mist/60">
                {(user.first_name[0] ?? user.email[0]).toUpperCase()}
              </span>
            )}
            <div>
              <p className="font-display text-xl">
                <bdi>{[user.first_name, user.last_name].filter(Boolean).join(' ') || user.email}</bdi>
              </p>
              <p className="text-sm text-soft" data-testid="account-email">
                <bdi>{user.email}</bdi>
              </p>
            </div>
          </div>
          <dl className="mt-8 grid gap-4 border-t border-ink/10 pt-6 text-sm sm:grid-cols-2 dark:border-mist/10">
            <div>
              <dt className="eyebrow">{t('myAccount.storeCredit')}</dt>
              <dd className="mt-1 text-lg">
                <CreditBalance />
              </dd>
            </div>
            <div>
              <dt className="eyebrow">{t('myAccount.accountType')}</dt>
              <dd className="mt-1 text-lg">{user.is_admin ? t('myAccount.studio') : t('myAccount.customer')}</dd>
            </div>
          </dl>
          <OrderList />
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href="/profile" className="button-primary">
              {t('myAccount.editProfile')}
            </Link>
            <Link href="/cart" className="button-quiet">
              {t('myAccount.cart')}
            </Link>
            <Link href="/logout" className="button-quiet" data-testid="logout-link">
              {t('myAccount.logOut')}
            </Link>
          </div>
        </AuthCard>
      )}
    </RequireSignIn>
  )
}
