import { notFound } from './lib/errors'
import type { Loader, Route } from './lib/types'

const notFoundLoader: Loader<never> = async () => {
  throw notFound()
}

/**
 * Every page of the shop, first match wins. `page` and `load` are separate chunks fetched in parallel on a
 * navigation; `module` must name the file `page` imports (the server preloads it); `texts` the dictionary
 * parts the page needs besides `shop`.
 */
export const routes: readonly Route[] = [
  { id: 'home', path: '/', module: 'catalogue/home-page', page: () => import('./catalogue/home-page'), load: () => import('./catalogue/home-load').then((m) => m.loadHome), texts: ['service', 'messages'] },
  { id: 'store', path: '/store', module: 'catalogue/store-page', page: () => import('./catalogue/store-page'), load: () => import('./catalogue/store-load').then((m) => m.loadStore), texts: ['listing'] },
  { id: 'search', path: '/search', module: 'search/search-page', page: () => import('./search/search-page'), load: () => import('./search/search-load').then((m) => m.loadSearch), texts: ['listing'] },
  { id: 'product', path: '/products/:handle', module: 'catalogue/product-page', page: () => import('./catalogue/product-page'), load: () => import('./catalogue/product-load').then((m) => m.loadProduct) },
  { id: 'category', path: '/categories/:handle', module: 'catalogue/category-page', page: () => import('./catalogue/category-page'), load: () => import('./catalogue/category-load').then((m) => m.loadCategory), texts: ['listing'] },
  { id: 'collection', path: '/collections/:handle', module: 'catalogue/collection-page', page: () => import('./catalogue/collection-page'), load: () => import('./catalogue/collection-load').then((m) => m.loadCollection), texts: ['listing'] },
  { id: 'contact', path: '/contact', module: 'content/contact-page', page: () => import('./content/contact-page'), texts: ['service', 'messages'] },
  { id: 'content-contact', path: '/content/kontakt', module: 'content/contact-page', page: () => import('./content/contact-page'), texts: ['service', 'messages'] },
  { id: 'content', path: '/content/:page', module: 'content/content-page', page: () => import('./content/content-page'), load: () => import('./content/content-load').then((m) => m.loadContent), texts: ['service', 'messages'] },
  // private: following the link confirms a sign-up, so the page is never cached
  { id: 'newsletter-confirm', path: '/newsletter/confirm', module: 'content/newsletter-confirm-page', private: true, page: () => import('./content/newsletter-confirm-page'), load: () => import('./content/newsletter-confirm-load').then((m) => m.loadNewsletterConfirm), texts: ['service', 'messages'] },
  { id: 'newsletter-unsubscribe', path: '/newsletter/unsubscribe', module: 'content/unsubscribe-page', page: () => import('./content/unsubscribe-page'), texts: ['service', 'messages'] },
  { id: 'videos', path: '/videos', module: 'videos/videos-page', page: () => import('./videos/videos-page'), load: () => import('./videos/videos-load').then((m) => m.loadVideos), texts: ['listing'] },
  { id: 'video', path: '/videos/:handle', module: 'videos/video-page', page: () => import('./videos/video-page'), load: () => import('./videos/video-load').then((m) => m.loadVideo), texts: ['listing'] },
  // cart, checkout and order pages are per visitor: rendered as a frame on the server, filled in by the browser
  { id: 'cart', path: '/cart', module: 'cart/cart-page', private: true, page: () => import('./cart/cart-page'), texts: ['checkout'] },
  { id: 'checkout', path: '/checkout', module: 'checkout/checkout-page', private: true, document: true, page: () => import('./checkout/checkout-page'), texts: ['checkout', 'service', 'messages', 'account'] },
  { id: 'checkout-details', path: '/checkout/details', module: 'checkout/checkout-page', private: true, document: true, page: () => import('./checkout/checkout-page'), texts: ['checkout', 'service', 'messages', 'account'] },
  { id: 'checkout-review', path: '/checkout/review', module: 'checkout/checkout-page', private: true, document: true, page: () => import('./checkout/checkout-page'), texts: ['checkout', 'service', 'messages', 'account'] },
  { id: 'order-confirmed', path: '/order/confirmed', module: 'order/order-thanks-page', private: true, page: () => import('./order/order-thanks-page'), texts: ['checkout', 'service', 'messages'] },
  { id: 'order-confirmation', path: '/order/confirmation', module: 'order/order-confirmation-page', private: true, page: () => import('./order/order-confirmation-page'), texts: ['checkout', 'service', 'messages'] },
  { id: 'order', path: '/order/:id/confirmed', module: 'order/order-confirmed-page', private: true, page: () => import('./order/order-confirmed-page'), texts: ['checkout', 'service', 'messages'] },
  // sign-in and the account: per visitor, never cached; the account pages behind the 'auth' guard
  { id: 'login', path: '/login', module: 'account/login-page', private: true, page: () => import('./account/login-page'), texts: ['account', 'messages', 'checkout'] },
  { id: 'register', path: '/register', module: 'account/register-page', private: true, page: () => import('./account/register-page'), texts: ['account', 'messages', 'checkout'] },
  { id: 'password-reset', path: '/password-reset', module: 'account/password-reset-page', private: true, page: () => import('./account/password-reset-page'), texts: ['account', 'messages', 'checkout'] },
  { id: 'reset-password', path: '/reset-password', module: 'account/reset-password-page', private: true, page: () => import('./account/reset-password-page'), texts: ['account', 'messages', 'checkout'] },
  { id: 'google-callback', path: '/auth/google/callback', module: 'account/google-callback-page', private: true, page: () => import('./account/google-callback-page'), texts: ['account', 'messages'] },
  { id: 'account', path: '/account', module: 'account/account-page', guard: 'auth', page: () => import('./account/account-page'), load: () => import('./account/orders-load').then((m) => m.loadAccount), texts: ['account', 'messages', 'checkout'] },
  { id: 'account-personal-data', path: '/account/personal-data', module: 'account/personal-data-page', guard: 'auth', page: () => import('./account/personal-data-page'), texts: ['account', 'messages', 'checkout'] },
  { id: 'account-password', path: '/account/password', module: 'account/password-page', guard: 'auth', page: () => import('./account/password-page'), texts: ['account', 'messages', 'checkout'] },
  { id: 'account-addresses', path: '/account/addresses', module: 'account/addresses-page', guard: 'auth', page: () => import('./account/addresses-page'), texts: ['account', 'messages', 'checkout'] },
  { id: 'account-orders', path: '/account/orders', module: 'account/orders-page', guard: 'auth', page: () => import('./account/orders-page'), load: () => import('./account/orders-load').then((m) => m.loadOrders), texts: ['account', 'messages'] },
  { id: 'account-order', path: '/account/orders/:id', module: 'account/order-page', guard: 'auth', page: () => import('./account/order-page'), texts: ['account', 'messages', 'checkout'] },
  { id: 'order-transfer', path: '/order/transfer/:id/:answer', module: 'account/transfer-page', private: true, page: () => import('./account/transfer-page'), texts: ['account', 'messages'] },
  { id: 'wishlist', path: '/wishlist', module: 'wishlist/wishlist-page', private: true, page: () => import('./wishlist/wishlist-page'), texts: ['account', 'checkout'] },
  // the error page's chunk (routes/app.tsx shows it for every error) is the catch-all's page
  { id: 'not-found', path: '*', module: 'layout/error-page', page: () => import('./layout/error-page'), load: async () => notFoundLoader },
]
