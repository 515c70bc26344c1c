import { ar } from '@payloadcms/translations/languages/ar'
import { de } from '@payloadcms/translations/languages/de'
import { en } from '@payloadcms/translations/languages/en'
import { es } from '@payloadcms/translations/languages/es'
import { fr } from '@payloadcms/translations/languages/fr'
import { id } from '@payloadcms/translations/languages/id'
import { it } from '@payloadcms/translations/languages/it'
import { ja } from '@payloadcms/translations/languages/ja'
import { ko } from '@payloadcms/translations/languages/ko'
import { pl } from '@payloadcms/translations/languages/pl'
import { pt } from '@payloadcms/translations/languages/pt'
import { ru } from '@payloadcms/translations/languages/ru'
import { tr } from '@payloadcms/translations/languages/tr'
import { uk } from '@payloadcms/translations/languages/uk'
import { vi } from '@payloadcms/translations/languages/vi'
import { zh } from '@payloadcms/translations/languages/zh'

/**
 * The back-office in the interface languages Payload ships translations for: all of the site's
 * languages but Georgian and Uzbek (`pt` and `zh` are Payload's Portuguese and Simplified Chinese).
 * The artist picks hers in her account settings.
 */
export const adminLanguages = { ar, de, en, es, fr, id, it, ja, ko, pl, pt, ru, tr, uk, vi, zh }
