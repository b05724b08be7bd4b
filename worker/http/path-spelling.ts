/**
 * Whether a URL path is spelled so that some parser on its way could read it as another path. URL parsers
 * (the WHATWG parser's `\` → `/` and `..` resolution, a server that decodes before it routes, one that folds
 * full-width characters with NFKC) turn such spellings into slashes and dot segments after the allow-list has
 * looked. Nothing the shop links to needs them, so a path with any of them is refused outright:
 * - a backslash, or an encoded slash, backslash or dot (`%2f`, `%5c`, `%2e`, in any case), in the path as sent
 *   or after any number of percent-decodings (`%252e` is a dot two decodings away);
 * - a dot segment (`.` or `..`) at any of those stages;
 * - a character that NFKC folds into a slash, backslash or dot segment (`／`, `＼`, `．．`, `…`).
 * Undecodable percent-encoding (`%zz`, overlong UTF-8 such as `%c0%ae`) is refused too. Returns why, or null.
 */
export function unsafePathSpelling(rawPath: string): string | null {
  let stage = rawPath
  for (let decodings = 0; decodings < 4; decodings++) {
    const problem = problemOf(stage)
    if (problem) return problem
    if (!stage.includes('%')) return folded(stage)
    let next: string
    try {
      next = decodeURIComponent(stage)
    } catch {
      // the first decoding must work (that is what the back end does); a later one failing only means a literal %
      return decodings === 0 ? 'undecodable' : folded(stage)
    }
    if (next === stage) return folded(stage)
    stage = next
  }
  // still percent-encoded after four decodings: nobody writes a path like that by accident
  return 'encoded too often'
}

const ENCODED_SEPARATOR = /%(2f|5c|2e)/i

function problemOf(stage: string): string | null {
  if (stage.includes('\\')) return 'backslash'
  if (ENCODED_SEPARATOR.test(stage)) return 'encoded slash, backslash or dot'
  if (hasDotSegment(stage)) return 'dot segment'
  return null
}

const hasDotSegment = (path: string) => path.split('/').some((segment) => segment === '.' || segment === '..')

/** What a server that folds compatibility characters (NFKC) would see. */
function folded(path: string): string | null {
  const nfkc = path.normalize('NFKC')
  if (nfkc === path) return null
  if (nfkc.includes('\\') || nfkc.split('/').length !== path.split('/').length || hasDotSegment(nfkc)) return 'full-width slash, backslash or dot'
  return null
}
