import type { WidgetServerProps } from 'payload'

import { translationOverview } from '@/studio/translation-overview'

/**
 * The back-office's view of what is still English: per language, the site's settings and the
 * published documents a visitor of it reads partly in English, each a link to it in that
 * language, with the fields to translate.
 */
export async function TranslationOverview({ req }: WidgetServerProps) {
  const languages = await translationOverview(req.payload)
  return (
    <section className="studio-translations" aria-labelledby="studio-translations-heading">
      <h2 id="studio-translations-heading">Translations</h2>
      <p>
        What a visitor reads in English where you have not translated it yet: the site&rsquo;s description and links,
        published products, pages, stories, forms and galleries, per language. Each opens in that language.
      </p>
      <ul className="studio-translations__languages">
        {languages.map(({ locale, name, documents }) => (
          <li key={locale} data-testid={`translations-${locale}`} data-count={documents.length}>
            {documents.length ? (
              <details className="studio-attention__list">
                <summary>
                  <bdi lang={locale}>{name}</bdi> · {documents.length} to translate
                </summary>
                <ul>
                  {documents.map((doc) => (
                    <li key={`${doc.collection}-${doc.id ?? ''}`}>
                      <a href={`${doc.link}?locale=${locale}`}>{doc.title}</a> · {doc.label}: {doc.fields.join(', ')}
                    </li>
                  ))}
                </ul>
              </details>
            ) : (
              <p>
                <bdi lang={locale}>{name}</bdi> · all translated
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
