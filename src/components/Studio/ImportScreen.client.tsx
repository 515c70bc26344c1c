'use client'

import Link from 'next/link'
import { useCallback, useEffect, useState, type FormEvent } from 'react'

import { SKU_STOCK_MAX } from '@/collections/Skus/limits'
import type { ImportState } from '@/commerce/import/studio-imports'

const API = '/api/v1/studio/imports'
const POLL_MS = 1_000
const running = (state: ImportState | null) => state?.status === 'queued' || state?.status === 'running'

const some = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-AU')} ${n === 1 ? one : many}`

const money = (cents: number | null) =>
  cents == null ? '—' : `$${(cents / 100).toLocaleString('en-AU', { minimumFractionDigits: 2 })}`

async function answer(response: Response): Promise<ImportState> {
  const body = await response.json().catch(() => null)
  if (!response.ok) throw new Error(body?.message ?? `The studio answered ${response.status}.`)
  return body as ImportState
}

/**
 * The import screen: choose the file and what it is, see what would be made (the dry run), then
 * import as drafts in the background with a progress bar and a Stop button, and see what came of it.
 */
export function ImportScreen({ importId }: { importId: number | null }) {
  const [state, setState] = useState<ImportState | null>(null)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  const load = useCallback((id: number) => {
    fetch(`${API}/${id}`)
      .then(answer)
      .then(setState, (e: Error) => setError(e.message))
  }, [])

  // An import opened from the list of imports (?id=…), or one still running when the screen reopens.
  useEffect(() => {
    if (importId) load(importId)
  }, [importId, load])

  useEffect(() => {
    if (!state || !running(state)) return
    const timer = setTimeout(() => load(state.id), POLL_MS)
    return () => clearTimeout(timer)
  }, [state, load])

  const again = () => {
    setState(null)
    setError('')
    window.history.replaceState(null, '', '/admin/import')
  }

  const check = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setBusy(true)
    setError('')
    try {
      const checked = await answer(await fetch(API, { method: 'POST', body: new FormData(event.currentTarget) }))
      setState(checked)
      window.history.replaceState(null, '', `/admin/import?id=${checked.id}`)
    } catch (e) {
      setError((e as Error).message)
    } finally {
      setBusy(false)
    }
  }

  const act = async (action: 'start' | 'stop') => {
    if (!state) return
    setBusy(true)
    try {
      setState(await answer(await fetch(`${API}/${state.id}/${action}`, { method: 'POST' })))
    } catch (e) {
      setError((e as Error).message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="studio-import" data-testid="import-screen">
      <h1>Import products from another shop</h1>
      {error ? (
        <p className="studio-import__error" role="alert" data-testid="import-error">
          {error}
        </p>
      ) : null}
      {!state ? <ChooseFile onSubmit={check} busy={busy} /> : null}
      {state ? <Plan state={state} /> : null}
      {state?.status === 'planned' ? (
        <p className="studio-import__actions">
          <button
            type="button"
            className="btn btn--style-primary btn--size-medium"
            disabled={busy || state.plan.counts.products === 0}
            onClick={() => void act('start')}
            data-testid="import-start"
          >
            Import {some(state.plan.counts.products, 'product')} as drafts
          </button>
          <button type="button" className="btn btn--style-secondary btn--size-medium" onClick={again}>
            Choose another file
          </button>
        </p>
      ) : null}
      {running(state) && state ? (
        <div className="studio-import__progress" data-testid="import-progress">
          <label htmlFor="import-progress">
            Importing: {state.done} of {state.total}
          </label>
          <progress id="import-progress" max={Math.max(state.total, 1)} value={state.done} />
          <button
            type="button"
            className="btn btn--style-secondary btn--size-small"
            disabled={busy}
            onClick={() => void act('stop')}
            data-testid="import-stop"
          >
            Stop
          </button>
        </div>
      ) : null}
      {state?.result ? <Result state={state} again={again} /> : null}
    </div>
  )
}

function ChooseFile({ onSubmit, busy }: { onSubmit: (event: FormEvent<HTMLFormElement>) => void; busy: boolean }) {
  return (
    <form className="studio-import__form" onSubmit={onSubmit} data-testid="import-form">
      <p>
        Export your products as CSV from your shop (Etsy: Shop Manager → Settings → Options → Download data; Shopify:
        Products → Export; WooCommerce: Products → Export; Squarespace: Products → Export). Nothing is made until you
        have seen what the file holds; every product arrives as a draft for you to check and publish.
      </p>
      <label>
        Export file (CSV)
        <input type="file" name="file" accept=".csv,text/csv" required data-testid="import-file" />
      </label>
      <label>
        From
        <select name="source" defaultValue="">
          <option value="">Found from the file</option>
          <option value="etsy">Etsy</option>
          <option value="shopify">Shopify</option>
          <option value="woocommerce">WooCommerce</option>
          <option value="squarespace">Squarespace</option>
        </select>
      </label>
      <label>
        Shop categories from
        <select name="groups" defaultValue="">
          <option value="">The shop’s usual place</option>
          <option value="type">Product type</option>
          <option value="categories">Categories</option>
          <option value="tags">Tags</option>
          <option value="none">Nowhere: I will sort them</option>
        </select>
      </label>
      <label>
        Prices are in (when the file does not say)
        <input name="currency" defaultValue="AUD" maxLength={3} size={4} />
      </label>
      <label>
        Australian dollars for one unit of that currency (to convert; empty: set prices yourself)
        <input name="rate" type="number" step="0.0001" min="0" inputMode="decimal" />
      </label>
      <button
        type="submit"
        className="btn btn--style-primary btn--size-medium"
        disabled={busy}
        data-testid="import-check"
      >
        {busy ? 'Reading the file…' : 'Check the file'}
      </button>
    </form>
  )
}

function Plan({ state }: { state: ImportState }) {
  const { counts, preview, problems, problemCount } = state.plan
  return (
    <section className="studio-import__plan" data-testid="import-plan">
      <h2>What the file holds</h2>
      <p data-testid="import-counts">
        {some(counts.rows, 'row')}: {some(counts.products, 'product')} with {some(counts.skus, 'SKU')},{' '}
        {some(counts.pictures, 'picture')} and {some(counts.groups, 'shop category', 'shop categories')}.
      </p>
      {preview.length ? (
        <table className="studio-import__preview">
          <caption>The first products as they will be</caption>
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">Product</th>
              <th scope="col">SKU</th>
              <th scope="col">Options</th>
              <th scope="col">Price</th>
              <th scope="col">Stock</th>
            </tr>
          </thead>
          <tbody>
            {preview.flatMap((product) =>
              product.skus.map((sku, i) => (
                <tr key={`${product.row}-${sku.code}`}>
                  <td data-label="Row">{i === 0 ? product.row : ''}</td>
                  <td data-label="Product">
                    {i === 0 ? (
                      <>
                        <strong>{product.name}</strong> <span>/product/{product.slug}</span>
                        {product.notes.map((note) => (
                          <span key={note} className="studio-import__note">
                            {note}
                          </span>
                        ))}
                      </>
                    ) : null}
                  </td>
                  <td data-label="SKU">{sku.code}</td>
                  <td data-label="Options">{sku.options || '—'}</td>
                  <td data-label="Price">
                    {money(sku.price)}
                    {sku.fullPrice ? <s> {money(sku.fullPrice)}</s> : null}
                  </td>
                  <td data-label="Stock">{sku.stock === SKU_STOCK_MAX ? 'no limit' : (sku.stock ?? 0)}</td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      ) : null}
      <Problems
        title={`${some(problemCount, 'row')} cannot be imported`}
        problems={problems}
        testId="import-problems"
      />
    </section>
  )
}

function Problems({
  title,
  problems,
  testId,
}: {
  title: string
  problems: ImportState['plan']['problems']
  testId: string
}) {
  if (!problems.length) return null
  return (
    <div className="studio-import__problems" data-testid={testId}>
      <h3>{title}</h3>
      <ul>
        {problems.map((problem, i) => (
          <li key={`${problem.row}-${i}`}>
            {problem.row ? `Row ${problem.row}: ` : ''}
            {problem.message}
          </li>
        ))}
      </ul>
    </div>
  )
}

function Result({ state, again }: { state: ImportState; again: () => void }) {
  const result = state.result!
  const words = { done: 'Imported', stopped: 'Stopped', failed: 'The import failed' } as Record<string, string>
  return (
    <section className="studio-import__result" data-testid="import-result" aria-live="polite">
      <h2>{words[state.status] ?? 'Imported'}</h2>
      <p data-testid="import-result-counts">
        {some(result.created, 'product')} made, {result.updated} updated, {result.unchanged} unchanged — all drafts
        until you publish them.
      </p>
      <p>
        <Link href="/admin/collections/products?where%5B_status%5D%5Bequals%5D=draft">See the drafts</Link> ·{' '}
        <button type="button" className="studio-import__again" onClick={again}>
          Import another file
        </button>
      </p>
      <Problems
        title="What did not come through"
        problems={result.problems.filter(
          (p) => !state.plan.problems.some((q) => q.row === p.row && q.message === p.message),
        )}
        testId="import-result-problems"
      />
    </section>
  )
}
