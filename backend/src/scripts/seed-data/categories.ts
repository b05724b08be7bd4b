import type { ImageMotif } from "../seed/images"

export type CategorySeed = {
  handle: string
  name: string
  description: string
  name_en: string
  handle_en: string
  description_en: string
  icon: string
  menu: "product" | "functional"
  rank: number
  motif: ImageMotif
  children?: Omit<CategorySeed, "children" | "menu">[]
}

export const CATEGORIES: CategorySeed[] = [
  {
    handle: "ringe",
    name: "Ringe",
    description:
      "Ringe aus unserer Werkstatt: vom schlichten Goldring bis zum Solitär, gefertigt in Gold 585, Gold 750 oder Platin.",
    name_en: "Rings",
    handle_en: "rings",
    description_en:
      "Rings from our workshop: from the plain gold band to the solitaire, made in 14k gold, 18k gold or platinum.",
    icon: "i-ph-circle",
    menu: "product",
    rank: 0,
    motif: "ring",
    children: [
      {
        handle: "verlobungsringe",
        name: "Verlobungsringe",
        description:
          "Der Ring für die wichtigste Frage: Solitäre und Entourage-Ringe mit zertifizierten Brillanten, in jeder Größe angepasst.",
        name_en: "Engagement rings",
        handle_en: "engagement-rings",
        description_en:
          "The ring for the most important question: solitaires and halo rings with certified brilliant-cut diamonds, fitted to any size.",
        icon: "i-ph-heart",
        rank: 0,
        motif: "solitaire",
      },
      {
        handle: "eheringe",
        name: "Eheringe",
        description:
          "Trauringe, die ein Leben lang getragen werden: bequeme Innenwölbung, feine Oberflächen und auf Wunsch mit Gravur.",
        name_en: "Wedding rings",
        handle_en: "wedding-rings",
        description_en:
          "Wedding bands made to be worn for a lifetime: comfort-fit inside, fine finishes and an engraving if you wish.",
        icon: "i-ph-infinity",
        rank: 1,
        motif: "band",
      },
      {
        handle: "diamantringe",
        name: "Diamantringe",
        description:
          "Ringe, in denen Diamanten die Hauptrolle spielen – vom Cocktailring bis zum Dreisteiner.",
        name_en: "Diamond rings",
        handle_en: "diamond-rings",
        description_en: "Rings in which diamonds take centre stage – from the cocktail ring to the three-stone ring.",
        icon: "i-ph-diamond",
        rank: 2,
        motif: "solitaire",
      },
      {
        handle: "memoireringe",
        name: "Memoireringe",
        description:
          "Memoireringe mit einer durchgehenden Reihe von Brillanten – als halbe oder ganze Memoire, für Jahrestag und Geburt.",
        name_en: "Eternity rings",
        handle_en: "eternity-rings",
        description_en:
          "Eternity rings set with an unbroken row of diamonds – half or full eternity, for anniversaries and births.",
        icon: "i-ph-circle-notch",
        rank: 3,
        motif: "eternity",
      },
    ],
  },
  {
    handle: "ketten",
    name: "Ketten",
    description: "Goldketten und Anhänger, die jeden Tag getragen werden wollen – in verschiedenen Längen und Stärken.",
    name_en: "Necklaces",
    handle_en: "necklaces",
    description_en: "Gold chains and pendants made to be worn every day – in several lengths and weights.",
    icon: "i-ph-link",
    menu: "product",
    rank: 1,
    motif: "necklace",
    children: [
      {
        handle: "goldketten",
        name: "Goldketten",
        description: "Venezianer-, Anker- und Königsketten aus massivem Gold, mit sicherem Karabinerverschluss.",
        name_en: "Gold chains",
        handle_en: "gold-chains",
        description_en: "Box, anchor and king's chains in solid gold, fastened with a secure lobster clasp.",
        icon: "i-ph-link-simple",
        rank: 0,
        motif: "chain",
      },
      {
        handle: "anhaenger",
        name: "Anhänger",
        description: "Anhänger mit Brillant, Perle oder Farbstein – passend zu unseren Ketten oder Ihrer eigenen.",
        name_en: "Pendants",
        handle_en: "pendants",
        description_en: "Pendants with a diamond, a pearl or a coloured stone – to match our chains or your own.",
        icon: "i-ph-drop",
        rank: 1,
        motif: "pendant",
      },
    ],
  },
  {
    handle: "ohrringe",
    name: "Ohrringe",
    description: "Ohrstecker und Creolen in Gold und Platin, von dezent bis festlich.",
    name_en: "Earrings",
    handle_en: "earrings",
    description_en: "Stud and hoop earrings in gold and platinum, from understated to festive.",
    icon: "i-ph-sparkle",
    menu: "product",
    rank: 2,
    motif: "studs",
    children: [
      {
        handle: "ohrstecker",
        name: "Ohrstecker",
        description: "Ohrstecker mit Brillanten, Saphiren oder Perlen – sicher gehalten von Ohrmuttern mit Doppelsteg.",
        name_en: "Stud earrings",
        handle_en: "stud-earrings",
        description_en: "Stud earrings with diamonds, sapphires or pearls – held safely by double-flanged butterflies.",
        icon: "i-ph-star-four",
        rank: 0,
        motif: "studs",
      },
      {
        handle: "creolen",
        name: "Creolen",
        description: "Creolen in vielen Durchmessern, glatt poliert, diamantiert oder mit Brillanten besetzt.",
        name_en: "Hoop earrings",
        handle_en: "hoop-earrings",
        description_en: "Hoops in many diameters, polished, diamond-cut or set with brilliant-cut diamonds.",
        icon: "i-ph-circle-dashed",
        rank: 1,
        motif: "hoops",
      },
    ],
  },
  {
    handle: "perlenschmuck",
    name: "Perlenschmuck",
    description:
      "Akoya-, Südsee- und Süßwasserperlen, von Hand geknotet und sorgfältig nach Glanz und Form ausgewählt.",
    name_en: "Pearl jewellery",
    handle_en: "pearl-jewellery",
    description_en:
      "Akoya, South Sea and freshwater pearls, hand-knotted and carefully matched for lustre and shape.",
    icon: "i-ph-circles-three",
    menu: "product",
    rank: 3,
    motif: "pearls",
    children: [
      {
        handle: "perlenketten",
        name: "Perlenketten",
        description: "Klassische Perlenketten, zwischen jeder Perle von Hand geknotet, mit Schließe aus Gold.",
        name_en: "Pearl necklaces",
        handle_en: "pearl-necklaces",
        description_en: "Classic pearl strands, hand-knotted between every pearl, with a gold clasp.",
        icon: "i-ph-dots-three-circle",
        rank: 0,
        motif: "pearls",
      },
      {
        handle: "perlenohrringe",
        name: "Perlenohrringe",
        description: "Perlenohrstecker und -hänger – das zeitlose Geschenk zu Hochzeit, Abschluss und Jubiläum.",
        name_en: "Pearl earrings",
        handle_en: "pearl-earrings",
        description_en: "Pearl studs and drops – the timeless gift for weddings, graduations and anniversaries.",
        icon: "i-ph-drop-half",
        rank: 1,
        motif: "pearl-studs",
      },
    ],
  },
  {
    handle: "armbaender",
    name: "Armbänder",
    description: "Armbänder und Tennisarmbänder aus Gold, mit Brillanten oder Perlen, in zwei Längen.",
    name_en: "Bracelets",
    handle_en: "bracelets",
    description_en: "Bracelets and tennis bracelets in gold, with diamonds or pearls, in two lengths.",
    icon: "i-ph-circle-half",
    menu: "product",
    rank: 4,
    motif: "bracelet",
  },
  {
    handle: "diamanten",
    name: "Diamanten",
    description:
      "Lose Diamanten mit Zertifikat von GIA oder HRD – zum Fassen in einen Ring nach Ihren Wünschen oder als Wertanlage.",
    name_en: "Diamonds",
    handle_en: "diamonds",
    description_en:
      "Loose diamonds certified by GIA or HRD – to be set in a ring of your design or kept as an investment.",
    icon: "i-ph-diamond",
    menu: "product",
    rank: 5,
    motif: "gem",
  },
  {
    handle: "schmuck-nach-mass",
    name: "Schmuck nach Maß",
    description:
      "Ihr Entwurf, unsere Werkstatt: Wir zeichnen, modellieren und fertigen Ringe und Anhänger nach Ihren Vorstellungen.",
    name_en: "Custom jewellery",
    handle_en: "custom-jewellery",
    description_en:
      "Your idea, our workshop: we sketch, model and make rings and pendants exactly as you imagine them.",
    icon: "i-ph-pencil-ruler",
    menu: "functional",
    rank: 10,
    motif: "solitaire",
  },
  {
    handle: "geschenkideen",
    name: "Geschenkideen",
    description: "Schmuck, der Freude macht: ausgewählte Stücke für Geburtstag, Jahrestag und Weihnachten.",
    name_en: "Gift ideas",
    handle_en: "gift-ideas",
    description_en: "Jewellery that delights: selected pieces for birthdays, anniversaries and Christmas.",
    icon: "i-ph-gift",
    menu: "functional",
    rank: 11,
    motif: "pendant",
  },
]
