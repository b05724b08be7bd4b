import { defineMiddlewares, validateAndTransformBody } from "@medusajs/framework/http"
import { ensureMigratedCustomerIdentity } from "./auth/migrated-customer-identity"
import { PasswordResetCheckSchema } from "./store/password-reset-check/validators"

export default defineMiddlewares({
  routes: [
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
