import { defineMiddlewares, validateAndTransformBody } from "@medusajs/framework/http"
import { ensureMigratedCustomerIdentity } from "./auth/migrated-customer-identity"
import { serializeCartWrites } from "./store/carts/serialize-cart-writes"
import { PasswordResetCheckSchema } from "./store/password-reset-check/validators"

export default defineMiddlewares({
  routes: [
    // one write at a time per cart: concurrent adds of the same variant must all count
    ...[
      "/store/carts/:id",
      "/store/carts/:id/line-items",
      "/store/carts/:id/line-items/:line_id",
      "/store/carts/:id/promotions",
      "/store/carts/:id/shipping-methods",
    ].flatMap((matcher) => [
      { matcher, method: "POST" as const, middlewares: [serializeCartWrites] },
      { matcher, method: "DELETE" as const, middlewares: [serializeCartWrites] },
    ]),
    {
      matcher: "/store/password-reset-check",
      method: "POST",
      middlewares: [validateAndTransformBody(PasswordResetCheckSchema)],
    },
    {
      matcher: "/auth/customer/emailpass/reset-password",
      method: "POST",
      middlewares: [ensureMigratedCustomerIdentity],
    },
  ],
})
