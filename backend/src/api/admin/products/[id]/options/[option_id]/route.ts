import type { AuthenticatedMedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { createAndLinkProductOptionsToProductWorkflow } from '@medusajs/medusa/core-flows'
import { parseBody } from '../../../../../../lib/field-errors'
import { changeProblems, optionChange, optionInUse, removeProblems } from '../../../../../../rules/option-rules'
import { changeProductOptionWorkflow } from '../../../../../../workflows/change-product-option'
import { optionAnswer, optionOf, otherProducts, otherTitles, readOptionedProduct, refuseProblems } from '../optioned-product'
import { ChangeOptionSchema } from '../validators'

// Medusa 2.21 has none of these three routes any more (options are entities of their own since 2.16, linked
// through POST …/options/batch and renamed at /admin/product-options/:id). The shop's routes at the catalogued
// paths answer for one option of one product, with the product's variants in view.

/**
 * GET /admin/products/:id/options/:option_id → `{ product_option }`: the option with the values this product uses,
 * each with the product's variants that have it, and how many other products share the option.
 */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const { id: productId, option_id: optionId } = req.params
  const product = await readOptionedProduct(req, productId)
  const option = optionOf(product, optionId)
  res.json({ product_option: optionAnswer(product, option, await otherProducts(req, productId, optionId)) })
}

/**
 * POST /admin/products/:id/options/:option_id `{ title, values }` → `{ product_option }`: renames the option and
 * sets the values the product offers, in one workflow. A value some variant has is refused (its variants would
 * be left with a value the product no longer offers: staff delete them or give them another value first), as is
 * renaming an option other products share. New values create no variants.
 */
export const POST = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const body = parseBody(ChangeOptionSchema, req.body, res)
  if (!body) return
  const { id: productId, option_id: optionId } = req.params
  const product = await readOptionedProduct(req, productId)
  const option = optionOf(product, optionId)
  const shared = await otherProducts(req, productId, optionId)
  refuseProblems(req, changeProblems(otherTitles(product, optionId), optionInUse(product, optionId), body, shared))
  const change = optionChange(option, body)
  await changeProductOptionWorkflow(req.scope).run({
    input: { product_id: productId, option_id: optionId, title: change.title, add: change.add, remove: change.remove.map((value) => value.id) },
  })
  const updated = await readOptionedProduct(req, productId)
  res.json({ product_option: optionAnswer(updated, optionOf(updated, optionId), shared) })
}

/**
 * DELETE /admin/products/:id/options/:option_id: takes the option off the product (Medusa deletes an exclusive
 * option with it; a shared one stays for the other products). Refused while a variant has one of its values.
 */
export const DELETE = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const { id: productId, option_id: optionId } = req.params
  const product = await readOptionedProduct(req, productId)
  optionOf(product, optionId)
  refuseProblems(req, removeProblems(optionInUse(product, optionId)))
  await createAndLinkProductOptionsToProductWorkflow(req.scope).run({ input: { product_id: productId, remove: [optionId] } })
  res.json({ id: optionId, object: 'product_option', deleted: true })
}
