import { createNavigation } from 'next-intl/navigation'

import { routing } from '@/i18n/routing'

/** Links and router calls that keep the visitor's language: `/shop` in English, `/de/shop` in German. */
export const { Link, usePathname, useRouter, getPathname, redirect } = createNavigation(routing)
