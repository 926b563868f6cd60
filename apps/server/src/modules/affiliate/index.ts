/** What other modules use of the affiliate module (issue 26 item 4: modules meet only through their index.ts). */
export { affiliateComputation } from './computation';
export { affiliateRoutes } from './routes';
export { createAffiliateService } from './service';
