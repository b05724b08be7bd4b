import { z } from '@medusajs/framework/zod'
import { adminListSchema } from '../../../lib/admin-list-query'

export const ContactMessageListSchema = adminListSchema(['new', 'answered'], ['created_at', 'email', 'name', 'status', 'answered_at'])

/** Marking a message answered takes no input: who and when come from the request. */
export const MarkAnsweredSchema = z.object({}).strict()
