import type { AdminShippingOption } from '@medusajs/types'
import { request } from '../../engine/calls'
import { isEmptyBatch, ruleBatch, type ShippingRule, undoBatch } from './shipping-rules'

type BatchAnswer = { created?: { id: string }[] }
type OptionType = { label: string; description?: string; code: string }

/** POST /admin/shipping-options/{id}/rules/batch: rules created, updated and deleted in one call. */
export async function batchRules(id: string, batch: { create: unknown[]; update: unknown[]; delete: string[] }) {
  return request<BatchAnswer>(`/admin/shipping-options/${encodeURIComponent(id)}/rules/batch`, { method: 'POST', body: batch })
}

/** The option as stored now (read afresh: the form may have been open a while): its rules and its type. */
async function storedOption(id: string) {
  const { shipping_option } = await request<{ shipping_option: AdminShippingOption }>(`/admin/shipping-options/${encodeURIComponent(id)}`, {
    query: { fields: 'id,shipping_option_type_id,*rules,*type' },
  })
  const rules = (shipping_option.rules ?? []).map(({ id: ruleId, attribute, operator, value }) => ({
    id: ruleId,
    attribute,
    operator,
    value: value ?? '',
  })) as ShippingRule[]
  return { rules, type: shipping_option.type }
}

/** How many options share a type (Medusa 2.21 lets several use one): a shared one is not changed for the others. */
async function typeShared(typeId: string) {
  const { count } = await request<{ count: number }>('/admin/shipping-options', { query: { shipping_option_type_id: typeId, fields: 'id', limit: 1 } })
  return count > 1
}

/**
 * The option's type (its German name and description, as the checkout shows them) changed: Medusa 2.21 ignores a
 * `type` in an option's update (it stores a new type the option never points to), so the type itself is updated
 * (`POST /admin/shipping-option-types/{id}`), or, when other options share it, a new one is made for this option
 * (`POST /admin/shipping-option-types`, then `type_id`). Answers what the option's update must carry and the undo.
 */
async function changeType(stored: { id: string; label: string; description?: string | null; code: string } | null | undefined, wanted: OptionType) {
  if (stored && !(await typeShared(stored.id))) {
    await request(`/admin/shipping-option-types/${encodeURIComponent(stored.id)}`, {
      method: 'POST',
      body: { label: wanted.label, description: wanted.description ?? '' },
    })
    const undo = () =>
      request(`/admin/shipping-option-types/${encodeURIComponent(stored.id)}`, {
        method: 'POST',
        body: { label: stored.label, description: stored.description ?? '' },
      })
    return { body: {}, undo }
  }
  const { shipping_option_type } = await request<{ shipping_option_type: { id: string } }>('/admin/shipping-option-types', {
    method: 'POST',
    body: { label: wanted.label, description: wanted.description ?? '', code: stored?.code ?? wanted.code },
  })
  const undo = () => request(`/admin/shipping-option-types/${encodeURIComponent(shipping_option_type.id)}`, { method: 'DELETE' })
  return { body: { type_id: shipping_option_type.id }, undo }
}

/** An error that also says what stayed changed (undoing failed too): staff must know what was saved. */
function undoFailed(error: unknown, undoError: unknown) {
  const { status, statusText, message } = error as { status?: number; statusText?: string; message?: string }
  const undo = (undoError as { message?: string })?.message ?? String(undoError)
  return Object.assign(new Error(`${message ?? ''} — the rules or description were changed, the rest was not, and taking them back failed: ${undo}`), {
    status,
    statusText,
  })
}

/**
 * Saves an edited shipping option, all or nothing, in up to three steps: its rules through the rules batch (what
 * the form wants against what is stored: `ruleBatch`), its type when name or description changed (`changeType`),
 * then the rest (`POST /admin/shipping-options/{id}`). When a later step fails, the earlier ones are undone, so no
 * option is left half-changed.
 */
export async function updateShippingOption(id: string, body: Record<string, unknown>): Promise<AdminShippingOption> {
  const { rules: wanted, type, ...rest } = body as { rules?: ShippingRule[]; type?: OptionType } & Record<string, unknown>
  const undos: (() => Promise<unknown>)[] = []
  const stored = await storedOption(id)
  try {
    if (wanted) {
      const batch = ruleBatch(stored.rules, wanted)
      if (!isEmptyBatch(batch)) {
        const answer = await batchRules(id, batch)
        const undo = undoBatch(
          stored.rules,
          batch,
          (answer.created ?? []).map((rule) => rule.id),
        )
        undos.push(() => batchRules(id, undo))
      }
    }
    if (type) {
      const changed = await changeType(stored.type, type)
      undos.push(changed.undo)
      Object.assign(rest, changed.body)
    }
    return (await request<{ shipping_option: AdminShippingOption }>(`/admin/shipping-options/${encodeURIComponent(id)}`, { method: 'POST', body: rest }))
      .shipping_option
  } catch (error) {
    for (const undo of undos.reverse()) await undo().catch((undoError: unknown) => Promise.reject(undoFailed(error, undoError)))
    throw error
  }
}
