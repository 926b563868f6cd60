import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document at /docs/json and its UI at /docs, generated from the contracts' zod schemas. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Chokdee member API',
        version: '1.0.0',
        description:
          'Every answer is `{ success, data?, message? }`; failures carry `success: 0` and a Thai `message`. ' +
          'Amounts on the wire are baht with 2 decimals, except the provider wallet API (integer satang).',
      },
      components: {
        securitySchemes: {
          siteKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
          bearer: { type: 'http', scheme: 'bearer' },
          adminKey: { type: 'apiKey', in: 'header', name: 'X-Admin-Key' },
          // A staff session also sends X-CSRF-Token on every state change (/admin/v1/auth/me answers it).
          staffSession: { type: 'apiKey', in: 'cookie', name: 'chokdee_staff' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { docExpansion: 'list' } });
}
