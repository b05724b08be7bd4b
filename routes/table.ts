import { loadCategory } from './catalog/category-load'
import { loadCollection } from './catalog/collection-load'
import { loadHome } from './catalog/home-load'
import { loadProduct } from './catalog/product-load'
import { loadSearch } from './catalog/search-load'
import { loadStore } from './catalog/store-load'
import { loadContent } from './content/content-load'
import { loadVideo } from './videos/video-load'
import { loadVideos } from './videos/videos-load'
import * as errorPage from './layout/error-page'
import { notFound } from './lib/errors'
import type { Route } from './lib/types'

/**
 * Every page of the shop, first match wins. Loaders live here (small, in the main bundle) so the
 * browser fetches data and the page chunk in parallel; `module` must name the file `page` imports.
 */
export const routes: readonly Route[] = [
  { id: 'home', path: '/', layout: 'default', module: 'catalog/home-page', page: () => import('./catalog/home-page'), load: loadHome },
  { id: 'store', path: '/store', layout: 'default', module: 'catalog/store-page', page: () => import('./catalog/store-page'), load: loadStore },
  { id: 'search', path: '/search', layout: 'default', module: 'catalog/search-page', page: () => import('./catalog/search-page'), load: loadSearch },
  { id: 'product', path: '/products/:handle', layout: 'default', module: 'catalog/product-page', page: () => import('./catalog/product-page'), load: loadProduct },
  { id: 'category', path: '/categories/:handle', layout: 'default', module: 'catalog/category-page', page: () => import('./catalog/category-page'), load: loadCategory },
  { id: 'collection', path: '/collections/:handle', layout: 'default', module: 'catalog/collection-page', page: () => import('./catalog/collection-page'), load: loadCollection },
  { id: 'contact', path: '/contact', layout: 'default', module: 'content/contact-page', page: () => import('./content/contact-page') },
  { id: 'content-contact', path: '/content/kontakt', layout: 'default', module: 'content/contact-page', page: () => import('./content/contact-page') },
  { id: 'content', path: '/content/:page', layout: 'default', module: 'content/content-page', page: () => import('./content/content-page'), load: loadContent },
  { id: 'newsletter-unsubscribe', path: '/newsletter/unsubscribe', layout: 'default', module: 'content/unsubscribe-page', page: () => import('./content/unsubscribe-page') },
  { id: 'videos', path: '/videos', layout: 'default', module: 'videos/videos-page', page: () => import('./videos/videos-page'), load: loadVideos },
  { id: 'video', path: '/videos/:handle', layout: 'default', module: 'videos/video-page', page: () => import('./videos/video-page'), load: loadVideo },
  // cart, checkout and order pages are per visitor: rendered as a frame on the server, filled in by the browser
  { id: 'cart', path: '/cart', layout: 'default', module: 'cart/cart-page', private: true, page: () => import('./cart/cart-page') },
  { id: 'checkout', path: '/checkout', layout: 'checkout', module: 'checkout/checkout-page', private: true, page: () => import('./checkout/checkout-page') },
  { id: 'checkout-details', path: '/checkout/details', layout: 'checkout', module: 'checkout/checkout-page', private: true, page: () => import('./checkout/checkout-page') },
  { id: 'checkout-review', path: '/checkout/review', layout: 'checkout', module: 'checkout/checkout-page', private: true, page: () => import('./checkout/checkout-page') },
  { id: 'order-confirmed', path: '/order/confirmed', layout: 'default', module: 'order/order-thanks-page', private: true, page: () => import('./order/order-thanks-page') },
  { id: 'order-confirmation', path: '/order/confirmation', layout: 'default', module: 'order/order-confirmation-page', private: true, page: () => import('./order/order-confirmation-page') },
  { id: 'order', path: '/order/:id/confirmed', layout: 'default', module: 'order/order-confirmed-page', private: true, page: () => import('./order/order-confirmed-page') },
  // The error page is part of the main bundle already, so the catch-all needs no chunk of its own.
  {
    id: 'not-found',
    path: '*',
    layout: 'default',
    module: 'layout/error-page',
    page: async () => errorPage,
    load: async () => {
      throw notFound()
    },
  },
]
