import { useId, useState } from 'react'
import { useT } from '../i18n'

export type Bar = { label: string; value: number; text: string }

const WIDTH = 320
const HEIGHT = 120

/**
 * Bars in plain SVG, the data behind them as a table: screen readers read the table (the drawing is hidden from
 * them), sighted staff can show it. Scales to the card's width, so it fits a phone.
 */
export function BarChart({ title, bars, columns }: { title: string; bars: Bar[]; columns: [string, string] }) {
  const t = useT()
  const [table, setTable] = useState(false)
  const id = useId()
  const max = Math.max(...bars.map((bar) => bar.value), 0)
  const step = WIDTH / Math.max(bars.length, 1)
  const highest = bars.find((bar) => bar.value === max)
  return (
    <figure className="space-y-2" aria-labelledby={id}>
      <figcaption id={id} className="text-sm font-medium text-stone-900">
        {title}
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-32 w-full" preserveAspectRatio="none" aria-hidden="true" data-testid="bar-chart">
        {bars.map((bar, index) => {
          const height = max > 0 ? (bar.value / max) * (HEIGHT - 4) : 0
          return (
            <rect
              key={bar.label}
              x={index * step + step * 0.15}
              y={HEIGHT - height}
              width={step * 0.7}
              height={height}
              rx={2}
              className={index === bars.length - 1 ? 'fill-primary-600' : 'fill-stone-300'}
            />
          )
        })}
      </svg>
      <div className="flex justify-between text-xs text-stone-600" aria-hidden="true">
        <span>{bars[0]?.label}</span>
        <span>{highest && max > 0 ? t('overview.chartSummary', { count: bars.length, max: highest.text }) : ''}</span>
        <span>{bars.at(-1)?.label}</span>
      </div>
      <button type="button" className="admin-link text-sm" aria-expanded={table} onClick={() => setTable(!table)}>
        {table ? t('overview.hideTable') : t('overview.showTable')}
      </button>
      <table className={table ? 'w-full text-sm' : 'sr-only'}>
        <thead>
          <tr className="text-left text-stone-600">
            <th scope="col">{columns[0]}</th>
            <th scope="col" className="text-right">
              {columns[1]}
            </th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.label} className="border-t border-stone-100">
              <th scope="row" className="py-1 text-left font-normal">
                {bar.label}
              </th>
              <td className="py-1 text-right tabular-nums">{bar.text}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
