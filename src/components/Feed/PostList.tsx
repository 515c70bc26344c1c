import { useTranslations } from 'next-intl'

import { PostCard } from '@/components/Feed/PostCard'
import type { PostView } from '@/content/feed/posts'

/** Posts one under another, newest first. */
export function PostList({ posts }: { posts: PostView[] }) {
  const t = useTranslations('stories.feed')
  if (!posts.length) return <p className="text-lg text-soft">{t('empty')}</p>
  return (
    <ol className="mx-auto max-w-2xl space-y-8" data-testid="post-list">
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} />
        </li>
      ))}
    </ol>
  )
}
