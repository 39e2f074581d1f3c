import { messages } from '@iyl/core/catalog/messages';
import { allTextStorable } from '@iyl/core/text/storable';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { badRequest } from './errors.ts';

/**
 * The one validation of every request's body, query and path parameters: no string in them may hold
 * text PostgreSQL cannot store (a NUL, half an emoji), whatever the endpoint, and the route's zod schema
 * must hold. Both run before the handler, so a refused request changes nothing and spends no AI allowance.
 *
 * A body or a path is checked for storable text first: text that cannot be stored is the answer, whatever
 * else is wrong with it. A query is checked by its schema first: its parameters are a page number, a
 * choice, a date, each with words of its own for a value it does not take (`?page=%00` is a page that
 * does not exist, as `?page=abc` is); only free text that passes (a search) is then refused as unstorable.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  if (route.httpPart === 'querystring') {
    return (data) => {
      // The zod compiler answers at once: { value } or { error }.
      const result = validate(data) as { error?: Error; value?: unknown };
      if (result.error) return result;
      return allTextStorable(data) ? result : { error: badRequest(messages.unsupportedText) };
    };
  }
  return (data) => (allTextStorable(data) ? validate(data) : { error: badRequest(messages.unsupportedText) });
};
