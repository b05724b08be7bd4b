import type { HttpTypes } from '@medusajs/types'
import { request } from '../../../engine/calls'
import { retrieveOrderPreview } from './order-preview'
import { type ActionKind, type PendingAction, pendingActions } from './pending-actions'
import { type PreviewMoney, previewMoney, type WithMoney } from './preview-money'
import { cancelReturnParcels } from './return-parcels'

type Preview = HttpTypes.AdminOrderPreview
type PreviewKey = 'order_preview' | 'draft_order_preview'

/**
 * One sort of step of a change (claimed lines, pieces back, pieces out, a shipping method …): POST {path} adds
 * steps, POST {path}/{actionId} changes one, DELETE {removePath}/{actionId} drops it (the same path unless Medusa
 * drops it elsewhere). `holds` tells its steps from the others by Medusa's kind of action (and, where two parts share
 * a kind, by what else the step says), so a step is removed by the route of its own kind. `Add` and `Update` are the
 * bodies Medusa takes.
 */
export type Part<Add extends object, Update extends object> = {
  path: string
  removePath: string
  holds: (step: PendingAction) => boolean
  bodies?: [Add, Update]
}

export const part = <Add extends object, Update extends object>(
  path: string,
  holds: ActionKind | ((step: PendingAction) => boolean),
  removePath = path,
): Part<Add, Update> => ({ path, removePath, holds: typeof holds === 'string' ? (step) => step.action === holds : holds })

/**
 * The DELETE (under the change's address) that removes a held step: the route of the one part holding steps of its
 * kind. A step no part, or more than one, holds is refused before anything is sent (Medusa would answer another
 * kind's route with a 500: "Action … is not requesting item return").
 */
export function removalOf(parts: Record<string, Part<object, object>>, step: PendingAction): string {
  const holding = Object.values(parts).filter((candidate) => candidate.holds(step))
  if (holding.length !== 1) throw new Error(`${holding.length} parts of this change hold a step ${step.action} (${step.id})`)
  return `${holding[0].removePath}/${encodeURIComponent(step.id)}`
}

/**
 * What tells one kind of Medusa's order changes (claim, exchange, return, order edit, draft edit) from another: where
 * a change's calls live, which key of the answers holds the preview, how its money is read, its sorts of steps, and
 * the DELETE that drops it unconfirmed.
 */
export type ChangeKind<P extends PreviewKey, Parts> = {
  /** a claim's address by its id; an edit's by the order's or draft's */
  at: (id: string) => string
  preview: P
  money?: (preview: Preview) => PreviewMoney
  parts: Parts
  /** under `at`: `request` for DELETE {at}/request, '' for DELETE {at} */
  drop: string
}

/** A call's answer with the change's preview and its money. */
export type Step<P extends PreviewKey = 'order_preview', A extends object = object> = WithMoney<A & Record<P, Preview>>

type PartCalls<T, P extends PreviewKey> =
  T extends Part<infer Add, infer Update>
    ? {
        add: (id: string, body: Add) => Promise<Step<P>>
        update: (id: string, actionId: string, body: Update) => Promise<Step<P>>
        remove: (id: string, actionId: string) => Promise<Step<P>>
      }
    : never

const under = (at: string, path: string) => (path ? `${at}/${path}` : at)

/**
 * The calls of one kind of change, from its description. `A` is what requesting the change answers besides the
 * preview (a claim's request: the claim and its return). Each call answers the preview with its money read out.
 */
export const changeCalls =
  <A extends object>() =>
  <P extends PreviewKey, Parts extends Record<string, Part<object, object>>>(kind: ChangeKind<P, Parts>) => {
    const read = kind.money ?? previewMoney
    /** A call of the change at {at}/{path} that answers its preview. */
    const step = async <R extends object = object>(id: string, method: 'POST' | 'DELETE', path: string, body?: object): Promise<Step<P, R>> => {
      const answer = await request<R & Record<P, Preview>>(under(kind.at(id), path), { method, ...(body ? { body } : {}) })
      return { ...answer, money: read(answer[kind.preview]) }
    }
    const parts = Object.fromEntries(
      Object.entries(kind.parts).map(([name, { path, removePath }]) => [
        name,
        {
          add: (id: string, body: object) => step(id, 'POST', path, body),
          update: (id: string, actionId: string, body: object) => step(id, 'POST', `${path}/${encodeURIComponent(actionId)}`, body),
          remove: (id: string, actionId: string) => step(id, 'DELETE', `${removePath}/${encodeURIComponent(actionId)}`),
        },
      ]),
    ) as { [N in keyof Parts]: PartCalls<Parts[N], P> }
    return {
      ...parts,
      step,
      /** DELETE of a held step by the route of its kind (`removalOf`): what `settle` removes. */
      withdraw: async (id: string, held: PendingAction) => step(id, 'DELETE', removalOf(kind.parts, held)),
      /** POST {at}/request: the change is complete (for a claim, exchange or return request: confirmed). */
      request: (id: string, body: { no_notification?: boolean } = {}) => step<A>(id, 'POST', 'request', body),
      /** Drops the unconfirmed change; the order is as before. */
      drop: async (id: string): Promise<void> => {
        await request(under(kind.at(id), kind.drop), { method: 'DELETE' })
      },
    }
  }

/** POST {collection}: opens a change of an order; answers the change Medusa keeps under `key`. */
export const opener =
  <T, B extends object>(collection: string, key: string) =>
  async (body: B): Promise<T> =>
    (await request<Record<string, T>>(collection, { method: 'POST', body }))[key]

/** GET {at}: one change with the given fields. */
export const retriever =
  <T>(at: (id: string) => string, key: string, fields: string) =>
  async (id: string): Promise<T> =>
    (await request<Record<string, T>>(at(id), { query: { fields } }))[key]

/**
 * POST {at}/cancel: cancels a confirmed change whose pieces have not gone out or come back. Medusa refuses while the
 * parcel of its return is open, so that is cancelled first (`returnOf` names the return: a claim's or exchange's, or
 * the return itself); one on its way cannot be, and Medusa says so.
 */
export const canceller =
  (at: (id: string) => string, returnOf: (id: string) => Promise<string | null | undefined>) =>
  async (id: string): Promise<void> => {
    const returnId = await returnOf(id)
    if (returnId) await cancelReturnParcels(returnId)
    await request(`${at(id)}/cancel`, { method: 'POST' })
  }

/** A step the form asks one part of a change to hold, under what tells it from the part's other steps (its line, variant, option). */
export type Wanted = { key: string }

/**
 * Brings the steps a change holds of one part to what the form now asks, so a choice changed after its money was
 * shown, or a change resumed later, is corrected step by step instead of begun anew: a held step no longer asked for
 * is removed, one still asked for is changed in place (removed when it cannot be changed so: `fits` says no), a
 * second step under one key is removed. Answers what is asked for and not held, for the part's add call.
 */
export async function settle<W extends Wanted>(
  held: PendingAction[],
  keyOf: (step: PendingAction) => string | null,
  wanted: W[],
  calls: {
    update: (actionId: string, wanted: W) => Promise<unknown>
    /** the step's own kind decides the call: a change's `withdraw` */
    remove: (step: PendingAction) => Promise<unknown>
    fits?: (step: PendingAction, wanted: W) => boolean
  },
): Promise<W[]> {
  const kept = new Set<string>()
  for (const step of held) {
    const key = keyOf(step)
    if (key === null) continue
    const asked = wanted.find((candidate) => candidate.key === key)
    if (asked && !kept.has(key) && (calls.fits?.(step, asked) ?? true)) {
      kept.add(key)
      await calls.update(step.id, asked)
    } else await calls.remove(step)
  }
  return wanted.filter((candidate) => !kept.has(candidate.key))
}

/**
 * The answer of the last call a fill made: its preview (and money) serves for the flow's money without reading the
 * preview again. `keep` passes a call's answer on.
 */
export function lastAnswer<A>() {
  let last: A | null = null
  return {
    keep: async (call: Promise<A>): Promise<A> => (last = await call),
    get: () => last,
  }
}

/** The steps the order's pending change holds now (a change begun in this flow, or one left half-way and resumed). */
export const heldSteps = async (orderId: string) => pendingActions((await retrieveOrderPreview(orderId)).preview)
