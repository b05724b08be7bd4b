import { useCallback, useEffect, useRef, useState } from 'react'
import type { ZodObject, z } from 'zod'
import { useInvalidate } from '../use-resource'
import type { FlowSpec, FlowStep } from './flow-spec'

/** `values`: the choice last requested, which the form shows again when staff go back to it. */
type FlowState<C, P, V> = { step: FlowStep; change: C | null; preview: P | null; values: V | null; error: unknown }

/**
 * Runs a flow: begins the change when mounted, then request → preview → confirm, or cancel. A change that is
 * neither confirmed nor cancelled when the component goes away (another page, a closed drawer) or the page is
 * left is cancelled, so a half-done return never stays pending on the order; a change whose `begin` answers only
 * after that is cancelled as soon as it arrives.
 */
export function useFlow<C, S extends ZodObject, P>(spec: FlowSpec<C, S, P>) {
  const invalidate = useInvalidate()
  const [state, setState] = useState<FlowState<C, P, z.output<S>>>({ step: 'beginning', change: null, preview: null, values: null, error: null })
  const open = useRef<C | null>(null)
  const left = useRef(false)

  // biome-ignore lint/correctness/useExhaustiveDependencies: invalidate is made anew each render with the same effect (the app's one query client)
  const abandon = useCallback(() => {
    const change = open.current
    open.current = null
    if (change !== null)
      void spec.cancel(change).then(
        () => invalidate(spec.invalidates),
        () => undefined,
      )
  }, [spec])

  useEffect(() => {
    left.current = false
    spec.begin().then(
      (change) => {
        if (left.current) return void spec.cancel(change).catch(() => undefined)
        open.current = change
        setState({ step: 'choosing', change, preview: null, values: null, error: null })
      },
      // nothing was begun, so nothing was cancelled: the screen shows why and offers only to close
      (error: unknown) => !left.current && setState((current) => ({ ...current, step: 'refused', error })),
    )
    const onPageHide = () => abandon()
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (open.current !== null) event.preventDefault()
    }
    window.addEventListener('pagehide', onPageHide)
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => {
      left.current = true
      window.removeEventListener('pagehide', onPageHide)
      window.removeEventListener('beforeunload', onBeforeUnload)
      abandon()
    }
  }, [spec, abandon])

  const step = async (from: FlowStep, during: FlowStep, work: (change: C) => Promise<Partial<FlowState<C, P, z.output<S>>>>) => {
    const change = open.current
    if (change === null) return false
    setState((current) => ({ ...current, step: during, error: null }))
    try {
      const next = await work(change)
      if (!left.current) setState((current) => ({ ...current, ...next }))
      return true
    } catch (error) {
      if (!left.current) setState((current) => ({ ...current, step: from, error }))
      return false
    }
  }

  const request = (values: z.output<S>) =>
    step('choosing', 'requesting', async (change) => {
      const requested = await spec.request(change, values)
      open.current = requested
      return { step: 'reviewing', change: requested, preview: await spec.preview(requested), values }
    })

  /** Back from the money to the choice, as last requested; the next request changes the change's steps. */
  const back = () => setState((current) => (current.step === 'reviewing' ? { ...current, step: 'choosing', error: null } : current))

  const confirm = () =>
    step('reviewing', 'confirming', async (change) => {
      await spec.confirm(change)
      open.current = null
      await invalidate(spec.invalidates)
      return { step: 'confirmed' }
    })

  const cancel = () =>
    step(state.step, 'cancelling', async (change) => {
      await spec.cancel(change)
      open.current = null
      await invalidate(spec.invalidates)
      return { step: 'cancelled' }
    })

  return { ...state, request, back, confirm, cancel }
}
