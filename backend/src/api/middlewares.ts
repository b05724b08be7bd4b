import { defineMiddlewares, validateAndTransformBody } from "@medusajs/framework/http"
import { PasswordResetCheckSchema } from "./store/password-reset-check/validators"

export default defineMiddlewares({
  routes: [
    {
      matcher: "/store/password-reset-check",
      method: "POST",
      middlewares: [validateAndTransformBody(PasswordResetCheckSchema)],
    },
  ],
})
