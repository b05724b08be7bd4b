import { Module } from '@medusajs/framework/utils'
import { ContactMessageModuleService } from './service'

export const CONTACT_MESSAGE_MODULE = 'contactMessage'
/** Emitted by POST /store/contact-messages for each message it stores; the subscriber contact-message-mail mails it to the shop. */
export const CONTACT_MESSAGE_CREATED = 'contact-message.created'

export default Module(CONTACT_MESSAGE_MODULE, { service: ContactMessageModuleService })
