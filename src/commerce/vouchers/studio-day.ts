import { STUDIO_TIME_ZONE } from '@/i18n/locales'

/** The calendar day (`YYYY-MM-DD`) it is now in the studio's time zone. */
export const studioToday = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: STUDIO_TIME_ZONE, dateStyle: 'short' }).format(now)

/** A day `days` after another, as `YYYY-MM-DD`. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** Whether a string is a real calendar day written `YYYY-MM-DD`. */
export const isCalendarDay = (day: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) && new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day
