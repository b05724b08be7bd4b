import type { HttpTypes } from '@medusajs/types'
import { request } from '../../../engine/calls'
import { retrieveOrderPreview } from './order-preview'
import { type ActionKind, pendingActions } from './pending-actions'
import { type PreviewMoney, previewMoney, type WithMoney } from './preview-money'
import { cancelReturnParcels } from './return-parcels'

type Preview = HttpTypes.AdminOrderPreview
type PreviewKey = 'order_preview' | 'draft_order_preview'

/**
 * One sort of step of a change (claimed lines, pieces back, pieces out, a shipping method …): POST {path} adds
 * steps, POST {path}/{actionId} changes one, DELETE {removePath}/{actionId} drops it (the same path unless Medusa
 * drops it elsewhere). `Add` and `Update` are the bodies Medusa takes.
 */
export type Part<Add extends object, Update extends object> = { path: string; removePath: string; bodies?: [Add, Update] }

export const part = <Add extends object, Update extends object>(path: string, removePath = path): Part<Add, Update> => ({ path, removePath })

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

/**
 * Drops the steps of the given kinds that the order's pending change holds (a request that failed half-way left
 * them), each by the call that removes it, so the choice can be put in again.
 */
export async function dropSteps(orderId: string, changeId: string, removers: Partial<Record<ActionKind, (id: string, actionId: string) => Promise<unknown>>>) {
  for (const step of pendingActions((await retrieveOrderPreview(orderId)).preview)) await removers[step.action as ActionKind]?.(changeId, step.id)
}
