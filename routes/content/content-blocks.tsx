import type { Block } from './document'
import { InlineText } from './inline-text'

/** On a phone a cell shows its column's name beside its value (silent for screen readers, which have the header row). */
const STACKED_CELL =
  "grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3 before:text-stone-600 before:content-[attr(data-label)_/_''] sm:table-cell sm:before:content-none"

/**
 * Phones: each row a block of "column  value" lines (four columns of German words do not fit 390 px, and a table to
 * swipe sideways hides half of every row); from sm on, a table, which scrolls on its own if it is still too wide
 * (focusable, so keyboard users can scroll it too). The roles keep the table's meaning while its display is changed;
 * the header row stays for screen readers.
 */
function ContentTable({ table }: { table: Extract<Block, { table: unknown }>['table'] }) {
  return (
    <div className="my-6 sm:overflow-x-auto" tabIndex={0} role="region" aria-label={table.caption}>
      <table
        role="table"
        className="block w-full border-collapse text-left text-sm sm:table [&_td]:border-stone-200 [&_td]:py-1 sm:[&_td]:border-b sm:[&_td]:px-3 sm:[&_td]:py-2 [&_th]:border-stone-200 [&_th]:py-1 sm:[&_th]:border-b sm:[&_th]:px-3 sm:[&_th]:py-2"
      >
        <caption className="mb-2 block text-left text-sm text-stone-600 sm:table-caption">{table.caption}</caption>
        <thead role="rowgroup" className="sr-only bg-stone-100 text-stone-900 sm:not-sr-only sm:table-header-group">
          <tr role="row">
            {table.head.map((cell) => (
              <th key={cell} scope="col" role="columnheader">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="block divide-y divide-stone-200 border-y border-stone-200 sm:table-row-group sm:divide-y-0 sm:border-0">
          {table.rows.map((row, index) => (
            <tr key={index} role="row" className="block py-2 sm:table-row sm:py-0">
              {row.map((value, column) =>
                column === 0 ? (
                  <th key={column} scope="row" role="rowheader" className="block font-medium text-stone-900 sm:table-cell">
                    <InlineText text={value} />
                  </th>
                ) : (
                  <td key={column} role="cell" data-label={table.head[column]} className={STACKED_CELL}>
                    <InlineText text={value} />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function ContentBlock({ block }: { block: Block }) {
  if ('h2' in block) return <h2>{block.h2}</h2>
  if ('h3' in block) return <h3>{block.h3}</h3>
  if ('p' in block)
    return (
      <p>
        <InlineText text={block.p} />
      </p>
    )
  if ('note' in block)
    return (
      <aside className="my-6 border-l-4 border-primary-400 bg-primary-50 px-5 py-4 text-stone-800">
        <InlineText text={block.note} />
      </aside>
    )
  if ('address' in block) {
    return (
      <address className="mt-2 not-italic">
        {block.address.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </address>
    )
  }
  if ('form' in block)
    return (
      <pre className="my-6 whitespace-pre-wrap rounded-sm border border-stone-300 bg-stone-50 p-5 font-sans text-sm leading-relaxed text-stone-800">
        {block.form}
      </pre>
    )
  if ('ul' in block || 'ol' in block) {
    const items = 'ul' in block ? block.ul : block.ol
    const List = 'ul' in block ? 'ul' : 'ol'
    return (
      <List>
        {items.map((item) => (
          <li key={item}>
            <InlineText text={item} />
          </li>
        ))}
      </List>
    )
  }
  if ('dl' in block) {
    return (
      <dl>
        {block.dl.map(([term, definition]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>
              <InlineText text={definition} />
            </dd>
          </div>
        ))}
      </dl>
    )
  }
  return <ContentTable table={block.table} />
}

// Typography for the document's elements, kept here because the markup comes from data.
const PROSE = [
  'leading-relaxed text-stone-700',
  '[&_h2]:mt-12 [&_h2]:font-serif [&_h2]:text-2xl [&_h2]:text-stone-900',
  '[&_h3]:mt-8 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-stone-900',
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2',
  '[&_a]:text-primary-800 [&_a]:underline [&_a]:underline-offset-4 [&_strong]:text-stone-900',
  '[&_dl]:mt-4 [&_dt]:font-semibold [&_dt]:text-stone-900 [&_dd]:mb-3',
].join(' ')

/** The blocks of a content document as semantic HTML. */
export function ContentBlocks({ blocks }: { blocks: Block[] }) {
  return (
    <div className={PROSE}>
      {blocks.map((block, index) => (
        <ContentBlock key={index} block={block} />
      ))}
    </div>
  )
}
