import { ModuleProvider, Modules } from '@medusajs/framework/utils'
import { ShopS3FileService } from './service'

export default ModuleProvider(Modules.FILE, { services: [ShopS3FileService] })
