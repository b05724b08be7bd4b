import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"

/**
 * Catalogue changes the storefront shows: its edge cache of pages and /api answers is purged
 * (POST {STOREFRONT_URL}/ops/purge) so shoppers see them at once instead of after the cache's TTL.
 */
const EVENTS = [
  "product.created",
  "product.updated",
  "product.deleted",
  "product-variant.created",
  "product-variant.updated",
  "product-variant.deleted",
  "product-category.created",
  "product-category.updated",
  "product-category.deleted",
  "product-collection.created",
  "product-collection.updated",
  "product-collection.deleted",
  "pricing.price.created",
  "pricing.price.updated",
  "pricing.price.deleted",
  "pricing.price-list.created",
  "pricing.price-list.updated",
  "pricing.price-list.deleted",
]

/** An import or a price update emits many events at once; they become one purge after this quiet time. */
const QUIET_MS = 500

let pending: { timer: ReturnType<typeof setTimeout>; events: Set<string> } | null = null

type Logger = { info: (message: string) => void; warn: (message: string) => void }

async function callPurge(events: string[], logger: Logger) {
  const storefront = process.env.STOREFRONT_URL?.replace(/\/+$/, "")
  const secret = process.env.OPS_SECRET
  if (!storefront || !secret) {
    logger.warn("storefront cache not purged: STOREFRONT_URL or OPS_SECRET is not set")
    return
  }
  try {
    const response = await fetch(`${storefront}/ops/purge`, {
      method: "POST",
      headers: { authorization: `Bearer ${secret}`, "content-type": "application/json" },
      body: JSON.stringify({ event: events.join(",") }),
    })
    if (!response.ok) logger.warn(`storefront cache purge answered ${response.status}: ${await response.text()}`)
    else logger.info(`storefront cache purged after ${events.join(", ")}`)
  } catch (error) {
    // the storefront may not run yet (seeding, start-up): its cache then holds nothing stale either
    logger.warn(`storefront cache purge failed: ${(error as Error).message}`)
  }
}

export default async function purgeStorefrontCache({ event, container }: SubscriberArgs<{ id?: string }>) {
  const logger = container.resolve("logger") as Logger
  if (pending) {
    pending.events.add(event.name)
    return
  }
  const events = new Set([event.name])
  pending = {
    events,
    timer: setTimeout(() => {
      pending = null
      void callPurge([...events], logger)
    }, QUIET_MS),
  }
}

export const config: SubscriberConfig = { event: EVENTS }
