// The storefront's JavaScript budgets: the most a page's first load may name, gzip -9, in KB (1,024 bytes): the entry
// and every module the worker lists for its hydration (worker/ssr/page-assets.ts), whichever language. The one place
// of these figures: `worker/ssr/js-budget.int.test.ts` holds every page kind to them on the suite's client build,
// `npm run bench` prints the product page's and /account/orders' beside what Chromium loads.
// A figure goes down when a page is made lighter; it goes up only with a feature the page needs at start.
export const JS_BUDGETS_KB = {
  home: 95,
  store: 92,
  search: 92,
  product: 90,
  category: 93,
  collection: 92,
  cart: 101,
  'account-orders': 100,
}
