import { ResourceForm } from '../../engine/form/resource-form'
import type { FormSpec } from '../../engine/resource'
import { Drawer } from '../../ui/drawer'

type FormDrawerProps<T> = {
  title: string
  spec: FormSpec<any, T>
  item?: T
  submitLabel: string
  onClose: () => void
  /** Saves the body; the drawer closes once it has (a failure stays in the form, under its field). */
  save: (body: Record<string, unknown>) => Promise<unknown>
  wide?: boolean
}

/** A described form in a drawer over the page (a zone's areas, a new option of a zone). */
export function FormDrawer<T>({ title, spec, item, submitLabel, onClose, save, wide }: FormDrawerProps<T>) {
  return (
    <Drawer open onOpenChange={(next) => !next && onClose()} title={title} wide={wide}>
      <ResourceForm
        spec={spec}
        item={item}
        submitLabel={submitLabel}
        onCancel={onClose}
        onSubmit={async (body) => {
          await save(body)
          onClose()
        }}
      />
    </Drawer>
  )
}
