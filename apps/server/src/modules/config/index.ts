/** What other modules use of the config module (issue 26 item 4: modules meet only through their index.ts). */
export { type ConfigService, createConfigService } from './service';
