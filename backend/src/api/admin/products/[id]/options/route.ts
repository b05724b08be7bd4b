import type { AuthenticatedMedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { parseBody } from '../../../../../lib/field-errors'
import { addProblems, variantsWithNewOption } from '../../../../../rules/option-rules'
import { addProductOptionWorkflow } from '../../../../../workflows/add-product-option'
import { optionAnswer, optionOf, otherTitles, readOptionedProduct, refuseProblems } from './optioned-product'
import { AddOptionSchema } from './validators'

/**
 * POST /admin/products/:id/options `{ title, values, variant_value? }` → `{ product_option }`: adds an option with
 * its values to the product. Medusa 2.21 dropped this route (options became entities of their own, shared or
 * exclusive, linked through `…/options/batch`); the shop's route at the catalogued path adds an exclusive option
 * and keeps the variant matrix whole: a product with variants names the value they all get (`variant_value`).
 * Refusals (a title the product has, a value twice, no value for the variants) answer 400 in the staff's
 * language. Medusa's own GET on this path (the product's options) stays as it is.
 */
export const POST = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const body = parseBody(AddOptionSchema, req.body, res)
  if (!body) return
  const productId = req.params.id
  const { title, values, variant_value } = body
  const product = await readOptionedProduct(req, productId)
  refuseProblems(req, addProblems(otherTitles(product), product.variants.length > 0, { title, values }, variant_value))
  const variants = product.variants.length ? variantsWithNewOption(product, title, variant_value!) : []
  const { result: optionId } = await addProductOptionWorkflow(req.scope).run({
    input: { product_id: productId, title: title.trim(), values: values.map((value) => value.trim()), variants },
  })
  const updated = await readOptionedProduct(req, productId)
  res.json({ product_option: optionAnswer(updated, optionOf(updated, optionId), 0) })
}
