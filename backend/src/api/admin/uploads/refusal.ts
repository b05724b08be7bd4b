import type { MedusaRequest } from '@medusajs/framework/http'
import { MedusaError } from '@medusajs/framework/utils'
import { visitorLocale } from '../../visitor-locale'

/** What was expected: the shop's pictures and videos (plus CSV where the import's upload passes), or the import's CSV. */
export type Expected = 'media' | 'media-or-csv' | 'csv'

const MEDIA = { de: 'Bilder (JPEG, PNG, WebP, AVIF, GIF) und Videos (MP4, WebM)', en: 'pictures (JPEG, PNG, WebP, AVIF, GIF) and videos (MP4, WebM)' }

const MESSAGES = {
  de: {
    media: (name: string) => `„${name}“ wird nicht angenommen: Erlaubt sind ${MEDIA.de}, erkannt am Inhalt der Datei.`,
    'media-or-csv': (name: string) =>
      `„${name}“ wird nicht angenommen: Erlaubt sind ${MEDIA.de} sowie CSV-Dateien für den Produktimport, erkannt am Inhalt der Datei.`,
    csv: (name: string) => `„${name}“ ist keine CSV-Datei: Der Produktimport erwartet Text mit Komma- oder Semikolon-getrennten Spalten, ohne HTML oder SVG.`,
  },
  en: {
    media: (name: string) => `“${name}” is not accepted: allowed are ${MEDIA.en}, recognised by the file’s content.`,
    'media-or-csv': (name: string) =>
      `“${name}” is not accepted: allowed are ${MEDIA.en} and CSV files for the product import, recognised by the file’s content.`,
    csv: (name: string) => `“${name}” is not a CSV file: the product import expects text with columns separated by commas or semicolons, without HTML or SVG.`,
  },
}

/** A file name as the staff's own text, shortened and without control characters. */
const shown = (name: string | undefined) => (name ?? '').replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 120) || '?'

/** The 400 for a refused upload, in the staff's language (the worker's x-shop-locale, else the browser's). */
export const uploadRefused = (req: MedusaRequest, expected: Expected, name: string | undefined) =>
  new MedusaError(MedusaError.Types.INVALID_DATA, MESSAGES[visitorLocale(req)][expected](shown(name)))
