import type { TaxRateDTO, TaxRegionDTO } from '@medusajs/framework/types'
import { Modules } from '@medusajs/framework/utils'
import {
  createRegionsWorkflow,
  createTaxRatesWorkflow,
  createTaxRegionsWorkflow,
  updateRegionsWorkflow,
  updateTaxRatesWorkflow,
} from '@medusajs/medusa/core-flows'
import { regionPaymentProviders, sameProviders } from '../../lib/region-payment-providers'
import { seededRateAction } from '../../lib/seeded-tax-rate'
import { REGIONS } from '../seed-data/regions'
import type { SeedContext } from './context'

export type SeededRegion = { id: string; name: string; currency_code: string; countries: string[] }

type StoredRegion = { id: string; name: string; countries: { iso_2: string }[]; payment_providers: { id: string }[] }

/**
 * The sales regions, one per currency, each paying by bank transfer, and by card and PayPal when Stripe is configured
 * (src/lib/region-payment-providers.ts). Idempotent and reconciling: a country the seed now places in another region
 * first leaves the one it is in (a country belongs to one region), then missing regions are created and missing
 * countries and providers added; countries and providers staff added stay.
 */
export async function seedRegions(ctx: SeedContext): Promise<SeededRegion[]> {
  const stored = await storedRegions(ctx)
  for (const region of stored) {
    const seed = REGIONS.find((candidate) => candidate.name === region.name)
    const codes = region.countries.map((country) => country.iso_2)
    const leaving = codes.filter((code) => REGIONS.some((other) => other !== seed && Object.hasOwn(other.countries, code)))
    if (!leaving.length) continue
    await updateRegionsWorkflow(ctx.container).run({
      input: { selector: { id: region.id }, update: { countries: codes.filter((code) => !leaving.includes(code)) } },
    })
    ctx.tally.changed++
  }
  const seeded: SeededRegion[] = []
  for (const region of REGIONS) {
    const countries = Object.keys(region.countries)
    const found = stored.find((candidate) => candidate.name === region.name)
    let id = found?.id
    if (!found) {
      const { result } = await createRegionsWorkflow(ctx.container).run({
        input: {
          regions: [
            {
              name: region.name,
              currency_code: region.currency_code,
              countries,
              automatic_taxes: true,
              is_tax_inclusive: true,
              payment_providers: regionPaymentProviders([], process.env),
            },
          ],
        },
      })
      id = result[0].id
      ctx.tally.created++
    } else {
      const kept = found.countries
        .map((country) => country.iso_2)
        .filter((code) => countries.includes(code) || !REGIONS.some((other) => Object.hasOwn(other.countries, code)))
      const missing = countries.filter((code) => !kept.includes(code))
      const providers = found.payment_providers.map((provider) => provider.id)
      const wanted = regionPaymentProviders(providers, process.env)
      const update = {
        ...(missing.length ? { countries: [...kept, ...missing] } : {}),
        ...(sameProviders(providers, wanted) ? {} : { payment_providers: wanted }),
      }
      if (Object.keys(update).length) {
        await updateRegionsWorkflow(ctx.container).run({ input: { selector: { id: found.id }, update } })
        ctx.tally.changed++
      } else {
        ctx.tally.kept++
      }
    }
    seeded.push({ id: id!, name: region.name, currency_code: region.currency_code, countries })
  }
  await seedTaxRegions(ctx)
  return seeded
}

async function storedRegions(ctx: SeedContext): Promise<StoredRegion[]> {
  const { data } = (await ctx.query.graph({
    entity: 'region',
    fields: ['id', 'name', 'countries.iso_2', 'payment_providers.id'],
    filters: { name: REGIONS.map((region) => region.name) },
  })) as { data: StoredRegion[] }
  return data.map((region) => ({ ...region, countries: region.countries ?? [], payment_providers: region.payment_providers ?? [] }))
}

/** What the seed names a country's default rate: the destination's VAT, or a tax-free export. */
const defaultRateOf = (country_code: string, rate: number) => ({
  rate,
  code: rate ? `vat-${country_code}` : `export-${country_code}`,
  name: rate ? `MwSt. ${country_code.toUpperCase()}` : 'Steuerfreie Ausfuhr',
  metadata: { seeded_rate: rate },
})

/**
 * One tax region per country with its standard VAT rate (0 % for export countries), as a German seller applies it
 * under the one-stop shop. Idempotent and reconciling: a missing tax region or default rate is created, a rate the
 * seed set that the data now puts otherwise is corrected (a country's VAT changed), a rate staff changed stays
 * (`seededRateAction`, src/lib/seeded-tax-rate.ts).
 */
async function seedTaxRegions(ctx: SeedContext) {
  const taxModule = ctx.container.resolve(Modules.TAX)
  const rates = Object.fromEntries(REGIONS.flatMap((region) => Object.entries(region.countries)))
  const listed = (await taxModule.listTaxRegions({ country_code: Object.keys(rates) }, { relations: ['tax_rates'] })) as (TaxRegionDTO & {
    tax_rates?: TaxRateDTO[]
  })[]
  const taxRegions = listed.filter((taxRegion) => !taxRegion.parent_id)
  const missing = Object.keys(rates).filter((country) => !taxRegions.some((taxRegion) => taxRegion.country_code === country))
  if (missing.length) {
    await createTaxRegionsWorkflow(ctx.container).run({
      input: missing.map((country_code) => ({ country_code, provider_id: 'tp_system', default_tax_rate: defaultRateOf(country_code, rates[country_code]) })),
    })
    ctx.tally.created += missing.length
  }
  for (const taxRegion of taxRegions) {
    const wanted = rates[taxRegion.country_code]
    const stored = taxRegion.tax_rates?.find((rate) => rate.is_default)
    const action = seededRateAction(stored, wanted)
    if (action === 'keep') {
      ctx.tally.kept++
    } else if (action === 'create') {
      await createTaxRatesWorkflow(ctx.container).run({
        input: [{ tax_region_id: taxRegion.id, is_default: true, ...defaultRateOf(taxRegion.country_code, wanted) }],
      })
      ctx.tally.created++
    } else {
      const update = action === 'update' ? { rate: wanted } : {}
      await updateTaxRatesWorkflow(ctx.container).run({
        input: { selector: { id: stored!.id }, update: { ...update, metadata: { ...stored!.metadata, seeded_rate: wanted } } },
      })
      ctx.tally.changed++
    }
  }
}
