import { useSearchParams } from 'wouter'

export const PAGE_SIZE = 20

/** Paging and search of a list live in the address (?page=2&q=anna), so they survive reload and back. */
export function useListParams() {
  const [params, setParams] = useSearchParams()
  const page = pageNumber(params.get('page'))
  const q = (params.get('q') ?? '').trim()
  const update = (next: { page?: number; q?: string }) =>
    setParams((current) => {
      const result = new URLSearchParams(current)
      if (next.q !== undefined) next.q ? result.set('q', next.q) : result.delete('q')
      const nextPage = next.page ?? 1
      nextPage > 1 ? result.set('page', String(nextPage)) : result.delete('page')
      return result
    })
  return { page, q, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE, setPage: (p: number) => update({ page: p }), setQuery: (text: string) => update({ q: text.trim() }) }
}

/** A page number from the address: whole and at least 1, anything else is page 1. */
export function pageNumber(value: string | null): number {
  const number = Number(value)
  return Number.isInteger(number) && number >= 1 && number <= 100_000 ? number : 1
}
