import type { ArticleSummary } from '@/content/blog/articles'
import { ArticleCard } from '@/components/Blog/ArticleCard'

/** The blog's cards, three across on wide screens. */
export function ArticleGrid({ articles, priority = false }: { articles: ArticleSummary[]; priority?: boolean }) {
  return (
    <ul className="grid gap-x-8 gap-y-14 sm:grid-cols-2 lg:grid-cols-3" data-testid="article-grid">
      {articles.map((article, i) => (
        <li key={article.id}>
          <ArticleCard article={article} priority={priority && i < 3} />
        </li>
      ))}
    </ul>
  )
}
