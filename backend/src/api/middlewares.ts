import { authenticate, defineMiddlewares, validateAndTransformBody } from "@medusajs/framework/http"
import { onlyConfiguredProviders } from "./auth/configured-providers"
import { ensureMigratedCustomerIdentity } from "./auth/migrated-customer-identity"
import { staffByInvitationOnly } from "./auth/staff-by-invitation"
import { throttleAuth } from "./auth/throttle"
import { refuseNulCharacters } from "./refuse-nul"
import { searchProducts } from "./admin/products/search-products"
import { verifyStripeSignature } from "./hooks/payment/stripe-signature"
import { guestCheckoutStaysGuest } from "./store/carts/guest-checkout"
import { serializeCartWrites } from "./store/carts/serialize-cart-writes"
import { validateCustomerAddress } from "./store/customers/validate-address"
import { claimOwnGuestOrders, customerOrdersOnly } from "./store/orders/customer-orders-only"
import { PasswordResetCheckSchema } from "./store/password-reset-check/validators"

export default defineMiddlewares({
  routes: [
    // every method of every back-end route: a NUL in a URL or body is a 400, never a failed query (a 500)
    ...["/store", "/auth", "/admin"].map((matcher) => ({ matcher, middlewares: [refuseNulCharacters] })),
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
    // sign-in with a provider the shop has not configured (Google without credentials): 404 with a message
    // (every method and sub-path: sign-in, callback, registration)
    ...["/auth/customer/:auth_provider", "/auth/user/:auth_provider"].map((matcher) => ({ matcher, middlewares: [onlyConfiguredProviders] })),
    // no identity becomes staff by itself: staff join by invitation (src/api/auth/staff-by-invitation.ts)
    { matcher: "/auth/:auth_provider/user", middlewares: [staffByInvitationOnly] },
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
    // an order of a customer account is that customer's alone (guests' orders stay readable by their id)
    {
      matcher: "/store/orders/:id",
      method: "GET",
      middlewares: [authenticate("customer", ["session", "bearer"], { allowUnauthenticated: true }), customerOrdersOnly],
    },
    {
      matcher: "/store/orders/:id/invoice",
      method: "GET",
      middlewares: [authenticate("customer", ["session", "bearer"])],
    },
    {
      matcher: "/store/orders/:id/transfer/request",
      method: "POST",
      middlewares: [authenticate("customer", ["session", "bearer"]), throttleAuth("order-claim"), claimOwnGuestOrders],
    },
    // a claim by order number: answered the same whatever the number, the owner decides by mail (route.ts there)
    {
      matcher: "/store/customers/me/order-claims",
      method: "POST",
      middlewares: [authenticate("customer", ["session", "bearer"]), throttleAuth("order-claim")],
    },
    // a guest's order never joins an account the guest is not signed in to (store/carts/guest-checkout.ts)
    {
      matcher: "/store/carts/:id/complete",
      method: "POST",
      middlewares: [authenticate("customer", ["session", "bearer"], { allowUnauthenticated: true }), guestCheckoutStaysGuest],
    },
    // saved addresses obey the checkout's rules (backend/src/lib/address-rules.ts)
    { matcher: "/store/customers/me/addresses", method: "POST", middlewares: [validateCustomerAddress] },
    { matcher: "/store/customers/me/addresses/:address_id", method: "POST", middlewares: [validateCustomerAddress] },
    // payment webhooks: only Stripe's, and only signed with the shop's secret (hooks/payment/stripe-signature.ts)
    { matcher: "/hooks/payment/:provider", method: "POST", middlewares: [verifyStripeSignature] },
    // the back office's search as you type: `q` answered from trigram indexes (src/migration-scripts)
    { matcher: "/admin/products", method: "GET", middlewares: [searchProducts] },
  ],
})
