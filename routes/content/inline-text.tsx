import type { ReactNode } from 'react'
import { Link } from '../lib/link'

// [label](target) or **bold**; everything else is plain text.
const INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*/g

function InlineLink({ label, to }: { label: string; to: string }) {
  if (to.startsWith('/')) return <Link to={to}>{label}</Link>
  return <a href={to}>{label}</a>
}

/** Renders the small inline markup of content documents. */
export function InlineText({ text }: { text: string }) {
  const parts: ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) parts.push(text.slice(last, match.index))
    parts.push(match[1] ? <InlineLink key={match.index} label={match[1]} to={match[2]} /> : <strong key={match.index}>{match[3]}</strong>)
    last = match.index + match[0].length
  }
  if (last < text.length) parts.push(text.slice(last))
  return <>{parts}</>
}
