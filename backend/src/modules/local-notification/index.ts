import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import { LocalNotificationService } from "./service"

export default ModuleProvider(Modules.NOTIFICATION, { services: [LocalNotificationService] })
