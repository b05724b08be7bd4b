import type { ReactNode } from 'react'

/** A small ranked table of a section of the overview (countries, products, categories, transfer ages). */
export function FigureTable({ title, head, rows, testId }: { title: string; head: string[]; rows: { key: string; cells: ReactNode[] }[]; testId?: string }) {
  if (!rows.length) return null
  return (
    <section className="space-y-2" data-testid={testId}>
      <h4 className="text-sm font-medium text-stone-900">{title}</h4>
      <table className="w-full text-sm">
        <thead>
          <tr className="text-left text-stone-600">
            {head.map((cell, index) => (
              <th key={cell} scope="col" className={index ? 'text-right font-medium' : 'font-medium'}>
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-stone-100">
              {row.cells.map((cell, index) => (
                <td key={index} className={index ? 'py-1 text-right tabular-nums' : 'py-1 pr-2'}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
