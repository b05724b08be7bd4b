import { stemmer as germanStem } from '@orama/stemmers/german'

/**
 * German nouns of the jeweller's trade that end compounds ('Verlobungs|ring', 'Perlen|kette',
 * 'Weiß|gold'). A general decompounder needs a dictionary of the whole language; the shop's vocabulary
 * is small, and these heads are what shoppers type on their own.
 */
const HEAD_WORDS = [
  'ring',
  'ringe',
  'kette',
  'collier',
  'anhänger',
  'armband',
  'armreif',
  'reif',
  'band',
  'spange',
  'ohrring',
  'ohrstecker',
  'stecker',
  'creole',
  'hänger',
  'perle',
  'brillant',
  'diamant',
  'edelstein',
  'stein',
  'saphir',
  'rubin',
  'smaragd',
  'solitär',
  'gold',
  'silber',
  'platin',
  'schmuck',
  'kreuz',
  'herz',
  'medaillon',
  'fassung',
  'schliff',
  'karat',
  'schiene',
  'krappe',
  'zertifikat',
  'geschenk',
  'gutschein',
  'uhr',
]

const fold = (word: string) => word.toLowerCase().replace(/ß/g, 'ss').normalize('NFD').replace(/\p{M}/gu, '')

/** The heads as stems (the index holds stems), longest first. */
export const COMPOUND_HEADS: readonly string[] = [...new Set(HEAD_WORDS.map((word) => germanStem(fold(word))))]
  .filter((head) => head.length >= 3)
  .sort((a, b) => b.length - a.length)
