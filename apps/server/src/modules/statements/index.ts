/** What other modules use of the statements module (issue 26 item 4: modules meet only through their index.ts). */
export { statementRoutes } from './routes';
