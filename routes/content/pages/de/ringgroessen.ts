import type { ContentDocument } from '../../document'
import { RING_SIZES } from '../../ring-sizes'

const mm = (value: number) => value.toFixed(1).replace('.', ',')

const page: ContentDocument = {
  title: 'Ringgrößen',
  description: 'Ringgröße ermitteln: Tabelle mit Innenumfang und Innendurchmesser, Anleitung zum Messen und Tipps für den perfekten Sitz.',
  lead: 'Die Ringgröße entspricht in Deutschland dem Innenumfang des Rings in Millimetern. Ein Ring der Größe 54 misst innen also 54 mm im Umfang.',
  blocks: [
    { h2: 'Tabelle der Ringgrößen' },
    {
      table: {
        caption: 'Ringgröße (Innenumfang), Innendurchmesser in Millimetern und ungefähre US-Größe',
        head: ['Ringgröße', 'Innenumfang', 'Innendurchmesser', 'US-Größe (ca.)'],
        rows: RING_SIZES.map(({ size, diameter, us }) => [String(size), `${size} mm`, `${mm(diameter)} mm`, String(us).replace('.', ',')]),
      },
    },
    { note: 'Unser Handmodell trägt Ringgröße 48. So können Sie auf den Produktfotos einschätzen, wie ein Ring an Ihrer Hand wirkt.' },
    { h2: 'So messen Sie Ihre Ringgröße' },
    { h3: 'Mit einem Ring, der Ihnen passt' },
    {
      ol: [
        'Legen Sie den Ring auf ein Lineal und messen Sie den Innendurchmesser von Innenkante zu Innenkante.',
        'Suchen Sie den Durchmesser in der Tabelle. Liegt er zwischen zwei Werten, wählen Sie die größere Größe.',
      ],
    },
    { h3: 'Mit einem Papierstreifen' },
    {
      ol: [
        'Schneiden Sie einen etwa 1 cm breiten Papierstreifen zu.',
        'Legen Sie ihn locker um die breiteste Stelle des Fingers, meist das mittlere Gelenk – der Ring muss darüber gleiten.',
        'Markieren Sie die Stelle, an der sich das Papier überlappt, und messen Sie die Länge in Millimetern: Das ist Ihre Ringgröße.',
      ],
    },
    { h2: 'Tipps für den perfekten Sitz' },
    {
      ul: [
        'Messen Sie am Nachmittag bei Zimmertemperatur: Morgens und bei Kälte sind die Finger schmaler, bei Hitze dicker.',
        'Breite Ringe ab etwa 6 mm sitzen enger – wählen Sie eine halbe bis ganze Größe mehr.',
        'Die rechte Hand ist bei Rechtshändern oft etwas kräftiger als die linke.',
        'Für Verlobungsringe als Überraschung: Leihen Sie sich heimlich einen Ring, den Ihr Partner am gewünschten Finger trägt, und messen Sie ihn aus.',
      ],
    },
    {
      p: 'Passt ein Ring nicht, ändern wir viele Modelle in unserer Werkstatt um eine bis zwei Größen. [Fragen Sie uns](/contact) – bei Memoireringen mit rundum gefassten Steinen ist eine Änderung nicht möglich.',
    },
  ],
}

export default page
