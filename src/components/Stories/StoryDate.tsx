import { useFormatter } from 'next-intl'

/** A story's date in the page's language, in the studio's time zone. */
export function StoryDate({ date, className }: { date: string; className?: string }) {
  const format = useFormatter()
  return (
    <time dateTime={date} className={className}>
      {format.dateTime(new Date(date), { dateStyle: 'long' })}
    </time>
  )
}
