/** What other modules use of the cashback module (issue 26 item 4: modules meet only through their index.ts). */
export { createCashbackComputation, hedgeRulesOf } from './computation';
export { nettedLosses } from './linked-netting';
export { cashbackAdminRoutes, cashbackRoutes } from './routes';
export { createCashbackService } from './service';
