/**
 * Headers only the storefront worker sends Medusa (its pass-through drops them from visitors): the visitor's address
 * as Cloudflare saw it, and EDGE_SECRET beside it to prove that the worker said so. One list for both sides: the
 * worker imports this file too (pure, no Node APIs).
 */
export const CLIENT_IP_HEADER = 'x-client-ip'
export const EDGE_SECRET_HEADER = 'x-edge-secret'
