/**
 * A stylesheet as the worker inlines it: its rules in their order, each with what it needs to apply. A page's
 * <head> then carries only the rules its own HTML can use (worker/ssr/critical-css.ts), and the whole stylesheet
 * follows after the largest paint for what scripts show later (menus, drawers, dialogs), the sections below the fold
 * and what the first paint cannot show, which has no block (pointer states, transitions: client/build/css-blocks.ts).
 *
 * `css` is the rule as written; `at` the at-rules (and, for a declaration, the rule) around it, outermost first
 * (`@media (min-width:640px)`); `any` the sets of names of which one must all be on the page (one set per selector of
 * the rule's list): class names, and element names written `<name>`. A block without `any` applies always.
 * `selectors`: a list whose selectors need different names; `css` is then the declarations (`{…}`) and only the
 * selectors that apply are written. `defines`: the custom property (a declaration of `:root`, an `@property`) or the
 * keyframes the block defines, written only when a rule written uses it; `uses`: the names of definitions it mentions.
 */
export type CssBlock = {
  css: string
  at?: string[]
  any?: string[][]
  selectors?: { selector: string; any?: string[][] }[]
  defines?: string
  uses?: string[]
}

/** A stylesheet to write into <head>: a text as it is, or blocks to choose the page's rules from. */
export type InlineStyle = string | CssBlock[]

/** How an element's name is written in `any`: class names and element names never collide. */
export const elementName = (tag: string) => `<${tag.toLowerCase()}>`
