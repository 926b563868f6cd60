export { marketingRoutes } from './routes';
export { createMarketingService, type MarketingService } from './service';
