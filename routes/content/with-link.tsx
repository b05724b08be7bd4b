import type { ReactNode } from 'react'

const MARK = '\u0000'

/** Puts a React node (a link) where `{{name}}` sits in a translated sentence. */
export function withNode(translate: (params: Record<string, string>) => string, name: string, node: ReactNode): ReactNode {
  const [before, after = ''] = translate({ [name]: MARK }).split(MARK)
  return (
    <>
      {before}
      {node}
      {after}
    </>
  )
}
