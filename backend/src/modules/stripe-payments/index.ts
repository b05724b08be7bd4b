import { ModuleProvider, Modules } from '@medusajs/framework/utils'
import { StripeCardService } from './card-service'
import { StripePaypalService } from './paypal-service'

// Only the two methods the shop offers; Medusa's package would also register iDEAL, Bancontact, OXXO and others.
export default ModuleProvider(Modules.PAYMENT, { services: [StripeCardService, StripePaypalService] })
