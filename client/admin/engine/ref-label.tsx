import { useLabels } from './lookup'
import type { Reference } from './resource'

/** The name of an entity of another resource, looked up by id (cached, one request per id set). */
export function RefLabel({ reference, id }: { reference: Reference; id: string | null | undefined }) {
  const labels = useLabels(reference, id ? [id] : [])
  if (!id) return <>–</>
  return <>{labels.data?.[0]?.label ?? id}</>
}
