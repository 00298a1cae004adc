// The baseline: a bare Fastify server with one JSON route and no plugins, logger off.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

const close = () => {
  void app.close().then(() => process.exit(0));
};
process.once('SIGTERM', close);
process.once('SIGINT', close);

await app.listen({ port: Number(process.env.PORT ?? 3201), host: process.env.HOST ?? '127.0.0.1' });
