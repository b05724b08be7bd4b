import { MAX_TITLE, MAX_VALUE, MAX_VALUES, type Problem } from './option-rules'

/** Up to five variant names, then how many more. */
function names(variants: string[], locale: 'de' | 'en') {
  const shown = variants.slice(0, 5).join(', ')
  const more = variants.length - 5
  if (more <= 0) return shown
  return locale === 'de' ? `${shown} und ${more} weitere` : `${shown} and ${more} more`
}

const DE: { [C in Problem['code']]: (problem: Extract<Problem, { code: C }>) => string } = {
  'title-empty': () => 'Die Option braucht einen Namen.',
  'title-long': () => `Der Name einer Option hat höchstens ${MAX_TITLE} Zeichen.`,
  'title-taken': ({ title }) => `Das Produkt hat schon eine Option „${title}“.`,
  'values-none': () => 'Die Option braucht mindestens einen Wert.',
  'values-many': () => `Eine Option hat höchstens ${MAX_VALUES} Werte.`,
  'value-empty': () => 'Ein Wert ist leer.',
  'value-long': ({ value }) => `Der Wert „${value}…“ ist zu lang (höchstens ${MAX_VALUE} Zeichen).`,
  'value-twice': ({ value }) => `Der Wert „${value}“ steht zweimal da.`,
  'value-in-use': ({ value, variants }) =>
    `„${value}“ bleibt: ${variants.length === 1 ? 'die Variante' : `${variants.length} Varianten`} ${names(variants, 'de')} ${variants.length === 1 ? 'hat' : 'haben'} diesen Wert. Löschen Sie sie oder geben Sie ihnen erst einen anderen Wert.`,
  'variant-value-missing': ({ title }) => `Das Produkt hat schon Varianten: Wählen Sie, welchen Wert von „${title}“ sie bekommen.`,
  'variant-value-unknown': ({ value }) => `„${value}“ ist keiner der Werte der neuen Option.`,
  'option-in-use': ({ title, variants }) =>
    `„${title}“ kann nicht entfernt werden: ${variants.length === 1 ? 'die Variante' : `${variants.length} Varianten`} ${names(variants, 'de')} ${variants.length === 1 ? 'hat' : 'haben'} einen Wert davon. Löschen Sie zuerst diese Varianten.`,
  'rename-shared': ({ title, products }) =>
    `„${title}“ gilt auch für ${products === 1 ? 'ein weiteres Produkt' : `${products} weitere Produkte`}; umbenannt hieße sie dort ebenso. Der Name bleibt.`,
}

const EN: { [C in Problem['code']]: (problem: Extract<Problem, { code: C }>) => string } = {
  'title-empty': () => 'The option needs a name.',
  'title-long': () => `An option's name has at most ${MAX_TITLE} characters.`,
  'title-taken': ({ title }) => `The product already has an option “${title}”.`,
  'values-none': () => 'The option needs at least one value.',
  'values-many': () => `An option has at most ${MAX_VALUES} values.`,
  'value-empty': () => 'A value is empty.',
  'value-long': ({ value }) => `The value “${value}…” is too long (at most ${MAX_VALUE} characters).`,
  'value-twice': ({ value }) => `The value “${value}” is there twice.`,
  'value-in-use': ({ value, variants }) =>
    `“${value}” stays: ${variants.length === 1 ? 'the variant' : `${variants.length} variants`} ${names(variants, 'en')} ${variants.length === 1 ? 'has' : 'have'} this value. Delete them or give them another value first.`,
  'variant-value-missing': ({ title }) => `The product has variants already: choose which value of “${title}” they get.`,
  'variant-value-unknown': ({ value }) => `“${value}” is none of the new option's values.`,
  'option-in-use': ({ title, variants }) =>
    `“${title}” cannot be removed: ${variants.length === 1 ? 'the variant' : `${variants.length} variants`} ${names(variants, 'en')} ${variants.length === 1 ? 'has' : 'have'} a value of it. Delete those variants first.`,
  'rename-shared': ({ title, products }) =>
    `“${title}” is shared with ${products === 1 ? 'one more product' : `${products} more products`}; renamed here it would change there too. The name stays.`,
}

/** A problem in the staff's language. */
export function problemText(problem: Problem, locale: 'de' | 'en'): string {
  const texts = locale === 'de' ? DE : EN
  return (texts[problem.code] as (problem: Problem) => string)(problem)
}
