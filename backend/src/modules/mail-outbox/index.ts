import { Module } from '@medusajs/framework/utils'
import { MailOutboxModuleService } from './service'

export const MAIL_OUTBOX_MODULE = 'mailOutbox'

export default Module(MAIL_OUTBOX_MODULE, { service: MailOutboxModuleService })
