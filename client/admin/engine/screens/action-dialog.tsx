import { useState } from 'react'
import { useLocale, useT } from '../../i18n'
import { Drawer } from '../../ui/drawer'
import { Modal } from '../../ui/modal'
import { ResourceForm } from '../form/resource-form'
import type { ActionSpec, Entity, ResourceSpec } from '../resource'
import { useChange } from '../use-resource'
import { OnceResult } from './once-result'

type ActionDialogProps<T extends Entity> = {
  resource: ResourceSpec<T>
  action: ActionSpec<T>
  rows: T[]
  onClose: () => void
  onDone?: () => void
}

/**
 * Runs an action on one row or a selection: asks first when it confirms or needs input, then calls, refreshes
 * what it touched and reports. Nothing happens until staff confirm; the dialog stays open while it runs.
 */
export function ActionDialog<T extends Entity>({ resource, action, rows, onClose, onDone }: ActionDialogProps<T>) {
  const t = useT()
  const locale = useLocale()
  const params = { count: rows.length, title: rows.length === 1 ? resource.title(rows[0], locale) : String(rows.length) }
  const [result, setResult] = useState<{ label: string; value: string } | null>(null)
  const change = useChange({
    run: (values: Record<string, unknown>) => action.run(rows, values),
    invalidates: [resource.name, ...(action.invalidates ?? [])],
    done: () => ({ key: action.done, params }),
    quiet: !!action.form,
    gone: () => (action.removes ? { name: resource.name, ids: rows.map((row) => row.id) } : undefined),
  })
  const [open, setOpen] = useState(true)
  const close = () => {
    setOpen(false)
    onClose()
  }
  const run = async (values: Record<string, unknown>) => {
    const answer = await change.mutateAsync(values)
    onDone?.()
    const shown = action.result?.(answer)
    // a secret is in this component's state only: closing the dialog forgets it
    if (shown) setResult({ label: t(shown.label), value: shown.value })
    else close()
  }
  // asked once, from the rows as the dialog opened: the answer staff give is about what they read
  const [question] = useState(() => action.ask?.(rows, { t, locale }) ?? null)
  const [answered, setAnswered] = useState(false)
  const asking = question && !answered
  const title = asking ? t(question.title, params) : action.confirm ? t(action.confirm.title, params) : t(action.label)
  const [screen] = useState(() => action.screen?.(rows[0], close, rows))
  if (asking && (action.form || screen))
    return (
      <Modal open={open} onOpenChange={(next) => !next && close()} title={title} description={question.text} role="alertdialog">
        <DialogButtons
          cancel={t('generic.cancel')}
          onCancel={close}
          action={t(question.action)}
          danger={action.tone === 'danger'}
          onAction={() => setAnswered(true)}
        />
      </Modal>
    )
  if (screen)
    return (
      <Drawer open={open} onOpenChange={(next) => !next && close()} title={title} wide>
        {screen}
      </Drawer>
    )
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && !change.isPending && close()}
      title={title}
      description={asking ? question.text : action.confirm && !result ? t(action.confirm.text, params) : undefined}
      role={(asking || action.confirm) && !action.form ? 'alertdialog' : 'dialog'}
    >
      {!result && action.summary?.(rows, { t, locale })}
      {result ? (
        <OnceResult label={result.label} value={result.value} onClose={close} />
      ) : action.form ? (
        <ResourceForm
          spec={action.form}
          item={rows}
          submitLabel={t(action.confirm?.action ?? action.label)}
          onSubmit={(_, values) => run(values)}
          onCancel={close}
        />
      ) : (
        <DialogButtons
          cancel={t('generic.cancel')}
          onCancel={close}
          action={t(asking ? question.action : (action.confirm?.action ?? action.label))}
          danger={action.tone === 'danger'}
          pending={change.isPending}
          onAction={() => void run({}).catch(() => undefined)}
        />
      )}
    </Modal>
  )
}

type DialogButtonsProps = { cancel: string; onCancel: () => void; action: string; danger: boolean; pending?: boolean; onAction: () => void }

/** Cancel and the action, the action focused: what a question or a confirmation ends with. */
function DialogButtons({ cancel, onCancel, action, danger, pending = false, onAction }: DialogButtonsProps) {
  return (
    <div className="flex flex-wrap justify-end gap-3">
      <button type="button" className="admin-btn-secondary" onClick={onCancel} disabled={pending}>
        {cancel}
      </button>
      <button type="button" autoFocus className={danger ? 'admin-btn-danger' : 'admin-btn-primary'} disabled={pending} aria-busy={pending} onClick={onAction}>
        {pending && <span aria-hidden="true" className="i-ph-circle-notch animate-spin" />}
        {action}
      </button>
    </div>
  )
}

/** Which action runs on which rows right now; the dialog renders while one does. */
export function useActionState<T extends Entity>() {
  return useState<{ action: ActionSpec<T>; rows: T[] } | null>(null)
}
