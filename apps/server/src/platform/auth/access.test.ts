import Fastify from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { describe, expect, it } from 'vitest';
import { registerAccess } from './access.ts';

describe('registerAccess', () => {
  it('refuses to start with an /api/v1 route that does not declare its access', async () => {
    const app = Fastify();
    await app.register(fastifyCookie);
    registerAccess(app, { resolve: async () => null, secureCookies: false });
    expect(() => app.get('/api/v1/forgotten', async () => ({}))).toThrow('must declare config.access');
    await app.close();
  });
});
