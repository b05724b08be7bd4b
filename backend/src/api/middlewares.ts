import { defineMiddlewares, validateAndTransformBody } from "@medusajs/framework/http"
import { ensureMigratedCustomerIdentity } from "./auth/migrated-customer-identity"
import { throttleAuth } from "./auth/throttle"
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
      middlewares: [throttleAuth("reset-check"), validateAndTransformBody(PasswordResetCheckSchema)],
    },
    // sign-in, registration and reset requests of customers and staff: rate-limited per client and per address
    ...(["customer", "user"] as const).flatMap((actor) => [
      { matcher: `/auth/${actor}/emailpass`, method: "POST" as const, middlewares: [throttleAuth("login", actor)] },
      { matcher: `/auth/${actor}/emailpass/register`, method: "POST" as const, middlewares: [throttleAuth("register", actor)] },
    ]),
    {
      matcher: "/auth/customer/emailpass/reset-password",
      method: "POST",
      middlewares: [throttleAuth("reset-request", "customer"), ensureMigratedCustomerIdentity],
    },
    {
      matcher: "/auth/user/emailpass/reset-password",
      method: "POST",
      middlewares: [throttleAuth("reset-request", "user")],
    },
  ],
})
