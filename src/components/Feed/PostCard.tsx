import { useTranslations } from 'next-intl'

import { ArtistHtml } from '@/components/ArtistHtml'
import { Image } from '@/components/Image'
import { ArtworkStrip } from '@/components/Stories/ArtworkStrip'
import { StoryDate } from '@/components/Stories/StoryDate'
import type { PostView } from '@/content/feed/posts'
import { Link } from '@/i18n/navigation'
import { shownImage } from '@/media/image'
import { VideoSlate } from '@/components/page-parts.client'
import { langOf } from '@/i18n/in-english'

/** A post of the feed: its date, words, picture or video, link, the works it names and its tags. */
export function PostCard({ post }: { post: PostView }) {
  const t = useTranslations('stories.feed')
  const internal = post.link.startsWith('/')
  const linkLang = post.link_text ? langOf(post.in_english, 'link_text') : undefined
  return (
    <article className="space-y-4 rounded-sm border border-ink/10 p-5 sm:p-7 dark:border-mist/15" data-testid="post">
      <p className="text-sm text-soft">
        <StoryDate date={post.published_at} />
      </p>
      <ArtistHtml
        className="prose-atelier"
        html={post.content}
        data-testid="post-content"
        lang={langOf(post.in_english, 'content')}
      />
      {post.image ? (
        <Image image={post.image} width={600} sizes="(min-width: 720px) 600px, 100vw" className="w-full rounded-sm" />
      ) : null}
      {post.video ? (
        <VideoSlate
          video={{ ...post.video, slate_image: post.video.slate_image ? shownImage(post.video.slate_image) : null }}
          label={t('playVideo', { name: post.video.name })}
        />
      ) : null}
      {post.link ? (
        <p>
          {internal ? (
            <Link href={post.link} className="pill-link" data-testid="post-link" lang={linkLang}>
              {post.link_text || post.link}
            </Link>
          ) : (
            <a
              href={post.link}
              target="_blank"
              rel="noopener noreferrer"
              className="pill-link"
              data-testid="post-link"
              lang={linkLang}
            >
              {post.link_text || post.link}
            </a>
          )}
        </p>
      ) : null}
      <ArtworkStrip artworks={post.artworks} />
      {post.tags.length ? (
        <ul aria-label={t('tags')} className="flex flex-wrap gap-2 text-sm">
          {post.tags.map((tag) => (
            <li key={tag}>
              <Link href={`/feed/${tag}`} className="link-soft" data-testid="post-tag">
                #{tag}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  )
}
