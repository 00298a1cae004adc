// The yardstick of the image goal: a bare Fastify server sending image files from disk with
// @fastify/static (as the app did before images moved into PostgreSQL), with the same year-long
// caching header. IMAGE_DIR is the folder served under /uploads/. No logger, no other plugins.
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const root = process.env.IMAGE_DIR;
if (!root) throw new Error('IMAGE_DIR is required');

const app = Fastify({ logger: false });
await app.register(fastifyStatic, {
  root,
  prefix: '/uploads/',
  index: false,
  setHeaders(res) {
    res.header('Cache-Control', 'public, max-age=31536000, immutable');
  },
});

const close = () => {
  void app.close().then(() => process.exit(0));
};
process.once('SIGTERM', close);
process.once('SIGINT', close);

await app.listen({ port: Number(process.env.PORT ?? 3209), host: process.env.HOST ?? '127.0.0.1' });
