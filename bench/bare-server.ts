import Fastify from 'fastify';

/**
 * The baseline: a bare Fastify route answering a JSON body of the same size as /v2/prefix, with no
 * plugins, hooks, validation or database. Our routes are reported as a fraction of its rate.
 */
const app = Fastify({ logger: false });
const body = JSON.stringify({
  success: 1,
  data: { filler: 'x'.repeat(Number(process.env.BODY_BYTES ?? 900)) },
});
app.get('/bare', (_req, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: Number(process.env.PORT ?? 3900), host: '127.0.0.1' });
process.stdout.write('bare server ready\n');
