import { describe, expect, it } from 'vitest'
import { signInAsStaff, unique } from '../../../test/staff-session'

await signInAsStaff()
const { callsOf } = await import('../../../engine/use-resource')
const { listQuery } = await import('../../../engine/list-query')
const { EMPTY_LIST_STATE } = await import('../../../engine/url-state')
const { deleteAction } = await import('../../../engine/delete-action')
const { returnReasons } = await import('./return-reasons')
const { refundReasons } = await import('./refund-reasons')
const { listAllReasons } = await import('./parent-reason-field')
const { listReturnReasons } = await import('../../orders/calls/return-reasons')
const { listRefundReasons } = await import('../../orders/calls/payments')

const texts = (label: string) => ({ label, label_en: `${label} (en)`, description: `Warum: ${label}`, description_en: '' })
const code = (prefix: string) =>
  unique(prefix)
    .toLowerCase()
    .replace(/[^a-z0-9_-]/g, '_')

describe('return reasons (/admin/return-reasons, nested)', () => {
  const form = returnReasons.create!
  const calls = callsOf(returnReasons)
  const create = (label: string, parent = '') =>
    calls.create(form.toBody(form.schema.parse({ ...form.values(), ...texts(label), value: code('it_grund'), parent_return_reason_id: parent })))

  it('creates a reason under another, lists them as a tree, moves one, and deletes a parent only once it has no sub-reasons', async () => {
    const stamp = unique('Grund')
    const damaged = await create(`${stamp} Beschädigt`)
    const scratch = await create(`${stamp} Kratzer`, damaged.id)
    const size = await create(`${stamp} Größe`)

    // the search finds all three; the sub-reason stands under its parent, indented
    const tree = (await calls.list(listQuery(returnReasons, { ...EMPTY_LIST_STATE, q: stamp }))).rows
    expect(tree.map((row) => [row.label, row.depth])).toEqual([
      [`${stamp} Beschädigt`, 0],
      [`${stamp} Kratzer`, 1],
      [`${stamp} Größe`, 0],
    ])
    // the order screens read the English label from metadata
    expect((await listReturnReasons()).find((reason) => reason.id === scratch.id)?.metadata?.label_en).toBe(`${stamp} Kratzer (en)`)
    // the choice of a parent: top-level reasons other than itself
    const all = await listAllReasons()
    expect(all.some((reason) => reason.id === damaged.id && !reason.parent_return_reason_id)).toBe(true)

    // Medusa drops the parent from an edit; the back end keeps it
    const detail = await calls.retrieve(scratch.id, { fields: returnReasons.detail!.fields })
    const edit = returnReasons.edit!
    await calls.update(scratch.id, edit.toBody(edit.schema.parse({ ...edit.values(detail), parent_return_reason_id: size.id, label_en: 'Scratched' })))
    const moved = await calls.retrieve(scratch.id, { fields: returnReasons.detail!.fields })
    expect(moved).toMatchObject({ parent_return_reason_id: size.id, metadata: { label_en: 'Scratched' } })
    // a reason never goes below itself or its own sub-reason
    const sizeDetail = await calls.retrieve(size.id, { fields: returnReasons.detail!.fields })
    await expect(
      calls.update(size.id, edit.toBody(edit.schema.parse({ ...edit.values(sizeDetail), parent_return_reason_id: scratch.id }))),
    ).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/^parent_return_reason_id/) })

    const remove = deleteAction(returnReasons)
    expect(remove.when!(sizeDetail)).toBe(false)
    expect(remove.when!(moved)).toBe(true)
    await remove.run([moved], {})
    await remove.run([damaged, { ...sizeDetail, return_reason_children: [] }], {})
    expect((await calls.list(listQuery(returnReasons, { ...EMPTY_LIST_STATE, q: stamp }))).count).toBe(0)
  })

  it('refuses a bad code and a missing English label before Medusa is asked', () => {
    expect(form.schema.safeParse({ ...form.values(), ...texts('Grund'), value: 'Falsche Größe' }).success).toBe(false)
    expect(form.schema.safeParse({ ...form.values(), ...texts('Grund'), label_en: ' ', value: 'wrong_size_2' }).success).toBe(false)
  })
})

describe('refund reasons (/admin/refund-reasons)', () => {
  it('creates, finds, edits and deletes a reason with its English texts in metadata', async () => {
    const form = refundReasons.create!
    const calls = callsOf(refundReasons)
    const label = unique('Kulanz')
    const created = await calls.create(form.toBody(form.schema.parse({ ...texts(label), description_en: 'As a goodwill gesture', code: code('it_kulanz') })))
    const listed = (await calls.list(listQuery(refundReasons, { ...EMPTY_LIST_STATE, q: label }))).rows
    expect(listed.map((row) => row.id)).toEqual([created.id])
    expect(listed[0]!.metadata).toMatchObject({ label_en: `${label} (en)`, description_en: 'As a goodwill gesture' })
    // the refund form's choices read the same English label
    expect((await listRefundReasons()).find((reason) => reason.id === created.id)?.metadata?.label_en).toBe(`${label} (en)`)

    const detail = await calls.retrieve(created.id, { fields: refundReasons.detail!.fields })
    const edit = refundReasons.edit!
    await calls.update(created.id, edit.toBody(edit.schema.parse({ ...edit.values(detail), label_en: 'Goodwill', description_en: '' })))
    const edited = await calls.retrieve(created.id, { fields: refundReasons.detail!.fields })
    // an English description taken out is gone, not kept empty
    expect(edited.metadata).toEqual({ label_en: 'Goodwill' })
    await expect(edit.schema.parseAsync({ ...edit.values(detail), code: 'Kulanz!' })).rejects.toThrow()

    await calls.remove(created.id)
    // (Medusa 2.21 answers a deleted refund reason's GET with 200 and no reason: the list tells)
    expect((await calls.list(listQuery(refundReasons, { ...EMPTY_LIST_STATE, q: label }))).count).toBe(0)
  })
})
