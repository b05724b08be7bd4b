import { authenticate, defineMiddlewares, maybeApplyLinkFilter, validateAndTransformBody, validateAndTransformQuery } from '@medusajs/framework/http'
import { retrieveTransformQueryConfig } from '@medusajs/medusa/api/store/carts/query-config'
import { StoreGetCartsCart } from '@medusajs/medusa/api/store/carts/validators'
import { creditCardsAfterClaim } from './admin/claims/credit-cards-after-claim'
import { RenameFulfillmentSet } from './admin/fulfillment-sets/[id]/route'
import { serviceZoneMetadata } from './admin/fulfillment-sets/service-zone-metadata'
import { handlesFromTitles } from './admin/handles-from-titles'
import { checkNewInvite } from './admin/invites/new-invite'
import { filterOrders } from './admin/orders/filter-orders'
import { PackingSlipsSchema } from './admin/packing-slips/validators'
import { filterPayments } from './admin/payments/filter-payments'
import { announcePriceListUpdate } from './admin/price-lists/announce-update'
import { filterPriceLists } from './admin/price-lists/filter-price-lists'
import { wholePriceBatch } from './admin/price-lists/whole-price-batch'
import { importableRegisteredFile, importableUpload } from './admin/products/importable-file'
import { searchProducts } from './admin/products/search-products'
import { filterPromotions } from './admin/promotions/filter-promotions'
import { refundReasonMetadata } from './admin/refund-reasons/english-texts'
import { returnReasonParent } from './admin/return-reasons/parent-reason'
import { filterShippingOptions } from './admin/shipping-options/filter-shipping-options'
import { keepUsedCurrencies } from './admin/stores/keep-used-currencies'
import { TwoFactorRequirementSchema } from './admin/two-factor/validators'
import { checkImportFile } from './admin/uploads/check-import-file'
import { checkImportUpload, checkUploadedFiles } from './admin/uploads/check-multipart'
import { checkPresignedRequest } from './admin/uploads/check-presigned'
import { VerifyUploadSchema } from './admin/uploads/verify/validators'
import { resetLinksByMailOnly } from './admin/users/reset-links'
import { searchWithFilters } from './admin/workflows-executions/search-with-filters'
import { onlyConfiguredProviders } from './auth/configured-providers'
import { refuseDeletedStaffSession, refuseDeletedStaffSignIn } from './auth/deleted-staff'
import { ensureMigratedCustomerIdentity } from './auth/migrated-customer-identity'
import { passwordRule } from './auth/password-rule'
import { resetOwnSurfaceOnly } from './auth/reset-own-surface'
import { acceptOwnInvitation, registerByInvitation, staffByInvitationOnly, staffPasswordRule } from './auth/staff-by-invitation'
import { requireStaffSecondFactor } from './auth/staff-two-factor'
import { throttleAuth } from './auth/throttle'
import { answerDatabaseUnavailable } from './database-unavailable'
import { verifyStripeSignature } from './hooks/payment/stripe-signature'
import { refuseNulCharacters } from './refuse-nul'
import { GiftCardLineSchema } from './store/carts/[id]/gift-card-lines/validators'
import { ApplyPromotionCodeSchema } from './store/carts/[id]/promotion-codes/validators'
import { cartCustomerFromSession, createGuestCart } from './store/carts/cart-customer'
import { finishInterruptedCompletion } from './store/carts/finish-interrupted-completion'
import { runningCodesOnly, throttlePromotionCodes } from './store/carts/promotion-attempts'
import { repriceAtCompletion } from './store/carts/reprice-at-completion'
import { serializeCartWrites } from './store/carts/serialize-cart-writes'
import { withdrawEndedPromotions } from './store/carts/withdraw-ended-promotions'
import { validateCustomerAddress } from './store/customers/validate-address'
import { GiftCardCodeSchema } from './store/gift-cards/validators'
import { claimOwnGuestOrders, customerOrdersOnly, ownOrdersOnly } from './store/orders/customer-orders-only'
import { PasswordResetCheckSchema } from './store/password-reset-check/validators'
import { giftCardsCaptureMark } from './store/payment-collections/gift-cards-capture'
import { paymentLinkSessions } from './store/payment-collections/payment-link-sessions'
import { orderInheritsShopperMetadataOnly, shopperMetadataOnly } from './store/shopper-metadata'

/** The routes that change an existing cart's contents or prices. */
const CART_WRITES = [
  '/store/carts/:id',
  '/store/carts/:id/line-items',
  '/store/carts/:id/line-items/:line_id',
  '/store/carts/:id/promotions',
  '/store/carts/:id/promotion-codes',
  '/store/carts/:id/shipping-methods',
  '/store/carts/:id/refresh',
  // gift cards and store credit (the loyalty plugin's routes and the shop's): credit lines are the cart's contents too
  '/store/carts/:id/gift-card-codes',
  '/store/carts/:id/gift-cards',
  '/store/carts/:id/gift-card-lines',
  '/store/carts/:id/store-credits',
]

export default defineMiddlewares({
  // a database away for a moment answers 503 with Retry-After, not a 500 (database-unavailable.ts)
  errorHandler: answerDatabaseUnavailable,
  routes: [
    // every method of every back-end route: a NUL in a URL or body is a 400, never a failed query (a 500)
    ...['/store', '/auth', '/admin'].map((matcher) => ({ matcher, middlewares: [refuseNulCharacters] })),
    // an order's request for money is paid only through its payment link's token, by card; a cart of gift cards alone
    // is captured when paid (store/payment-collections)
    { matcher: '/store/payment-collections/:id/payment-sessions', method: 'POST', middlewares: [paymentLinkSessions, giftCardsCaptureMark] },
    // one write at a time per cart: concurrent adds of the same variant must all count
    ...CART_WRITES.flatMap((matcher) => [
      { matcher, method: 'POST' as const, middlewares: [serializeCartWrites] },
      { matcher, method: 'DELETE' as const, middlewares: [serializeCartWrites] },
    ]),
    // a cart's customer comes from the session alone; a cart of an account is its customer's alone (store/carts/cart-customer.ts)
    { matcher: '/store/carts/:id', method: 'GET', middlewares: [cartCustomerFromSession] },
    ...[...CART_WRITES, '/store/carts/:id/complete', '/store/carts/:id/customer'].flatMap((matcher) =>
      (['POST', 'DELETE'] as const).map((method) => ({ matcher, method, middlewares: [cartCustomerFromSession] })),
    ),
    // the cart as priced now, with the fields the storefront asks for (Medusa's own cart query rules)
    {
      matcher: '/store/carts/:id/refresh',
      method: 'POST',
      middlewares: [validateAndTransformQuery(StoreGetCartsCart, retrieveTransformQueryConfig)],
    },
    // one promotion code applied, with the reason when it is not (store/carts/[id]/promotion-codes)
    {
      matcher: '/store/carts/:id/promotion-codes',
      method: 'POST',
      middlewares: [validateAndTransformBody(ApplyPromotionCodeSchema), validateAndTransformQuery(StoreGetCartsCart, retrieveTransformQueryConfig)],
    },
    // one gift card code put on a cart or taken off, with the reason when it does not go on (store/carts/[id]/gift-card-codes)
    ...(['POST', 'DELETE'] as const).map((method) => ({
      matcher: '/store/carts/:id/gift-card-codes',
      method,
      middlewares: [validateAndTransformBody(GiftCardCodeSchema), validateAndTransformQuery(StoreGetCartsCart, retrieveTransformQueryConfig)],
    })),
    { matcher: '/store/gift-cards/balance', method: 'POST', middlewares: [validateAndTransformBody(GiftCardCodeSchema)] },
    // a bought gift card into the cart: its amount and details by the shop's rule (store/carts/[id]/gift-card-lines)
    {
      matcher: '/store/carts/:id/gift-card-lines',
      method: 'POST',
      middlewares: [validateAndTransformBody(GiftCardLineSchema), validateAndTransformQuery(StoreGetCartsCart, retrieveTransformQueryConfig)],
    },
    // gift card codes tried on a cart or for a balance, on the shop's routes and the plugin's: limited per cart and per
    // client (`gift-card-code` of auth/throttle.ts), so codes are not guessed
    ...(
      [
        ['/store/carts/:id/gift-card-codes', 'POST'],
        ['/store/carts/:id/gift-cards', 'POST'],
        ['/store/gift-cards/balance', 'POST'],
        ['/store/gift-cards/:idOrCode', 'GET'],
      ] as const
    ).map(([matcher, method]) => ({ matcher, method, middlewares: [throttleAuth('gift-card-code')] })),
    {
      matcher: '/store/password-reset-check',
      method: 'POST',
      middlewares: [throttleAuth('reset-check'), validateAndTransformBody(PasswordResetCheckSchema)],
    },
    // sign-in with a provider the shop has not configured (Google without credentials): 404 with a message
    // (every method and sub-path: sign-in, callback, registration)
    ...['/auth/customer/:auth_provider', '/auth/user/:auth_provider'].map((matcher) => ({ matcher, middlewares: [onlyConfiguredProviders] })),
    // no identity becomes staff by itself: staff join by invitation (src/api/auth/staff-by-invitation.ts)
    { matcher: '/auth/:auth_provider/user', middlewares: [staffByInvitationOnly] },
    // sign-in, registration and reset requests of customers and staff: rate-limited per client and per address
    ...(['customer', 'user'] as const).flatMap((actor) => [
      { matcher: `/auth/${actor}/emailpass`, method: 'POST' as const, middlewares: [throttleAuth('login', actor)] },
      { matcher: `/auth/${actor}/emailpass/register`, method: 'POST' as const, middlewares: [throttleAuth('register', actor)] },
    ]),
    // a deleted member of staff neither signs in nor uses a token or session they still hold, not even while Medusa's
    // deletion is still under way (src/api/auth/deleted-staff.ts)
    { matcher: '/auth/user/emailpass', method: 'POST', middlewares: [refuseDeletedStaffSignIn] },
    { matcher: '/admin', middlewares: [refuseDeletedStaffSession] },
    // a staff identity only for an open invite, under its address; the invite accepted only by that identity
    // (src/api/auth/staff-by-invitation.ts); a staff password set by the mailed link follows the shop's rule
    { matcher: '/auth/user/:auth_provider/register', method: 'POST', middlewares: [registerByInvitation] },
    {
      matcher: '/admin/invites/accept',
      method: 'POST',
      middlewares: [authenticate('user', ['session', 'bearer'], { allowUnregistered: true }), acceptOwnInvitation],
    },
    { matcher: '/auth/user/emailpass/update', middlewares: [staffPasswordRule] },
    // one password rule for every identity and every way a password is set (src/api/auth/password-rule.ts)
    { matcher: '/auth/customer/emailpass/update', middlewares: [passwordRule] },
    { matcher: '/auth/customer/emailpass/register', method: 'POST', middlewares: [passwordRule] },
    { matcher: '/admin/invites', method: 'POST', middlewares: [checkNewInvite] },
    // nobody obtains a reset token of a member of staff but through their own mailbox (admin/users/reset-links.ts)
    { matcher: '/admin/users/:id/reset-password', method: 'POST', middlewares: [resetLinksByMailOnly] },
    // codes of the second factor: limited like the password, per sign-in identity (src/api/auth/throttle.ts)
    ...(
      [
        ['/auth/mfa/challenges/:id/verify', 'POST'],
        ['/auth/mfa/factors/:id/verify', 'POST'],
        ['/auth/mfa/factors/:id', 'DELETE'],
      ] as const
    ).map(([matcher, method]) => ({
      matcher,
      method,
      middlewares: [authenticate(['user', 'customer'], ['session', 'bearer'], { allowUnregistered: true, requireMfa: false }), throttleAuth('second-factor')],
    })),
    // while the owner requires a second factor, staff without one reach only their profile (src/api/auth/staff-two-factor.ts)
    { matcher: '/admin', middlewares: [requireStaffSecondFactor] },
    { matcher: '/admin/two-factor', method: 'POST', middlewares: [validateAndTransformBody(TwoFactorRequirementSchema)] },
    // a fulfillment set renamed in both languages (Medusa has no route of its own for it)
    { matcher: '/admin/fulfillment-sets/:id', method: 'POST', middlewares: [validateAndTransformBody(RenameFulfillmentSet)] },
    // a signed-in member of staff's own password change: wrong current passwords are rate-limited per account
    {
      matcher: '/admin/users/me/password',
      method: 'POST',
      middlewares: [authenticate('user', ['session', 'bearer']), throttleAuth('password-change')],
    },
    // a signed-in customer's password or sign-in address change, each confirmed with the password: a stolen session
    // must not make it a way to guess the password, so wrong ones count per account, on one counter for both
    ...['/store/customers/me/password', '/store/customers/me/email'].map((matcher) => ({
      matcher,
      method: 'POST' as const,
      middlewares: [authenticate('customer', ['session', 'bearer']), throttleAuth('password-change', 'customer')],
    })),
    {
      matcher: '/auth/customer/emailpass/reset-password',
      method: 'POST',
      middlewares: [throttleAuth('reset-request', 'customer'), ensureMigratedCustomerIdentity],
    },
    {
      matcher: '/auth/user/emailpass/reset-password',
      method: 'POST',
      middlewares: [throttleAuth('reset-request', 'user')],
    },
    // an order of a customer account is that customer's alone (guests' orders stay readable by their id)
    {
      matcher: '/store/orders/:id',
      method: 'GET',
      middlewares: [authenticate('customer', ['session', 'bearer'], { allowUnauthenticated: true }), customerOrdersOnly],
    },
    // its documents: the signed-in owner's alone
    ...['/store/orders/:id/invoice', '/store/orders/:id/documents', '/store/orders/:id/credit-notes/:credit_note_id'].map((matcher) => ({
      matcher,
      method: 'GET' as const,
      middlewares: [authenticate('customer', ['session', 'bearer']), ownOrdersOnly],
    })),
    {
      matcher: '/store/orders/:id/transfer/request',
      method: 'POST',
      middlewares: [authenticate('customer', ['session', 'bearer']), throttleAuth('order-claim'), claimOwnGuestOrders],
    },
    // a claim by order number: answered the same whatever the number, the owner decides by mail (route.ts there)
    {
      matcher: '/store/customers/me/order-claims',
      method: 'POST',
      middlewares: [authenticate('customer', ['session', 'bearer']), throttleAuth('order-claim')],
    },
    // a guest's new cart belongs to its address's guest record, never to the address's account (store/carts/cart-customer.ts)
    { matcher: '/store/carts', method: 'POST', middlewares: [createGuestCart] },
    // the cart is priced afresh and completed only at that total, one write at a time (store/carts/reprice-at-completion.ts);
    // a completion a dying server left half-done is finished first (store/carts/finish-interrupted-completion.ts)
    { matcher: '/store/carts/:id/complete', method: 'POST', middlewares: [serializeCartWrites, finishInterruptedCompletion, repriceAtCompletion] },
    // a promotion that was deleted or no longer runs leaves the cart on its next read (store/carts/withdraw-ended-promotions.ts)
    { matcher: '/store/carts/:id', method: 'GET', middlewares: [withdrawEndedPromotions] },
    // saved addresses obey the checkout's rules (rules/address-rules.ts)
    { matcher: '/store/customers/me/addresses', method: 'POST', middlewares: [validateCustomerAddress] },
    { matcher: '/store/customers/me/addresses/:address_id', method: 'POST', middlewares: [validateCustomerAddress] },
    // payment webhooks: only Stripe's, and only signed with the shop's secret (hooks/payment/stripe-signature.ts)
    { matcher: '/hooks/payment/:provider', method: 'POST', middlewares: [verifyStripeSignature] },
    // the back office's search as you type: `q` answered from trigram indexes (src/migration-scripts)
    { matcher: '/admin/products', method: 'GET', middlewares: [searchProducts] },
    // workflow executions searched and filtered at once (Medusa 2.21 fails on the pair: admin/workflows-executions)
    { matcher: '/admin/workflows-executions', method: 'GET', middlewares: [searchWithFilters] },
    // the order list finds an order by its bank reference and filters by payment and fulfilment state; it must
    // run before Medusa validates the query (which refuses parameters it does not know), so it has no method
    { matcher: '/admin/orders', middlewares: [filterOrders] },
    // a currency a region or prices still use stays among the store's currencies (admin/stores/keep-used-currencies.ts)
    { matcher: '/admin/stores/:id', method: 'POST', middlewares: [keepUsedCurrencies] },
    // the payment list filters by provider, as the order list by state (the same reason for no method)
    { matcher: '/admin/payments', middlewares: [filterPayments] },
    // a confirmed refund claim: what it owes beyond Medusa's count, and the gift cards' share, once Medusa has answered
    { matcher: '/admin/claims/:id/request', method: 'POST', middlewares: [creditCardsAfterClaim] },
    // fields Medusa's reason and service-zone routes drop although their workflows store them (./admin/keep-body-fields.ts):
    // taken out before Medusa validates the body (no method), put back into the validated body after (POST)
    ...[refundReasonMetadata, returnReasonParent, serviceZoneMetadata].flatMap(({ collection, take, give }) => [
      { matcher: collection, middlewares: [take] },
      { matcher: collection, method: 'POST' as const, middlewares: [give] },
      { matcher: `${collection}/:id`, method: 'POST' as const, middlewares: [give] },
    ]),
    // the promotion list filters by status, type and automatic (admin/promotions/filter-promotions.ts), before
    // Medusa validates the query, as the orders' filter does
    { matcher: '/admin/promotions', middlewares: [filterPromotions] },
    // the direction and staff-only filters Medusa 2.21 accepts but cannot run (src/api/admin/shipping-options)
    { matcher: '/admin/shipping-options', middlewares: [filterShippingOptions] },
    // the price lists filtered by type (sale or override), which Medusa cannot; before its validation too
    { matcher: '/admin/price-lists', middlewares: [filterPriceLists] },
    // an edited price list reaches the storefront's cache (Medusa 2.21 emits no event for it), and a batch of a
    // list's prices is saved whole or not at all (admin/price-lists/*.ts say why)
    { matcher: '/admin/price-lists/:id', method: 'POST', middlewares: [announcePriceListUpdate] },
    { matcher: '/admin/price-lists/:id/prices/batch', method: 'POST', middlewares: [wholePriceBatch] },
    // a product, collection or category created without a handle gets the shop's slug of its title (shop/slug.ts)
    ...['/admin/products', '/admin/products/batch', '/admin/collections', '/admin/product-categories'].map((matcher) => ({
      matcher,
      method: 'POST' as const,
      middlewares: [handlesFromTitles],
    })),
    // uploads are what the shop uses, decided by their content (after Medusa's own parsing of each request);
    // a script in an SVG or HTML file must never be stored under the shop's origin (src/lib/uploads)
    { matcher: '/admin/uploads', method: 'POST', middlewares: [checkUploadedFiles] },
    { matcher: '/admin/uploads/presigned-urls', method: 'POST', middlewares: [checkPresignedRequest] },
    { matcher: '/admin/uploads/verify', method: 'POST', middlewares: [validateAndTransformBody(VerifyUploadSchema)] },
    { matcher: '/admin/packing-slips', method: 'POST', middlewares: [validateAndTransformBody(PackingSlipsSchema)] },
    // the product export is ours (./admin/products/export): a sales channel filter becomes product ids, as the list's
    {
      matcher: '/admin/products/export',
      method: 'POST',
      middlewares: [maybeApplyLinkFilter({ entryPoint: 'product_sales_channel', resourceId: 'product_id', filterableField: 'sales_channel_id' })],
    },
    // an import must be CSV by its content; then the file is made importable: escaped cells (src/lib/csv-cells.ts)
    // restored, export-only columns left out
    { matcher: '/admin/products/import', method: 'POST', middlewares: [checkImportUpload, importableUpload] },
    { matcher: '/admin/products/imports', method: 'POST', middlewares: [checkImportFile, importableRegisteredFile] },
    // store routes take only the metadata the storefront sends; trusted fields never come from a shopper
    // (src/shop/shopper-metadata.ts), nor from a cart's metadata, which its order inherits
    { matcher: '/store/carts', method: 'POST', middlewares: [shopperMetadataOnly('cart-create')] },
    { matcher: '/store/carts/:id', method: 'POST', middlewares: [shopperMetadataOnly('cart-update')] },
    ...['/store/carts/:id/line-items', '/store/carts/:id/line-items/:line_id'].map((matcher) => ({
      matcher,
      method: 'POST' as const,
      middlewares: [shopperMetadataOnly('line-item')],
    })),
    { matcher: '/store/customers', method: 'POST', middlewares: [shopperMetadataOnly('customer-create')] },
    { matcher: '/store/customers/me', method: 'POST', middlewares: [shopperMetadataOnly('customer-update')] },
    ...['/store/customers/me/addresses', '/store/customers/me/addresses/:address_id'].map((matcher) => ({
      matcher,
      method: 'POST' as const,
      middlewares: [shopperMetadataOnly('address')],
    })),
    { matcher: '/store/carts/:id/complete', method: 'POST', middlewares: [orderInheritsShopperMetadataOnly] },
    // promotion codes tried on a cart: limited per cart and per client on every route that takes one, and a code
    // that is not running answered like an unknown one (store/carts/promotion-attempts.ts)
    { matcher: '/store/carts/:id/promotion-codes', method: 'POST', middlewares: [throttlePromotionCodes('promotion-codes')] },
    { matcher: '/store/carts/:id/promotions', method: 'POST', middlewares: [throttlePromotionCodes('promotions'), runningCodesOnly('promotions')] },
    { matcher: '/store/carts/:id', method: 'POST', middlewares: [throttlePromotionCodes('cart-update'), runningCodesOnly('cart-update')] },
    // a reset request of one surface mails only accounts of that surface (after the old shop's customers got their
    // identity above); Medusa's own answer for every address (auth/reset-own-surface.ts)
    ...(['customer', 'user'] as const).map((actor) => ({
      matcher: `/auth/${actor}/emailpass/reset-password`,
      method: 'POST' as const,
      middlewares: [resetOwnSurfaceOnly(actor)],
    })),
  ],
})
