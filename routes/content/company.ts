// The shop's legal and contact data (legal notice, privacy policy, withdrawal, contact page). One source of truth
// for the storefront and the back end's mails: backend/src/shop/company.ts.
export { COMPANY, addressLines, paymentReference } from '../../backend/src/shop/company'
