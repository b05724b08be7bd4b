import type { Block } from './document'
import { InlineText } from './inline-text'

function ContentTable({ table }: { table: Extract<Block, { table: unknown }>['table'] }) {
  return (
    // a wide table scrolls on its own on small screens; focusable so keyboard users can scroll it too
    <div className="my-6 overflow-x-auto" tabIndex={0} role="region" aria-label={table.caption}>
      <table className="w-full border-collapse text-left text-xs sm:text-sm [&_td]:border-b [&_td]:border-stone-200 [&_td]:px-2 [&_td]:py-2 sm:[&_td]:px-3 [&_th]:border-b [&_th]:border-stone-200 [&_th]:px-2 [&_th]:py-2 sm:[&_th]:px-3">
        <caption className="mb-2 text-left text-sm text-stone-600">{table.caption}</caption>
        <thead className="bg-stone-100 text-stone-900">
          <tr>
            {table.head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, column) =>
                column === 0 ? (
                  <th key={column} scope="row" className="font-medium text-stone-900">
                    <InlineText text={cell} />
                  </th>
                ) : (
                  <td key={column}>
                    <InlineText text={cell} />
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
  if ('p' in block) return <p><InlineText text={block.p} /></p>
  if ('note' in block) return <aside className="my-6 border-l-4 border-primary-400 bg-primary-50 px-5 py-4 text-stone-800"><InlineText text={block.note} /></aside>
  if ('address' in block) {
    return (
      <address className="mt-2 not-italic">
        {block.address.map((line) => <span key={line} className="block">{line}</span>)}
      </address>
    )
  }
  if ('form' in block) return <pre className="my-6 whitespace-pre-wrap rounded-sm border border-stone-300 bg-stone-50 p-5 font-sans text-sm leading-relaxed text-stone-800">{block.form}</pre>
  if ('ul' in block || 'ol' in block) {
    const items = 'ul' in block ? block.ul : block.ol
    const List = 'ul' in block ? 'ul' : 'ol'
    return (
      <List>
        {items.map((item) => (
          <li key={item}><InlineText text={item} /></li>
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
            <dd><InlineText text={definition} /></dd>
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
