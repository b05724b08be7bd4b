// The order detail's parts, one chunk loaded with the detail (orders.tsx names them)
export { AddressesSection } from './addresses-section'
export { AfterSalesSection } from './after-sales-section'
export { CustomerSection } from './customer-section'
export { FulfillmentsSection } from './fulfillments-section'
export { ItemsSection } from './items-section'
export { PaymentsSection } from './payments-section'
export { ShippingSection } from './shipping-section'
export { TimelineSection } from './timeline-section'
