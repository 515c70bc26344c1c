import type { Metadata, Viewport } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { Suspense } from 'react'

import { DockedPlayer } from '@/components/AudioPlayer/DockedPlayer.client'
import { PlayerProvider } from '@/components/AudioPlayer/PlayerProvider.client'
import { ErrorReporting } from '@/components/ErrorReporting/ErrorReporting.client'
import { NavigationProgress } from '@/components/NavigationProgress'
import { BackToTop, LanguageSuggestion, OfflineWorker, SessionKeeper } from '@/components/Shell/LaterParts.client'
import { SiteFooter } from '@/components/SiteFooter'
import { SiteHeader } from '@/components/SiteHeader'
import { TestShopNotice } from '@/components/TestShopNotice'
import { themeScript } from '@/components/ThemeToggle/theme-script'
import { PODCAST_FEED_PATH } from '@/content/podcast/podcast'
import { themeColours, type SiteSettings } from '@/content/site-data'
import { OG_LOCALES, textDirection } from '@/i18n/locales'
import { pickMessages, type Messages } from '@/i18n/messages'
import { pageLocale } from '@/i18n/page-locale'
import { env, siteUrl } from '@/lib/env'
import { getSiteShell } from '@/data/site'
import { renditionPath } from '@/media/image'

import '@/app/(site)/globals.css'

/** The artist's favicon, or her logo when none is set; WebP keeps the transparency. */
function favicon(settings: SiteSettings): Metadata['icons'] {
  const light = settings.favicon ?? settings.organisation_logo
  const dark = settings.favicon_dark ?? settings.organisation_logo_dark
  if (!light) return undefined
  return [
    {
      url: renditionPath(light.hash, '1x1', 50, 'webp'),
      type: 'image/webp',
      media: dark ? '(prefers-color-scheme: light)' : undefined,
    },
    ...(dark
      ? [
          {
            url: renditionPath(dark.hash, '1x1', 50, 'webp'),
            type: 'image/webp',
            media: '(prefers-color-scheme: dark)',
          },
        ]
      : []),
  ]
}

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

/** What the header, footer, not-found screens and widgets' client parts say, on every page. */
const SHELL_NAMESPACES = ['shell', 'notFound', 'widgets', 'apiClient'] as const

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  // Metadata is resolved before the pages render: the not-found screens' titles need the language set here.
  const locale = await pageLocale(params)
  const { settings } = await getSiteShell(locale)
  const logo = settings.organisation_logo
  return {
    metadataBase: new URL(siteUrl),
    openGraph: {
      siteName: settings.name,
      type: 'website',
      locale: OG_LOCALES[locale],
      ...(logo ? { images: [{ url: logo.url, width: logo.width, height: logo.height, alt: settings.name }] } : {}),
    },
    twitter: { card: 'summary_large_image' },
    title: {
      default: settings.name,
      template: `${settings.seo_title_prefix}%s${settings.seo_title_suffix || ` · ${settings.name}`}`,
    },
    description: settings.meta_description || undefined,
    applicationName: settings.name,
    icons: favicon(settings),
    verification: {
      google: settings.google_site_verification || undefined,
      other: settings.bing_site_verification ? { 'msvalidate.01': settings.bing_site_verification } : undefined,
    },
  }
}

export async function generateViewport(): Promise<Viewport> {
  const colours = themeColours((await getSiteShell()).settings)
  return {
    width: 'device-width',
    initialScale: 1,
    themeColor: [
      { media: '(prefers-color-scheme: light)', color: colours.light },
      { media: '(prefers-color-scheme: dark)', color: colours.dark },
    ],
  }
}

export default async function SiteLayout({ children, params }: Props) {
  const locale = await pageLocale(params)
  const shell = await getSiteShell(locale)
  const t = await getTranslations('shell')
  const messages = (await getMessages()) as Messages
  return (
    <html lang={locale} dir={textDirection(locale)} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
        {/* The blog's and the podcast's feeds, found by feed readers from any page. */}
        <link
          rel="alternate"
          type="application/rss+xml"
          title={`${shell.settings.name}: ${t('feeds.blog')}`}
          href="/blog/rss.xml"
        />
        <link
          rel="alternate"
          type="application/atom+xml"
          title={`${shell.settings.name}: ${t('feeds.blog')}`}
          href="/blog/atom.xml"
        />
        <link
          rel="alternate"
          type="application/rss+xml"
          title={`${shell.settings.name}: ${t('feeds.podcast')}`}
          href={PODCAST_FEED_PATH}
        />
      </head>
      <body className="flex min-h-dvh flex-col">
        <NextIntlClientProvider messages={pickMessages(messages, SHELL_NAMESPACES)}>
          <a href="#content" className="skip-link">
            {t('skipToContent')}
          </a>
          <Suspense>
            <NavigationProgress />
          </Suspense>
          {/* The podcast player holds the site's one audio element here, so an episode plays on from page to page. */}
          <TestShopNotice />
          <PlayerProvider>
            <SiteHeader {...shell} />
            <LanguageSuggestion />
            <main id="content" className="flex-1">
              {children}
            </main>
            <SiteFooter {...shell} />
            <DockedPlayer />
          </PlayerProvider>
          {shell.configuration.show_back_to_top ? <BackToTop /> : null}
          <SessionKeeper />
          <OfflineWorker />
          {env.sentryDsn ? <ErrorReporting dsn={env.sentryDsn} environment={env.nodeEnv} /> : null}
        </NextIntlClientProvider>
      </body>
    </html>
  )
}
