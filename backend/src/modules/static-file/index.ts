import { ModuleProvider, Modules } from '@medusajs/framework/utils'
import { StaticFileService } from './service'

export default ModuleProvider(Modules.FILE, { services: [StaticFileService] })
