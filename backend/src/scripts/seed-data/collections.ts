import type { CollectionHandle } from './product-types'

export type CollectionSeed = {
  handle: CollectionHandle
  title: string
  title_en: string
  handle_en: string
  description: string
  description_en: string
}

// The storefront's home page shows these three collections (HOME_COLLECTIONS, routes/catalogue/home-load.ts).
export const COLLECTIONS: CollectionSeed[] = [
  {
    handle: 'neuigkeiten',
    title: 'Neuigkeiten',
    title_en: 'New arrivals',
    handle_en: 'new-arrivals',
    description: 'Frisch aus der Werkstatt und neu im Schaufenster: unsere jüngsten Stücke.',
    description_en: 'Fresh from the workshop and new in the window: our latest pieces.',
  },
  {
    handle: 'angebote',
    title: 'Angebote',
    title_en: 'Offers',
    handle_en: 'offers',
    description: 'Ausgewählte Schmuckstücke zu besonderen Preisen – solange der Vorrat reicht.',
    description_en: 'Selected pieces at special prices – while stocks last.',
  },
  {
    handle: 'ringe',
    title: 'Ringe',
    title_en: 'Rings',
    handle_en: 'rings',
    description: 'Verlobungsringe, Eheringe und Memoireringe, die unsere Kundinnen und Kunden am häufigsten wählen.',
    description_en: 'The engagement, wedding and eternity rings our customers choose most often.',
  },
]
