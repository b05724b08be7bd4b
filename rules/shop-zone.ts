/** The shop's time zone: its days, for sales, campaigns, price lists and filters, are Germany's. */
export const SHOP_TIME_ZONE = 'Europe/Berlin'
