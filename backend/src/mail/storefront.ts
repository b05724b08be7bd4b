/**
 * Links in mails lead to the storefront (the worker), whose public address is STOREFRONT_URL (the orchestrator
 * sets the stack's worker; production sets the shop's domain). A mail with a link cannot be sent without it.
 */
export function storefrontUrl(path: string, query: Record<string, string> = {}, env: NodeJS.ProcessEnv = process.env): string {
  const base = env.STOREFRONT_URL?.trim()
  if (!base) throw new Error("STOREFRONT_URL is not set: mails need the shop's public address for their links (e.g. https://shop.example.com)")
  const url = new URL(path, base.endsWith('/') ? base : `${base}/`)
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)
  return url.href
}
