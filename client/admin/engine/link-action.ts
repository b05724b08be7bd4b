import { z } from 'zod'
import type { MessageKey } from '../i18n'
import { actionOf, type QueryName, type Reference } from './resource'

const schema = z.object({ ids: z.array(z.string()).min(1) })

/** "Add …": choose entities of a reference (a combobox of many) and link them in one call. */
export const linkAction = <T>(
  label: MessageKey,
  reference: Reference,
  link: (ids: string[]) => Promise<unknown>,
  invalidates: QueryName[] = [reference.name],
) =>
  actionOf<T>()({
    id: 'link',
    label,
    form: { schema, fields: [{ name: 'ids', label, reference }], values: () => ({ ids: [] }), toBody: (values) => values },
    run: (_, values) => link(values.ids),
    done: 'engine.linksSaved',
    invalidates,
  })
