import type { Bindings } from '../env'

export async function syncSlugTranslations(_env: Bindings): Promise<void> {}
