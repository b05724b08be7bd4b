import { z } from '@medusajs/framework/zod'

export const VerifyUploadSchema = z.object({ file_key: z.string().min(1).max(1024) })
export type VerifyUpload = z.infer<typeof VerifyUploadSchema>
