/**
 * A stylesheet as the worker inlines it: its rules in their order, each with what it needs to apply. A page's
 * <head> then carries only the rules its own HTML can use (worker/ssr/critical-css.ts), and the whole stylesheet
 * follows after the largest paint for what scripts show later (menus, drawers, dialogs).
 *
 * `css` is the rule as written; `at` the at-rules around it, outermost first (`@media (min-width:640px)`);
 * `any` the sets of classes of which one must all be on the page (one set per selector of the rule's list).
 * A block without `any` applies always (element rules, custom properties, keyframes).
 */
export type CssBlock = { css: string; at?: string[]; any?: string[][] }

/** A stylesheet to write into <head>: a text as it is, or blocks to choose the page's rules from. */
export type InlineStyle = string | CssBlock[]
